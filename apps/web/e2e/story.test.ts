import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Api, aPerson, apiAs, type Json } from "./support/api";
import { hasChromium, keepScreens, launchChromium, openVisitor, type Visitor } from "./support/browser";
import { rangeShown, totalsMisses } from "./support/dashboard";
import { type Service, type Store, startWebService, TEST_DATABASE_URL } from "./support/service";
import {
  atPath,
  browserDay,
  button,
  choose,
  control,
  fillDialog,
  goTo,
  link,
  logIn,
  mainNavigation,
  money,
  named,
  plain,
  region,
  register,
  rowWith,
  shownOrRefused,
  textOf,
  visible,
  WAIT,
} from "./support/ui";

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** A real scanned receipt the OCR packages test with: YONGFATT ENTERPRISE, 25/12/2018, total RM 80.90. */
const RECEIPT = resolve(workspace, "packages/ocr-paddle/test/fixtures/sroie-003.jpg");
/** The OCR of a receipt on a busy 2-core machine (models loading on first use). */
const OCR_WAIT = 120_000;

/** Each store runs the story once, in a different locale and time zone (numbers and dates follow the browser). */
const RUNS: ReadonlyArray<{ store: Store; locale: string; timezoneId: string; enabled: boolean }> = [
  { store: "sqlite", locale: "en-US", timezoneId: "UTC", enabled: true },
  { store: "postgres", locale: "de-DE", timezoneId: "Europe/Berlin", enabled: TEST_DATABASE_URL !== undefined },
];

/** The contract's links. */
const NAV_LINKS = ["Dashboard", "Transactions", "Wallets", "Categories", "Budgets", "Receipts", "Import", "Settings"];

for (const run of RUNS) {
  describe.skipIf(!hasChromium || !run.enabled)(`the web app on ${run.store}, in ${run.locale}`, () => {
    let service: Service;
    let browser: Browser;
    const visitors: Visitor[] = [];
    const alice = aPerson("Alice");
    const bob = aPerson("Bob");
    let owner: Visitor;
    let friend: Visitor;
    let aliceApi: Api;

    const visit = async () => {
      const visitor = await openVisitor(browser, service.url, { locale: run.locale, timezoneId: run.timezoneId });
      visitors.push(visitor);
      return visitor;
    };

    beforeAll(async () => {
      [service, browser] = await Promise.all([startWebService(run.store), launchChromium()]);
    });

    afterEach(async ({ task }) => {
      if (task.result?.state === "fail") await keepScreens(visitors, `${run.store}-${task.name}`);
    });

    afterAll(async () => {
      await browser?.close();
      await service?.close();
    });

    it("two people register through /register and land on the dashboard, with the navigation and Log out", async () => {
      owner = await visit();
      friend = await visit();
      for (const [visitor, person] of [
        [owner, alice],
        [friend, bob],
      ] as const) {
        const { page } = visitor;
        await register(page, person);
        await visible(page.getByRole("heading", { name: named("Dashboard") }));
        await atPath(page, "/");
        const nav = await visible(mainNavigation(page));
        for (const name of NAV_LINKS) expect(await link(nav, name).count(), `navigation link "${name}"`).toBe(1);
        await visible(button(page, "Log out"));
      }
      aliceApi = await apiAs(service.url, alice);
    });

    it("creates wallets in EUR, JPY and MYR through the dialog; each balance is formatted in its currency", async () => {
      const { page } = owner;
      await goTo(page, "Wallets", "/wallets");
      const wallets = [
        { name: "Everyday", currency: "EUR", opening: 1250.5 },
        { name: "Savings", currency: "EUR", opening: 0 },
        { name: "Tokyo trip", currency: "JPY", opening: 50000 },
        { name: "Ringgit cash", currency: "MYR", opening: 200 },
      ];
      for (const wallet of wallets) {
        await fillDialog(page, "New wallet", [
          ["Name", wallet.name],
          ["Currency", wallet.currency, "choose"],
          ["Opening balance", String(wallet.opening)],
        ]);
        const row = await visible(rowWith(page, wallet.name).first());
        expect(await textOf(row)).toContain(plain(await money(page, wallet.opening, wallet.currency)));
      }
      // Yen have no minor unit: 50000 is shown without decimals.
      const yen = await textOf(rowWith(page, "Tokyo trip").first());
      expect(yen).not.toMatch(/50[,.\s]?000[.,]00/);
    });

    it("creates categories and tags through their dialogs", async () => {
      const { page } = owner;
      await goTo(page, "Categories", "/categories");
      for (const name of ["Groceries", "Salary", "Shopping"]) {
        await fillDialog(page, "New category", [["Name", name]]);
        await visible(rowWith(page, name).first());
      }
      // "Tags" is not one of the contract's navigation links: the page is reached by its address.
      await page.goto("/tags");
      for (const name of ["weekly", "work"]) {
        await fillDialog(page, "New tag", [["Name", name]]);
        await visible(rowWith(page, name).first());
      }
    });

    it("records an expense, an income, a yen expense and a transfer; the table shows them signed in their currency", async () => {
      const { page } = owner;
      await goTo(page, "Transactions", "/transactions");
      const today = await browserDay(page);
      const records = [
        {
          type: "Expense",
          amount: 42.5,
          signed: -42.5,
          wallet: "Everyday",
          currency: "EUR",
          category: "Groceries",
          description: "Weekly groceries",
          tags: ["weekly"],
        },
        {
          type: "Income",
          amount: 2500,
          signed: 2500,
          wallet: "Everyday",
          currency: "EUR",
          category: "Salary",
          description: "November salary",
          tags: ["work"],
        },
        {
          type: "Expense",
          amount: 1200,
          signed: -1200,
          wallet: "Tokyo trip",
          currency: "JPY",
          category: "Groceries",
          description: "Ramen",
          tags: [],
        },
      ];
      for (const record of records) {
        await fillDialog(page, "New transaction", [
          ["Type", record.type, "choose"],
          ["Amount", String(record.amount)],
          ["Date", today],
          ["Wallet", record.wallet, "choose"],
          ["Category", record.category, "choose"],
          ["Description", record.description],
          ...(record.tags.length > 0 ? [["Tags", record.tags] as const] : []),
        ]);
        const row = await visible(
          page.getByRole("table").getByRole("row").filter({ hasText: record.description }).first(),
        );
        const text = await textOf(row);
        expect(text).toContain(record.category);
        expect(text).toContain(record.wallet);
        expect(text).toContain(plain(await money(page, record.signed, record.currency)));
      }

      await fillDialog(page, "New transfer", [
        ["From wallet", "Everyday", "choose"],
        ["To wallet", "Savings", "choose"],
        ["Amount", "300"],
        ["Date", today],
      ]);
      const listed = await aliceApi.get("/transaction");
      expect(listed.transactions.length, "three records and the transfer's two legs").toBe(5);

      // The search filter narrows the table to what it names.
      await control(page, "Search").fill("Ramen");
      const table = page.getByRole("table");
      await table
        .getByRole("row")
        .filter({ hasText: "Weekly groceries" })
        .waitFor({ state: "detached", timeout: WAIT });
      await visible(table.getByRole("row").filter({ hasText: "Ramen" }).first());
      await control(page, "Search").fill("");

      // The balances moved: 1250.50 - 42.50 + 2500 - 300 and 0 + 300.
      await goTo(page, "Wallets", "/wallets");
      await expect
        .poll(async () => textOf(rowWith(page, "Everyday").first()), { timeout: WAIT })
        .toContain(plain(await money(page, 3408, "EUR")));
      expect(await textOf(rowWith(page, "Savings").first())).toContain(plain(await money(page, 300, "EUR")));
      expect(await textOf(rowWith(page, "Tokyo trip").first())).toContain(plain(await money(page, 48800, "JPY")));
    });

    it(
      "uploads a real receipt photo on /receipts and sees the recorded lines and total in the Recorded region",
      async () => {
        const { page } = owner;
        await goTo(page, "Receipts", "/receipts");
        const file = await visible(control(page, "Receipt image"));
        expect(await file.getAttribute("accept"), "the file input accepts photos").toMatch(/image/);
        await file.setInputFiles(RECEIPT);
        await choose(control(page, "Wallet"), "Ringgit cash");
        await choose(control(page, "Category"), "Shopping");
        await button(page, "Upload").click();
        const recorded = await shownOrRefused(page, region(page, "Recorded"), OCR_WAIT);
        const text = await textOf(recorded);
        expect(text).toContain(plain(await money(page, 80.9, "MYR")));
        const ringgit = (await aliceApi.get("/wallet")).wallets.find((w: Json) => w.name === "Ringgit cash");
        const lines = (await aliceApi.get("/transaction", { walletId: ringgit.id })).transactions as Json[];
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(text).toContain(plain(line.description));
      },
      OCR_WAIT + 60_000,
    );

    it("creates a budget whose progressbar shows the percent used, and shares it with the second person", async () => {
      const { page } = owner;
      await goTo(page, "Budgets", "/budgets");
      await fillDialog(page, "New budget", [
        ["Name", "Food"],
        ["Limit", "300"],
        ["Period", "Monthly", "choose"],
        ["Start date", await browserDay(page, 1)],
        ["Wallet", "Everyday", "choose"],
        ["Categories", ["Groceries"]],
      ]);
      const bar = await visible(page.getByRole("progressbar", { name: named("Food") }));
      const budget = (await aliceApi.get("/budgets")).budgets.find((b: Json) => b.name === "Food");
      expect(budget.progress.spent).toBe(42.5);
      expect(Number(await bar.getAttribute("aria-valuenow"))).toBeCloseTo(budget.progress.percentUsed, 0);

      await link(page, "Food").click();
      await atPath(page, `/budgets/${budget.id}`);
      await fillDialog(
        page,
        "Share",
        [
          ["Email", bob.email],
          ["Role", "Viewer", "choose"],
          ["Share of limit", "50"],
        ],
        "Send invitation",
      );
      const member = await visible(rowWith(page, bob.email).first());
      expect(await textOf(member)).toMatch(/viewer/i);
      expect(await textOf(member), "the invitation's status").toMatch(/pending|invited/i);
    });

    it("the second person accepts the invitation in the Invitations region on /budgets and then sees the budget", async () => {
      const { page } = friend;
      await goTo(page, "Budgets", "/budgets");
      const inbox = await visible(region(page, "Invitations"));
      const invitation = await visible(
        rowWith(inbox, "Food")
          .or(inbox.getByRole("article").filter({ hasText: "Food" }))
          .first(),
      );
      await visible(button(invitation, "Reject"));
      await button(invitation, "Accept").click();
      await visible(page.getByRole("progressbar", { name: named("Food") }));
      await link(page, "Food").click();
      await atPath(page, /^\/budgets\/[0-9a-f-]{36}$/);
      await visible(rowWith(page, bob.email).first());
      expect(await textOf(rowWith(page, bob.email).first()), "the membership's status").toMatch(/accepted/i);
    });

    it("the dashboard's Totals per currency, read off the page, equal GET /dashboard/summary", async () => {
      const { page } = owner;
      await goTo(page, "Dashboard", "/");
      await visible(page.getByRole("heading", { name: named("Dashboard") }));
      for (const name of ["Totals", "Trend", "Spending by category", "Budgets", "Recent transactions"]) {
        await visible(region(page, name));
      }
      const trend = region(page, "Trend");
      await visible(
        trend
          .getByRole("img", { name: /\S/ })
          .or(trend.getByRole("figure", { name: /\S/ }))
          .first(),
      );
      expect(
        await trend.getByRole("table", { includeHidden: true }).count(),
        "the trend's numbers as a table",
      ).toBeGreaterThan(0);
      await visible(region(page, "Budgets").getByRole("progressbar", { name: named("Food") }));

      const { summary } = await aliceApi.get("/dashboard/summary", await rangeShown(page));
      const currencies = (summary.totals as Json[]).map((t) => t.currency).sort();
      // The receipt is dated on its print (December 2018), outside the range: no ringgit total.
      expect(currencies, "one total per currency, never a sum across them").toEqual(["EUR", "JPY"]);
      expect(await totalsMisses(page, summary, ["MYR"])).toEqual([]);
      const recent = await textOf(region(page, "Recent transactions"));
      for (const transaction of summary.recent as Json[]) expect(recent).toContain(plain(transaction.description));
    });

    it("a reload keeps the session; Log out ends it here and on the service; the refresh token stays out of scripts' reach", async () => {
      const { page, context } = owner;
      await page.reload();
      await visible(page.getByRole("heading", { name: named("Dashboard") }));
      expect(new URL(page.url()).pathname).toBe("/");

      const cookies = await context.cookies();
      expect(cookies.length, "a session cookie").toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie.httpOnly, `${cookie.name} is HttpOnly`).toBe(true);
        expect(cookie.sameSite, `${cookie.name} is SameSite=Strict`).toBe("Strict");
      }
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
      );
      expect(stored, "no token in storage a script can read").not.toMatch(/eyJ|refresh/i);

      await button(page, "Log out").click();
      await atPath(page, "/login");
      await page.goto("/");
      await atPath(page, "/login");
      const refreshed = await fetch(`${service.url}/api/v1/auth/refresh`, {
        method: "POST",
        headers: {
          cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
          origin: new URL(service.url).origin,
          "x-requested-with": "finance-client",
          "content-type": "application/json",
        },
        body: "{}",
      });
      expect(refreshed.status, "the old refresh cookie is revoked").toBe(401);
    });

    it("a signed-out visit to a deep link lands on /login and returns there after signing in", async () => {
      const { page } = await visit();
      await page.goto("/transactions?q=Ramen");
      await atPath(page, "/login");
      await visible(link(page, "Create an account"));
      await logIn(page, alice);
      await atPath(page, "/transactions");
      await visible(page.getByRole("table").getByRole("row").filter({ hasText: "Ramen" }).first());
    });

    it("no page threw or asked any origin but the service", () => {
      for (const visitor of visitors) {
        expect(visitor.pageErrors).toEqual([]);
        expect(visitor.elsewhere).toEqual([]);
      }
    });
  });
}
