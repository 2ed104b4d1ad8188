import { request as httpRequest } from "node:http";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import type { SeededData } from "./data";
import type { ChildServer } from "./processes";

/** Debian's Chromium, with the project's flags (DEVELOPERS.md). */
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
/** Cold loads measured after the one that signs in; the row reports their median. */
export const FIRST_LOAD_RUNS = 5;
const RENDER_TIMEOUT_MS = 30_000;
/** The contract's dashboard regions; the dashboard counts as rendered when each shows a figure. */
const DASHBOARD_REGIONS = ["Totals", "Trend", "Spending by category", "Recent transactions"] as const;

export interface FirstLoadRow {
  readonly store: string;
  readonly transactions: number;
  /** The first page's scripts and stylesheets, as the server sends them to a client accepting gzip only. */
  readonly js: { readonly files: number; readonly gzipBytes: number; readonly rawBytes: number };
  readonly css: { readonly files: number; readonly gzipBytes: number; readonly rawBytes: number };
  /** What Chromium itself received for them (it accepts brotli). */
  readonly browserBytes: number;
  /** From navigation start to every dashboard region showing a figure, per cold load, and their median. */
  readonly renderMs: readonly number[];
  readonly medianRenderMs: number | null;
  /** Why a load did not render, when one did not. */
  readonly failure?: string;
  /** Content-Security-Policy reports of the page (there should be none). */
  readonly cspViolations: readonly string[];
}

/** Bytes on the wire of one GET from a client that accepts gzip only (node:http does not decompress). */
const gzipSize = (url: string): Promise<number> =>
  new Promise((resolveSize, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolveSize(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

const identitySize = (url: string) =>
  fetch(url, { headers: { "accept-encoding": "identity" } })
    .then((res) => res.arrayBuffer())
    .then((body) => body.byteLength);

/** Waits until the dashboard's heading and each region holds a digit; answers ms since navigation start. */
const dashboardRendered = async (page: Page): Promise<number> => {
  await page.getByRole("heading", { name: "Dashboard" }).waitFor({ timeout: RENDER_TIMEOUT_MS });
  await Promise.all(
    DASHBOARD_REGIONS.map((name) =>
      page.getByRole("region", { name }).getByText(/\d/).first().waitFor({ timeout: RENDER_TIMEOUT_MS }),
    ),
  );
  return page.evaluate(() => performance.now());
};

const signIn = async (browser: Browser, url: string, seeded: SeededData): Promise<BrowserContext> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel("Email").fill(seeded.email);
  await page.getByLabel("Password").fill(seeded.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await dashboardRendered(page);
  await page.close();
  return context;
};

/**
 * The web app's first load on a running service as the seeded user: signs in once through the
 * login page, then opens `/` in FIRST_LOAD_RUNS fresh browser contexts holding only the session
 * cookie (an empty HTTP cache each: every script and stylesheet is fetched), timing each to a
 * rendered dashboard, and sizes the scripts and stylesheets the page loaded as gzip answers.
 */
export const measureFirstLoad = async (
  server: ChildServer,
  seeded: SeededData,
  store: string,
): Promise<FirstLoadRow> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const origin = new URL(server.url).origin;
  const cspViolations = new Set<string>();
  const renderMs: number[] = [];
  const assets = new Map<string, "script" | "stylesheet">();
  let browserBytes = 0;
  let failure: string | undefined;
  try {
    const signedIn = await signIn(browser, server.url, seeded);
    // Each load's refresh rotates the cookie (a used one revokes the session): the next load takes the new one.
    let storageState = await signedIn.storageState();
    await signedIn.close();
    for (let run = 0; run < FIRST_LOAD_RUNS; run += 1) {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      page.on("console", (message) => {
        if (/content security policy/i.test(message.text())) cspViolations.add(message.text());
      });
      const loaded: Promise<number>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if ((type !== "script" && type !== "stylesheet") || !response.url().startsWith(origin)) return;
        if (run === 0) {
          assets.set(response.url(), type);
          loaded.push(
            response
              .request()
              .sizes()
              .then((sizes) => sizes.responseBodySize),
          );
        }
      });
      try {
        await page.goto(`${server.url}/`);
        renderMs.push(Math.round(await dashboardRendered(page)));
      } catch (error) {
        failure = `load ${run + 1} did not render the dashboard: ${error instanceof Error ? error.message.split("\n")[0] : error}`;
      }
      if (run === 0) browserBytes = (await Promise.all(loaded)).reduce((sum, size) => sum + size, 0);
      storageState = await context.storageState();
      await context.close();
      if (failure) break;
    }
  } finally {
    await browser.close();
  }
  const sizes = async (kind: "script" | "stylesheet") => {
    const urls = [...assets].filter(([, type]) => type === kind).map(([url]) => url);
    const measured = await Promise.all(
      urls.map(async (url) => ({ gzip: await gzipSize(url), raw: await identitySize(url) })),
    );
    return {
      files: urls.length,
      gzipBytes: measured.reduce((sum, size) => sum + size.gzip, 0),
      rawBytes: measured.reduce((sum, size) => sum + size.raw, 0),
    };
  };
  const sorted = [...renderMs].sort((a, b) => a - b);
  return {
    store,
    transactions: seeded.transactions,
    js: await sizes("script"),
    css: await sizes("stylesheet"),
    browserBytes,
    renderMs,
    medianRenderMs: sorted.length > 0 ? (sorted[Math.floor(sorted.length / 2)] ?? null) : null,
    ...(failure !== undefined && { failure }),
    cspViolations: [...cspViolations],
  };
};
