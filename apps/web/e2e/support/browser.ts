import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium (`.ci/run` installs it when missing); no browser is downloaded. */
export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A person's browser: its own cookies, a locale and a time zone. */
export interface Visitor {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Content-Security-Policy violations the page reported, each with where it came from (must stay empty). */
  readonly cspViolations: string[];
  /** Uncaught exceptions in the page (must stay empty). */
  readonly pageErrors: string[];
  /** Requests to any origin but the service's, refused (must stay empty). */
  readonly elsewhere: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser context on the service: every request to another origin is refused, and the
 * page's CSP violations (the `securitypolicyviolation` event, which says what was blocked and the
 * script that tried) and uncaught errors are collected.
 */
export const openVisitor = async (
  browser: Browser,
  serviceUrl: string,
  options: { locale?: string; timezoneId?: string; viewport?: { width: number; height: number } } = {},
): Promise<Visitor> => {
  const origin = new URL(serviceUrl).origin;
  const context = await browser.newContext({
    baseURL: serviceUrl,
    locale: options.locale ?? "en-US",
    timezoneId: options.timezoneId ?? "UTC",
    viewport: options.viewport ?? DESKTOP,
  });
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  const elsewhere: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    elsewhere.push(url);
    return route.abort("internetdisconnected");
  });
  await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
    cspViolations.push(text);
  });
  // Init scripts run through the DevTools protocol, outside the page's CSP.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `on ${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} from ${event.sourceFile}:${event.lineNumber} (sample: ${event.sample || "none"})`,
      );
    });
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  return { context, page, cspViolations, pageErrors, elsewhere, close: () => context.close() };
};

/** Where a failed test leaves a screenshot of each open page, to see what the browser showed. */
export const FAILURE_SCREENS = join(tmpdir(), "finance-web-e2e-failures");

export const keepScreens = async (visitors: readonly Visitor[], label: string): Promise<void> => {
  mkdirSync(FAILURE_SCREENS, { recursive: true });
  const name = label.replaceAll(/[^\w-]+/g, "-").slice(0, 80);
  await Promise.all(
    visitors.map((visitor, i) =>
      visitor.page
        .screenshot({ path: join(FAILURE_SCREENS, `${name}-${i}.png`), fullPage: true })
        .catch(() => undefined),
    ),
  );
};
