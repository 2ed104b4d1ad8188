import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Context } from "hono";
import { html } from "hono/html";
import { newRouter } from "../http/openapi";

/** The reference page's own assets, served by the service under the page's path. */
export const docsAssetPaths = (docsPath: string) => ({
  script: `${docsPath}/scalar.js`,
  init: `${docsPath}/init.js`,
});

/**
 * The standalone bundle of @scalar/api-reference as installed (its version pinned by the
 * lockfile): one script with its stylesheet inside. Read once, on first use.
 */
let bundle: Promise<string> | undefined;
const scalarBundle = (): Promise<string> => {
  if (!bundle) {
    const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
    bundle = readFile(join(dirname(entry), "browser", "standalone.js"), "utf8");
  }
  return bundle;
};

/** Long enough for a browsing session, short enough that an upgrade shows within the hour. */
const ASSET_CACHE = "public, max-age=3600";

const javascript = (c: Context, body: string) =>
  c.body(body, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": ASSET_CACHE });

/**
 * `/docs`: the API reference rendered in the browser from the served document, with nothing
 * loaded from elsewhere: no CDN script, no web fonts (the system's are used), no inline script
 * (the configuration is a script of its own), so the page's CSP (`securityHeaders`) allows scripts
 * from this origin only. The reference's AI agent, MCP and developer tools, which call Scalar's
 * services, are off.
 */
export const docsRouter = (options: { docsPath: string; openapiPath: string; title: string }) => {
  const assets = docsAssetPaths(options.docsPath);
  const init = `Scalar.createApiReference("#app", ${JSON.stringify({
    url: options.openapiPath,
    withDefaultFonts: false,
    defaultOpenAllTags: true,
    hideClientButton: true,
    showDeveloperTools: "never",
    agent: { disabled: true },
    mcp: { disabled: true },
    telemetry: false,
  })});\n`;
  return newRouter()
    .get(options.docsPath, (c) =>
      c.html(
        html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${options.title}</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${assets.script}"></script>
    <script src="${assets.init}"></script>
  </body>
</html>
`,
      ),
    )
    .get(assets.script, async (c) => javascript(c, await scalarBundle()))
    .get(assets.init, (c) => javascript(c, init));
};
