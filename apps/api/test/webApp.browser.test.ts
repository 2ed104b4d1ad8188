import "reflect-metadata";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/buildWebApp.mjs";
import { type RunningService, startService } from "../src/server";
import { TEST_JWT_SECRET } from "./support";

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` installs it when missing). */
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A page that tries what the policy allows (its own script, style, fetch, a blob: image) and what it refuses. */
const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Policy probe</title>
<link rel="stylesheet" href="/assets/app-3f9a1c.css" />
<script type="module" src="/assets/app-3f9a1c.js"></script>
<script>document.documentElement.dataset.inline = "ran";</script>
</head><body><main id="root">loading</main></body></html>
`;
const SCRIPT = `
const root = document.getElementById("root");
root.textContent = "app ran at " + location.pathname;
const mark = (name, value) => { document.body.dataset[name] = value; };
fetch("/api/v1/openapi.json").then((res) => mark("sameOrigin", String(res.status)), () => mark("sameOrigin", "refused"));
fetch("https://elsewhere.example/").then(() => mark("elsewhere", "reached"), () => mark("elsewhere", "refused"));
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
const image = new Image();
image.onload = () => mark("blobImage", "loaded");
image.onerror = () => mark("blobImage", "refused");
image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
const remote = new Image();
remote.onload = () => mark("remoteImage", "loaded");
remote.onerror = () => mark("remoteImage", "refused");
remote.src = "https://elsewhere.example/pixel.png";
${"// padding so the build step compresses this file\n".repeat(40)}`;
const STYLE = `#root { color: rgb(1, 2, 3); }\n${"/* padding */\n".repeat(100)}`;

/** The contract's policy in a real browser: the app's files run, anything inline or from elsewhere does not. */
describe.skipIf(!existsSync(CHROMIUM))("the web app's pages in Chromium", () => {
  let dir: string;
  let service: RunningService;
  let browser: Browser;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-web-browser-"));
    const dist = join(dir, "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), INDEX);
    writeFileSync(join(dist, "assets/app-3f9a1c.js"), SCRIPT);
    writeFileSync(join(dist, "assets/app-3f9a1c.css"), STYLE);
    await precompress(dist);
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: "silent",
        WEB_DIST_DIR: dist,
      },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs the app's own script and style on a deep link, refuses inline script and other origins, allows blob: images", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    const encodings: string[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/")) {
        encodings.push((await response.allHeaders())["content-encoding"] ?? "none");
      }
    });

    const answer = await page.goto(`${service.url}/budgets/01900000-0000-7000-8000-000000000000`);
    expect(answer?.status()).toBe(200);
    await page.getByText("app ran at /budgets/01900000-0000-7000-8000-000000000000").waitFor({ timeout: 20_000 });
    const body = page.locator("body");
    for (const [name, value] of [
      ["same-origin", "200"],
      ["elsewhere", "refused"],
      ["blob-image", "loaded"],
      ["remote-image", "refused"],
    ]) {
      await expect.poll(() => body.getAttribute(`data-${name}`), { timeout: 20_000 }).toBe(value);
    }
    await expect(page.locator("html").getAttribute("data-inline")).resolves.toBeNull();
    await expect(
      page.locator("#root").evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).color),
    ).resolves.toBe("rgb(1, 2, 3)");
    // Chromium accepts brotli: the build's twins were what it got.
    expect(encodings).toEqual(["br", "br"]);
    // The policy refused the inline script, the foreign fetch and the foreign image...
    expect(violations.some((text) => /inline script/i.test(text))).toBe(true);
    expect(violations.some((text) => /connect-src/.test(text) && text.includes("elsewhere.example"))).toBe(true);
    expect(violations.some((text) => /img-src/.test(text) && text.includes("elsewhere.example"))).toBe(true);
    // And nothing else was refused: not the app's own files, not the blob: image.
    expect(violations.filter((text) => !/inline script|elsewhere\.example/i.test(text))).toEqual([]);
    await context.close();
  }, 60_000);
});
