import type { Browser, Page, Response, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Api, aPerson, type Json, type Person, registerByApi } from "./support/api";
import { hasChromium, keepScreens, launchChromium, openVisitor, type Visitor } from "./support/browser";
import { rangeShown, totalsMisses } from "./support/dashboard";
import { type Service, startWebService } from "./support/service";
import {
  atPath,
  button,
  choose,
  closedOrRefused,
  control,
  dialog,
  link,
  logIn,
  mainNavigation,
  plain,
  rowWith,
  textOf,
  visible,
  WAIT,
} from "./support/ui";

/** More than two of the page's keyset pages (50 rows each). */
const COFFEES = 120;
const coffee = (n: number) => `Coffee ${String(n).padStart(3, "0")}`;
/** A day long ago, the only one with anything in the USD wallet. */
const PAPER_DAY = "2025-03-14";

const ledgerRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

const descriptionsShown = (page: Page) =>
  ledgerRows(page).evaluateAll((rows) =>
    rows.map((row) => (row.textContent ?? "").match(/Coffee \d{3}|Morning paper/)?.[0] ?? "?"),
  );

/**
 * The contract's controls the story does not reach: the sign-in failure in words, the wallet row
 * actions, the transaction list's filters, row Edit and Delete and its keyset scrolling, the
 * dashboard's range picker, and the headers the pages are served with.
 */
describe.skipIf(!hasChromium)("the contract's other controls, on SQLite", () => {
  let service: Service;
  let browser: Browser;
  let visitor: Visitor;
  let person: Person;
  let api: Api;
  const responses: Response[] = [];

  beforeAll(async () => {
    [service, browser] = await Promise.all([startWebService("sqlite"), launchChromium()]);
    person = aPerson("Erin");
    api = await registerByApi(service.url, person);
    const card = (await api.post("/wallet", { name: "Cafe card", currency: "EUR", balance: 500 })).wallet as Json;
    const cash = (await api.post("/wallet", { name: "Cash", currency: "USD", balance: 40 })).wallet as Json;
    const drinks = (await api.post("/categories", { name: "Drinks" })).category as Json;
    const press = (await api.post("/categories", { name: "Press" })).category as Json;
    const now = Date.now();
    for (let n = 1; n <= COFFEES; n += 1) {
      await api.post("/transaction", {
        walletId: card.id,
        categoryId: drinks.id,
        currency: "EUR",
        type: "expense",
        amount: 2.8,
        description: coffee(n),
        // Coffee 001 the newest, one every three hours back.
        date: new Date(now - n * 3 * 3600_000).toISOString(),
      });
    }
    await api.post("/transaction", {
      walletId: cash.id,
      categoryId: press.id,
      currency: "USD",
      type: "expense",
      amount: 3.5,
      description: "Morning paper",
      date: `${PAPER_DAY}T12:00:00.000Z`,
    });
    visitor = await openVisitor(browser, service.url);
    visitor.page.on("response", (response) => responses.push(response));
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && visitor) await keepScreens([visitor], `contract-${task.name}`);
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it("a refused sign-in is shown in an alert in the API's words, then the right password signs in", async () => {
    const { page } = visitor;
    await page.goto("/login");
    const refused = await fetch(`${service.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: person.email, password: "not the password" }),
    });
    const { message } = (await refused.json()) as { message: string };
    await logIn(page, { ...person, password: "not the password" });
    const alert = await visible(page.getByRole("alert").filter({ hasText: /\S/ }).first());
    expect(await textOf(alert)).toContain(plain(message));
    await logIn(page, person);
    await atPath(page, "/");
  });

  it("the pages are served with the contract's CSP, index.html with no-cache and hashed assets cached long", () => {
    const documents = responses.filter((r) => r.request().resourceType() === "document");
    expect(documents.length).toBeGreaterThan(0);
    for (const response of documents) {
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scripts = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? csp;
      expect(scripts, `${response.url()} script-src`).toMatch(/'self'/);
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toMatch(/connect-src 'self'/);
      expect(headers["cache-control"], `${response.url()} cache-control`).toMatch(/no-cache/);
    }
    const assets = responses.filter((r) => new URL(r.url()).pathname.startsWith("/assets/") && r.status() === 200);
    expect(assets.length).toBeGreaterThan(0);
    for (const response of assets) {
      const age = Number(/max-age=(\d+)/.exec(response.headers()["cache-control"] ?? "")?.[1] ?? 0);
      expect(age, `${response.url()} max-age`).toBeGreaterThanOrEqual(30 * 24 * 3600);
    }
  });

  it("each wallet row offers Edit, Archive and Delete", async () => {
    const { page } = visitor;
    await page.goto("/wallets");
    for (const name of ["Cafe card", "Cash"]) {
      const row = await visible(rowWith(page, name).first());
      for (const action of ["Edit", "Archive", "Delete"]) {
        expect(await button(row, action).count(), `${name}: "${action}"`).toBe(1);
      }
    }
  });

  it("the transaction list loads every keyset page as the user scrolls, each row once, newest first", async () => {
    const { page } = visitor;
    await page.goto("/transactions");
    await visible(
      ledgerRows(page)
        .filter({ hasText: coffee(1) })
        .first(),
    );
    expect(await ledgerRows(page).count(), "the first page").toBeLessThan(COFFEES);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return ledgerRows(page).count();
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe(COFFEES + 1);
    const expected = [...Array.from({ length: COFFEES }, (_, i) => coffee(i + 1)), "Morning paper"];
    expect(await descriptionsShown(page)).toEqual(expected);
  });

  it("filters Search, Wallet, Category, From and To narrow the list", async () => {
    const { page } = visitor;
    await page.goto("/transactions");
    await visible(ledgerRows(page).first());
    await choose(control(page, "Wallet"), "Cash");
    await expect.poll(() => descriptionsShown(page), { timeout: WAIT }).toEqual(["Morning paper"]);
    await choose(control(page, "Wallet"), "All");
    await choose(control(page, "Category"), "Drinks");
    await control(page, "Search").fill("Coffee 007");
    await expect.poll(() => descriptionsShown(page), { timeout: WAIT }).toEqual([coffee(7)]);
    await control(page, "Search").fill("");
    await choose(control(page, "Category"), "All");
    await control(page, "From").fill(PAPER_DAY);
    await control(page, "To").fill(PAPER_DAY);
    await expect.poll(() => descriptionsShown(page), { timeout: WAIT }).toEqual(["Morning paper"]);
  });

  it("row Edit changes a transaction; row Delete asks in a dialog whose Delete removes it", async () => {
    const { page } = visitor;
    await page.goto(`/transactions?q=${encodeURIComponent("Coffee 00")}`);
    const first = await visible(
      ledgerRows(page)
        .filter({ hasText: coffee(1) })
        .first(),
    );
    await button(first, "Edit").click();
    const editor = await visible(dialog(page));
    await control(editor, "Description").fill("Coffee 001 with cake");
    await button(editor, "Save").click();
    await closedOrRefused(editor, "Edit");
    await visible(ledgerRows(page).filter({ hasText: "Coffee 001 with cake" }).first());

    const second = await visible(
      ledgerRows(page)
        .filter({ hasText: coffee(2) })
        .first(),
    );
    await button(second, "Delete").click();
    const confirm = await visible(dialog(page));
    await button(confirm, "Delete").click();
    await closedOrRefused(confirm, "Delete");
    await ledgerRows(page)
      .filter({ hasText: coffee(2) })
      .waitFor({ state: "detached", timeout: WAIT });
    const left = (await api.get("/transaction", { q: "Coffee 00" })).transactions as Json[];
    expect(left.map((t) => t.description)).not.toContain(coffee(2));
    expect(left.map((t) => t.description)).toContain("Coffee 001 with cake");
  });

  it("the dashboard's From / To pickers change its Totals to the API's summary of that range", async () => {
    const { page } = visitor;
    await page.goto("/");
    const before = await api.get("/dashboard/summary", await rangeShown(page));
    expect(await totalsMisses(page, before.summary, ["USD"])).toEqual([]);
    await control(page, "From").fill(PAPER_DAY);
    await control(page, "To").fill(PAPER_DAY);
    const shownDays = async () => [await control(page, "From").inputValue(), await control(page, "To").inputValue()];
    await expect.poll(shownDays, { timeout: WAIT }).toEqual([PAPER_DAY, PAPER_DAY]);
    const { summary } = await api.get("/dashboard/summary", await rangeShown(page));
    expect((summary.totals as Json[]).map((t) => t.currency)).toEqual(["USD"]);
    await expect.poll(() => totalsMisses(page, summary, ["EUR"]), { timeout: WAIT }).toEqual([]);
  });

  it("a network failure is said in an alert, not a blank page", async () => {
    const { page, context } = visitor;
    await page.goto("/wallets");
    await visible(rowWith(page, "Cash").first());
    const cut = (route: Route) => route.abort("internetdisconnected");
    await context.route("**/api/v1/transaction**", cut);
    try {
      await link(mainNavigation(page), "Transactions").click();
      await atPath(page, "/transactions");
      const alert = await visible(page.getByRole("alert").filter({ hasText: /\S/ }).first());
      expect(await textOf(alert)).toMatch(/network|connect|reach|offline/i);
      await visible(page.getByRole("navigation").first());
    } finally {
      await context.unroute("**/api/v1/transaction**", cut);
    }
  });

  it("no page threw or asked any origin but the service", () => {
    expect(visitor.pageErrors).toEqual([]);
    expect(visitor.elsewhere).toEqual([]);
  });
});
