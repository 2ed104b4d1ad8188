import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { isWebAppPath } from "../http/webAppPaths";

/** Vite names every file under `assets/` by its content's hash: a changed file is a new URL. */
export const ASSETS_PREFIX = "/assets/";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Kept, but asked for again each time: a deploy shows at the next load. */
export const REVALIDATE_CACHE = "no-cache";

export const WEB_APP_NOT_BUILT =
  "The web app is not built. Run `pnpm start` (it builds the app when its sources changed), or " +
  "`pnpm --filter @finance/web build`, or point WEB_DIST_DIR at a built app.";

/**
 * The text in the app's `index.html` (`<meta property="csp-nonce" nonce="...">`) that each answer
 * replaces with its Content-Security-Policy nonce (set by `securityHeaders`).
 */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";

/** Whether `distDir` holds a built app (its `index.html`). */
export const webAppBuilt = (distDir: string): boolean => existsSync(join(distDir, "index.html"));

/** A navigation: browsers ask for `text/html` when they load a page; fetch() and curl send `*\/*`. */
const acceptsHtml = (c: Context) => /\btext\/html\b/i.test(c.req.header("accept") ?? "");

/**
 * A path that may name a file: not a folder, and no hidden segment (`/.stamp`, `/x/.git/...`):
 * the build leaves its stamp in the dist folder. `..` is refused by serveStatic itself.
 */
const mayBeFile = (path: string) => !path.endsWith("/") && !/\/\./.test(path);

const noop = async () => {};

/**
 * The built web app (`distDir`, Vite's output) for every GET or HEAD of a web app path
 * (`isWebAppPath`) that no route answered. Mounted after every route, so no API answer passes here.
 * - a file of the build: as it is, or its `.br` / `.gz` twin when the client accepts it (written at
 *   build time by `scripts/buildWebApp.mjs`); `assets/*` cached for a year, anything else revalidated;
 * - any other path a browser navigates to (a client route): `index.html` with this answer's CSP
 *   nonce in its `csp-nonce` meta tag, revalidated;
 * - a missing file under `/assets/`, or a request that does not ask for HTML: on to the JSON 404.
 * serveStatic refuses `..`, backslashes and percent-encoded paths, so nothing outside `distDir` is read.
 * While `distDir` has no build, navigations get a 503 naming the command that makes one (the
 * service logs it once at start); it is looked for again on each navigation, so a build made after
 * start is served without a restart.
 */
export const webApp = (options: { distDir: string }): MiddlewareHandler => {
  const { distDir } = options;
  // Made once the build is there (serveStatic complains on the console about a missing root).
  let files: MiddlewareHandler | undefined;
  const built = () => {
    if (!files && webAppBuilt(distDir)) files = serveStatic({ root: distDir, precompressed: true });
    return files;
  };

  // Read on each navigation (a few hundred bytes), so a rebuild is served at once; never compressed
  // or cached as a file, since each answer carries its own nonce.
  const page = async (c: Context) => {
    const html = await readFile(join(distDir, "index.html"), "utf8").catch(() => undefined);
    if (html === undefined) return undefined;
    const nonce = (c.get as (key: string) => unknown)("secureHeadersNonce");
    const body = html.replaceAll(CSP_NONCE_PLACEHOLDER, typeof nonce === "string" ? nonce : "");
    // Said for HEAD too, as for a file: the node server sends no body then and counts nothing.
    return c.html(body, 200, { "Cache-Control": REVALIDATE_CACHE, "Content-Length": String(Buffer.byteLength(body)) });
  };

  const serve = async (handler: MiddlewareHandler, c: Context, cacheControl: string) => {
    const res = await handler(c, noop);
    if (!(res instanceof Response)) return undefined;
    res.headers.set("Cache-Control", cacheControl);
    // The same URL answers compressed or not: a shared cache must keep them apart.
    if (!res.headers.get("vary")) res.headers.set("Vary", "Accept-Encoding");
    return res;
  };

  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== "GET" && method !== "HEAD") || !isWebAppPath(path)) return next();
    const app = built();
    if (!app) {
      if (!acceptsHtml(c)) return next();
      return c.text(WEB_APP_NOT_BUILT, 503, { "Cache-Control": "no-store" });
    }
    if (path === "/index.html") return (await page(c)) ?? next();
    if (mayBeFile(path)) {
      const file = await serve(app, c, path.startsWith(ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      if (file) return file;
    }
    if (path.startsWith(ASSETS_PREFIX) || !acceptsHtml(c)) return next();
    return (await page(c)) ?? next();
  };
};
