import "reflect-metadata";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCS_PATH, OPENAPI_PATH } from "../src/app/createApp";
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

/**
 * The API reference in a real browser against the real server, with every request to anywhere but
 * the server refused: the page must render from what the service itself serves, and break none of
 * its own CSP.
 */
describe.skipIf(!existsSync(CHROMIUM))("the /docs page in Chromium, offline", () => {
  let dir: string;
  let service: RunningService;
  let browser: Browser;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-docs-"));
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: "silent",
      },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders every operation from the service's own script, with no CSP violation and nothing fetched elsewhere", async () => {
    const context = await browser.newContext();
    const elsewhere: string[] = [];
    const origin = new URL(service.url).origin;
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      elsewhere.push(url);
      return route.abort("internetdisconnected");
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /content security policy/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    const served: string[] = [];
    page.on("response", (response) => served.push(`${response.status()} ${new URL(response.url()).pathname}`));

    await page.goto(`${service.url}${DOCS_PATH}`);
    // Text the reference renders from the document: the title, then each tag's operations (all open).
    await page.getByText("Personal finance service").first().waitFor({ timeout: 30_000 });
    for (const summary of [
      "Exchange e-mail and password for an access token",
      "Record one transaction",
      "Create a budget; the caller becomes its owner",
      "This OpenAPI 3.1 document",
    ]) {
      await page.getByText(summary).first().waitFor({ state: "visible", timeout: 30_000 });
    }
    await expect(page.getByText("/api/v1/budgets/{budgetId}/share").first().isVisible()).resolves.toBe(true);
    expect(served).toEqual(
      expect.arrayContaining([`200 ${DOCS_PATH}`, `200 ${DOCS_PATH}/scalar.js`, "200 /api/v1/openapi.json"]),
    );
    // The reference's stylesheet applied: its sidebar is laid out, not unstyled markup.
    const sidebar = page.locator("aside").first();
    await expect(
      sidebar.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).display),
    ).resolves.toBe("flex");
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  }, 90_000);

  it("sends readers to the served document, not to files API users do not have", async () => {
    const page = await browser.newPage();
    await page.goto(`${service.url}${DOCS_PATH}`);
    const intro = page.getByText("This reference is built from the OpenAPI 3.1 document served at").first();
    await intro.waitFor({ state: "visible", timeout: 30_000 });
    await expect(intro.textContent()).resolves.toContain(OPENAPI_PATH);
    await expect(page.getByText("Authorization: Bearer <token>").first().isVisible()).resolves.toBe(true);
    await expect(page.locator("body").textContent()).resolves.not.toMatch(/API-CONTRACT|\.md\b/);
    await page.close();
  }, 90_000);
});
