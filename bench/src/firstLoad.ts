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
  /** The first page's scripts and stylesheets: bytes the server sends for each Accept-Encoding. */
  readonly js: AssetBytes;
  readonly css: AssetBytes;
  /** From navigation start to every dashboard region showing a figure, per cold load, and their median. */
  readonly renderMs: readonly number[];
  readonly medianRenderMs: number | null;
  /** Medians, from navigation start: DOMContentLoaded (the entry script ran), the last script and the last API answer before the render. */
  readonly medianDomContentLoadedMs: number | null;
  readonly medianLastScriptMs: number | null;
  readonly medianLastApiAnswerMs: number | null;
  /** Why a load did not render, when one did not. */
  readonly failure?: string;
  /** Content-Security-Policy reports of the page (there should be none). */
  readonly cspViolations: readonly string[];
}

export interface AssetBytes {
  readonly files: number;
  /** To a client accepting gzip only: the target's measure. */
  readonly gzipBytes: number;
  /** To a client accepting brotli, as Chromium does. */
  readonly brotliBytes: number;
  readonly rawBytes: number;
}

/** Bytes on the wire of one GET with this Accept-Encoding (node:http does not decompress). */
const wireSize = (url: string, encoding: string): Promise<number> =>
  new Promise((resolveSize, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": encoding } }, (res) => {
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

const median = (values: readonly number[]): number | null => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : (sorted[Math.floor(sorted.length / 2)] ?? null);
};

/** Waits until the dashboard's heading and each region holds a digit; answers ms since navigation start. */
const dashboardRendered = async (page: Page) => {
  await page.getByRole("heading", { name: "Dashboard" }).waitFor({ timeout: RENDER_TIMEOUT_MS });
  await Promise.all(
    DASHBOARD_REGIONS.map((name) =>
      page.getByRole("region", { name }).getByText(/\d/).first().waitFor({ timeout: RENDER_TIMEOUT_MS }),
    ),
  );
  // No named function inside: tsx would wrap it in a helper (`__name`) the page does not have.
  const times = await page.evaluate(() => {
    // The browser's timing entries (Node's types, which this file is checked with, have no DOM ones).
    type Entry = { name: string; responseEnd: number; domContentLoadedEventEnd: number };
    const timing = performance as unknown as { getEntriesByType(type: string): Entry[] };
    return {
      rendered: performance.now(),
      domContentLoaded: timing.getEntriesByType("navigation")[0]?.domContentLoadedEventEnd ?? 0,
      resources: timing
        .getEntriesByType("resource")
        .map((entry) => [new URL(entry.name).pathname, entry.responseEnd] as const),
    };
  });
  const lastOf = (prefix: string) =>
    Math.max(0, ...times.resources.filter(([path]) => path.startsWith(prefix)).map(([, end]) => end));
  return {
    rendered: times.rendered,
    domContentLoaded: times.domContentLoaded,
    lastScript: lastOf("/assets/"),
    lastApi: lastOf("/api/"),
  };
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
 * rendered dashboard, and sizes the scripts and stylesheets the page loaded as the server sends them.
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
  const domContentLoadedMs: number[] = [];
  const lastApiAnswerMs: number[] = [];
  const lastScriptMs: number[] = [];
  const assets = new Map<string, "script" | "stylesheet">();
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
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if ((type === "script" || type === "stylesheet") && response.url().startsWith(origin)) {
          assets.set(response.url(), type);
        }
      });
      try {
        await page.goto(`${server.url}/`);
        const times = await dashboardRendered(page);
        renderMs.push(Math.round(times.rendered));
        domContentLoadedMs.push(Math.round(times.domContentLoaded));
        lastApiAnswerMs.push(Math.round(times.lastApi));
        lastScriptMs.push(Math.round(times.lastScript));
      } catch (error) {
        failure = `load ${run + 1} did not render the dashboard: ${error instanceof Error ? error.message.split("\n")[0] : error}`;
      }
      storageState = await context.storageState();
      await context.close();
      if (failure) break;
    }
  } finally {
    await browser.close();
  }
  const sizes = async (kind: "script" | "stylesheet"): Promise<AssetBytes> => {
    const urls = [...assets].filter(([, type]) => type === kind).map(([url]) => url);
    const total = async (encoding: string) =>
      (await Promise.all(urls.map((url) => wireSize(url, encoding)))).reduce((sum, bytes) => sum + bytes, 0);
    return {
      files: urls.length,
      gzipBytes: await total("gzip"),
      brotliBytes: await total("br, gzip"),
      rawBytes: await total("identity"),
    };
  };
  return {
    store,
    transactions: seeded.transactions,
    js: await sizes("script"),
    css: await sizes("stylesheet"),
    renderMs,
    medianRenderMs: median(renderMs),
    medianDomContentLoadedMs: median(domContentLoadedMs),
    medianLastScriptMs: median(lastScriptMs),
    medianLastApiAnswerMs: median(lastApiAnswerMs),
    ...(failure !== undefined && { failure }),
    cspViolations: [...cspViolations],
  };
};
