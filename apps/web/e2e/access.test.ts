import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { DESKTOP, hasChromium, keepScreens, launchChromium, openVisitor, PHONE, type Visitor } from "./support/browser";
import { type Demo, SIGNED_IN_PAGES, seedDemo } from "./support/demo";
import { type Service, startWebService } from "./support/service";
import {
  atPath,
  button,
  control,
  dialog,
  logIn,
  money,
  plain,
  region,
  rowWith,
  textOf,
  visible,
  WAIT,
} from "./support/ui";

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** `UPDATE_SCREENSHOTS=1` writes the README's screenshots; otherwise they go to a temporary folder. */
const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === "1"
    ? join(workspace, "docs", "screenshots")
    : join(tmpdir(), "finance-web-e2e-screenshots");

/** The dialogs with the most controls, checked open. */
const DIALOGS = [
  { path: "/transactions", opener: "New transaction" },
  { path: "/transactions", opener: "New transfer" },
  { path: "/wallets", opener: "New wallet" },
  { path: "/budgets", opener: "New budget" },
];

/** Whether the element that has focus shows it (an outline or a ring), and what it is. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { shown: false, what: "nothing", inDialog: false };
    const style = getComputedStyle(element);
    // A date input's second stop is its calendar button inside the browser's own shadow tree, which
    // the browser rings itself; the input then has focus without matching :focus-visible.
    const nativeInnerStop =
      element instanceof HTMLInputElement && element.type === "date" && !element.matches(":focus-visible");
    const shown =
      nativeInnerStop ||
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== "none";
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? label ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    return { shown, what, inDialog: element.closest("[role=dialog]") !== null };
  });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus (at most `limit` times); answers each stop on the way. */
const tabTo = async (page: Page, target: Locator, limit = 60) => {
  const stops: Array<{ shown: boolean; what: string; inDialog: boolean }> = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    stops.push(await focusedElement(page));
    if (await isFocused(target)) return stops;
  }
  throw new Error(`Tab did not reach the control after ${limit} presses: ${stops.map((s) => s.what).join(", ")}`);
};

describe.skipIf(!hasChromium)("every page of the contract: axe-core, keyboard, phone width, screenshots", () => {
  let service: Service;
  let browser: Browser;
  let demo: Demo;
  let visitor: Visitor;

  beforeAll(async () => {
    [service, browser] = await Promise.all([startWebService("sqlite"), launchChromium()]);
    demo = await seedDemo(service.url);
    visitor = await openVisitor(browser, service.url);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && visitor) await keepScreens([visitor], `access-${task.name}`);
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it("axe-core finds no serious or critical violation on /login and /register", async () => {
    const { page } = visitor;
    await page.goto("/login");
    await visible(button(page, "Log in"));
    expect(await seriousViolations(page), "/login").toEqual([]);
    await page.goto("/register");
    await visible(button(page, "Create account"));
    expect(await seriousViolations(page), "/register").toEqual([]);
  });

  it("axe-core finds no serious or critical violation on any signed-in page", async () => {
    const { page } = visitor;
    await page.goto("/login");
    await logIn(page, demo.owner);
    await atPath(page, "/");
    const found: Record<string, string[]> = {};
    for (const { path, ready } of SIGNED_IN_PAGES) {
      const at = path(demo);
      await page.goto(at);
      await visible(ready(page).first());
      await page.waitForLoadState("networkidle", { timeout: WAIT });
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[at] = violations;
    }
    expect(found).toEqual({});
  });

  it("axe-core finds no serious or critical violation in the form dialogs", async () => {
    const { page } = visitor;
    const found: Record<string, string[]> = {};
    for (const { path, opener } of DIALOGS) {
      await page.goto(path);
      await button(page, opener).click();
      await visible(dialog(page));
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[opener] = violations;
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "hidden", timeout: WAIT });
    }
    expect(found).toEqual({});
  });

  it("on every signed-in page, each of the first 30 Tab stops shows its focus", async () => {
    const { page } = visitor;
    const unseen: Record<string, string[]> = {};
    for (const { path, ready } of SIGNED_IN_PAGES) {
      const at = path(demo);
      await page.goto(at);
      await visible(ready(page).first());
      await page.locator("body").focus();
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press("Tab");
        const stop = await focusedElement(page);
        if (stop.what === "nothing") break;
        if (!stop.shown) unseen[at] = [...(unseen[at] ?? []), stop.what];
      }
    }
    expect(unseen, "Tab stops without a visible focus").toEqual({});
  });

  it("at phone width (360 px) no page scrolls sideways", async () => {
    const { page } = visitor;
    await page.setViewportSize({ width: 360, height: 740 });
    const wide: Record<string, number> = {};
    for (const { path, ready } of SIGNED_IN_PAGES) {
      const at = path(demo);
      await page.goto(at);
      await visible(ready(page).first());
      // Charts size themselves to their box a moment after it is laid out: the settled page counts.
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      const until = Date.now() + 3000;
      while ((await width()) > 360 && Date.now() < until) await page.waitForTimeout(100);
      if ((await width()) > 360) wide[at] = await width();
    }
    await page.setViewportSize(DESKTOP);
    expect(wide, "page width where it is wider than the screen").toEqual({});
  });

  it("screenshots the dashboard, the transaction list and a budget at 1280 px and 390 px", async () => {
    const { page } = visitor;
    mkdirSync(SCREENSHOTS, { recursive: true });
    const shots = [
      { name: "dashboard", path: "/", ready: () => region(page, "Totals") },
      {
        name: "transactions",
        path: "/transactions",
        ready: () => page.getByRole("table").getByRole("row").filter({ hasText: "Ramen" }),
      },
      { name: "budget", path: `/budgets/${demo.budgetId}`, ready: () => button(page, "Share") },
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const shot of shots) {
        await page.goto(shot.path);
        await visible(shot.ready().first());
        await page.waitForLoadState("networkidle", { timeout: WAIT });
        // Charts animate in; the picture is of the drawn chart.
        await page.waitForTimeout(shot.name === "dashboard" ? 1500 : 300);
        const png = await page.screenshot({ fullPage: true });
        expect(png.length).toBeGreaterThan(10_000);
        writeFileSync(join(SCREENSHOTS, `${shot.name}-${viewport.width}.png`), png);
      }
    }
    await page.setViewportSize(DESKTOP);
  });

  it("keyboard alone: Tab reaches New wallet, the dialog holds focus, is filled and saved, and focus returns", async () => {
    const { page } = visitor;
    await page.goto("/wallets");
    const opener = await visible(button(page, "New wallet"));
    await page.locator("body").focus();
    const toOpener = await tabTo(page, opener);
    expect(
      toOpener.filter((stop) => !stop.shown).map((stop) => stop.what),
      "every stop shows its focus",
    ).toEqual([]);

    // Escape closes the dialog and gives focus back.
    await page.keyboard.press("Enter");
    const box = await visible(dialog(page));
    expect((await focusedElement(page)).inDialog, "focus moves into the dialog").toBe(true);
    await page.keyboard.press("Escape");
    await box.waitFor({ state: "hidden", timeout: WAIT });
    expect(await isFocused(opener), "focus is back on New wallet after Escape").toBe(true);

    await page.keyboard.press("Enter");
    await visible(box);
    const inside = [...(await tabTo(page, control(box, "Name"), 20))];
    await page.keyboard.type("Pocket money");
    inside.push(...(await tabTo(page, control(box, "Currency"), 20)));
    const currency = control(box, "Currency");
    if (await currency.evaluate((element) => element instanceof HTMLSelectElement)) {
      // A closed native select: arrow keys move the choice until it is yen.
      for (
        let i = 0;
        i < 400 && !/JPY/.test(await currency.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? ""));
        i += 1
      ) {
        await page.keyboard.press("ArrowDown");
      }
    } else {
      await page.keyboard.type("JPY");
    }
    inside.push(...(await tabTo(page, control(box, "Opening balance"), 20)));
    await page.keyboard.type("3000");
    inside.push(...(await tabTo(page, button(box, "Save"), 20)));
    await page.keyboard.press("Enter");
    await box.waitFor({ state: "hidden", timeout: WAIT });
    expect(
      inside.filter((stop) => !stop.inDialog).map((stop) => stop.what),
      "Tab stays inside the open dialog",
    ).toEqual([]);
    expect(
      inside.filter((stop) => !stop.shown).map((stop) => stop.what),
      "every stop in the dialog shows its focus",
    ).toEqual([]);
    expect(await isFocused(opener), "focus is back on New wallet after Save").toBe(true);
    const row = await visible(rowWith(page, "Pocket money").first());
    expect(await textOf(row)).toContain(plain(await money(page, 3000, "JPY")));
  });

  it("no page threw or asked any origin but the service", () => {
    expect(visitor.pageErrors).toEqual([]);
    expect(visitor.elsewhere).toEqual([]);
  });
});
