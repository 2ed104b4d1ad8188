import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { aPerson, registerByApi } from "./support/api";
import { DESKTOP, hasChromium, keepScreens, launchChromium, openVisitor, PHONE, type Visitor } from "./support/browser";
import { type Service, startWebService } from "./support/service";
import {
  atPath,
  button,
  choose,
  control,
  goTo,
  logIn,
  money,
  region,
  rowWith,
  shownOrRefused,
  textOf,
  visible,
  WAIT,
} from "./support/ui";

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** `UPDATE_SCREENSHOTS=1` writes the docs' screenshot of the preview; otherwise it goes to a temporary folder. */
const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === "1"
    ? join(workspace, "docs", "screenshots")
    : join(tmpdir(), "finance-web-e2e-screenshots");

/** A day of this month, as the bank writes it (the list's newest-first order keeps them on its first page). */
const thisMonth = (day: number) => {
  const now = new Date();
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

/** A bank's CSV: two rows to record, and one whose date no calendar has. */
const STATEMENT = [
  "Date,Amount,Description",
  `${thisMonth(1)},-4.20,Bakery on Main Street`,
  `${thisMonth(2)},1500.00,Salary March`,
  "2026-02-31,-9.99,Ghost purchase",
  "",
].join("\n");

describe.skipIf(!hasChromium)("the Import page against the real service on SQLite", () => {
  let service: Service;
  let browser: Browser;
  let visitor: Visitor;
  const ada = aPerson("Ada Import");

  beforeAll(async () => {
    [service, browser] = await Promise.all([startWebService("sqlite"), launchChromium()]);
    const api = await registerByApi(service.url, ada);
    await api.post("/wallet", { name: "Everyday", currency: "EUR", balance: 100 });
    await api.post("/categories", { name: "Groceries" });
    visitor = await openVisitor(browser, service.url);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") await keepScreens([visitor], `import-${task.name}`);
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it("uploads a CSV, previews its rows with their status, imports the ready ones and finds them on Transactions", async () => {
    const { page } = visitor;
    await page.goto("/login");
    await logIn(page, ada);
    await atPath(page, "/");
    await goTo(page, "Import", "/import");

    await (await visible(control(page, "Bank file"))).setInputFiles({
      name: "statement.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(STATEMENT, "utf8"),
    });
    await choose(control(page, "Wallet"), "Everyday");
    await choose(control(page, "Category"), "Groceries");
    await button(page, "Preview").click();

    const preview = await shownOrRefused(page, region(page, "Preview"));
    expect(await textOf(preview)).toContain("3 rows: 2 ready, 0 duplicates, 1 refused.");
    const table = preview.getByRole("table");
    expect(await textOf(rowWith(table, "Bakery on Main Street"))).toContain("Ready");
    expect(await textOf(rowWith(table, "Bakery on Main Street"))).toContain(await money(page, -4.2, "EUR"));
    expect(await textOf(rowWith(table, "Salary March"))).toContain("Ready");
    expect(await textOf(table.getByRole("row").nth(3))).toMatch(/Refused/);
    // The preview heading took the focus, so a screen reader starts reading there.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Preview");

    mkdirSync(SCREENSHOTS, { recursive: true });
    const png = await page.screenshot({ fullPage: true });
    expect(png.length).toBeGreaterThan(10_000);
    writeFileSync(join(SCREENSHOTS, "import-1280.png"), png);
    // On a phone the same preview fits the screen's width: the table scrolls inside its own box.
    await page.setViewportSize(PHONE);
    await visible(rowWith(table, "Salary March"));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const phone = await page.screenshot({ fullPage: true });
    expect(phone.length).toBeGreaterThan(10_000);
    writeFileSync(join(SCREENSHOTS, "import-390.png"), phone);
    await page.setViewportSize(DESKTOP);

    await button(preview, "Import").click();
    const imported = await shownOrRefused(page, region(page, "Imported"));
    expect(await textOf(imported)).toContain("2 transactions recorded; 1 duplicate or refused row was left out.");

    await goTo(page, "Transactions", "/transactions");
    const list = page.getByRole("table");
    const bakery = await visible(rowWith(list, "Bakery on Main Street").first(), WAIT);
    expect(await textOf(bakery)).toContain(await money(page, -4.2, "EUR"));
    expect(await textOf(bakery)).toContain("Groceries");
    expect(await textOf(await visible(rowWith(list, "Salary March").first()))).toContain(
      await money(page, 1500, "EUR"),
    );
    expect(await textOf(page.getByRole("table"))).not.toContain("Ghost purchase");

    await goTo(page, "Wallets", "/wallets");
    const wallet = await visible(rowWith(page, "Everyday").first());
    expect(await textOf(wallet)).toContain(await money(page, 100 - 4.2 + 1500, "EUR"));
    expect(visitor.pageErrors).toEqual([]);
    expect(visitor.cspViolations).toEqual([]);
  });
});
