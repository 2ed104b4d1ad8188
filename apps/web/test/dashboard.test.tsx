import { fireEvent, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import DashboardPage from "../src/pages/DashboardPage";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const USD_WALLET = "0190f0f0-0000-7000-8000-0000000000c1";
const JPY_WALLET = "0190f0f0-0000-7000-8000-0000000000c2";
const FOOD = "0190f0f0-0000-7000-8000-0000000000d1";

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: "currency", currency }).format(amount);

const months = (currency: string) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, "0")}`,
    currency,
    income: index === 11 ? 1234.5 : 0,
    expense: index === 11 ? (currency === "JPY" ? 5000 : 200.25) : 0,
  }));

const SUMMARY = {
  range: { from: "2025-12-01T00:00:00.000Z", to: "2026-01-01T00:00:00.000Z" },
  totals: [
    { currency: "USD", income: 1234.5, expense: 200.25, net: 1034.25, count: 3 },
    { currency: "JPY", income: 0, expense: 5000, net: -5000, count: 1 },
  ],
  byCategory: [
    { categoryId: FOOD, name: "Food", currency: "USD", income: 0, expense: 200.25, count: 2 },
    { categoryId: FOOD, name: "Food", currency: "JPY", income: 0, expense: 5000, count: 1 },
  ],
  byTag: [],
  wallets: [
    { id: USD_WALLET, name: "Checking", currency: "USD", balance: 5034.25 },
    { id: JPY_WALLET, name: "Tokyo cash", currency: "JPY", balance: 15000 },
  ],
  budgets: [
    {
      id: "0190f0f0-0000-7000-8000-0000000000e1",
      name: "Groceries",
      currency: "USD",
      limit: 400,
      spent: 200.25,
      remaining: 199.75,
      percentUsed: 50.06,
      exceeded: false,
      periodStart: "2025-12-01",
      periodEnd: "2025-12-31",
    },
    {
      id: "0190f0f0-0000-7000-8000-0000000000e2",
      name: "Eating out",
      currency: "JPY",
      limit: 4000,
      spent: 5000,
      remaining: -1000,
      percentUsed: 125,
      exceeded: true,
      periodStart: "2025-12-01",
      periodEnd: "2025-12-31",
    },
  ],
  trend: [...months("USD"), ...months("JPY")],
  recent: [
    {
      id: "0190f0f0-0000-7000-8000-0000000000f1",
      amount: -5000,
      type: "expense",
      description: "Ramen",
      date: "2025-12-20T12:00:00.000Z",
      currency: "JPY",
      walletId: JPY_WALLET,
      categoryId: FOOD,
      transferId: null,
      createdAt: "2025-12-20T12:00:00.000Z",
      updatedAt: "2025-12-20T12:00:00.000Z",
      version: 1,
      tagIds: [],
    },
  ],
};

const answer = { body: { code: "DASHBOARD_SUMMARY", message: "Dashboard summary", summary: SUMMARY } };

const dashboard = (api: FakeApi, path = "/?from=2025-12-01&to=2025-12-31") =>
  renderWithSession(<DashboardPage />, { api, path });

describe("the dashboard", () => {
  it("shows income, expenses and net per currency, JPY without decimals, never summed", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", answer);
    const view = dashboard(api);
    const totals = await view.findByRole("region", { name: "Totals" });
    const usd = within(totals).getByRole("row", { name: /USD/ });
    expect(
      within(usd)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([money(1234.5, "USD"), money(200.25, "USD"), money(1034.25, "USD"), "3"]);
    const jpy = within(totals).getByRole("row", { name: /JPY/ });
    const [, expenses, net] = within(jpy).getAllByRole("cell");
    expect(expenses?.textContent).toBe(money(5000, "JPY"));
    expect(expenses?.textContent).not.toMatch(/[.,]\d{2}$/);
    expect(within(usd).getAllByRole("cell")[1]?.textContent).toMatch(/[.,]25$/);
    expect(net).toHaveTextContent(money(-5000, "JPY"));
    expect(within(totals).getAllByRole("row")).toHaveLength(3);
  });

  it("gives each budget a progressbar named after it with the percent used", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", answer);
    const view = dashboard(api);
    const budgets = await view.findByRole("region", { name: "Budgets" });
    expect(within(budgets).getByRole("progressbar", { name: "Groceries" })).toHaveAttribute("aria-valuenow", "50.06");
    const over = within(budgets).getByRole("progressbar", { name: "Eating out" });
    expect(over).toHaveAttribute("aria-valuenow", "125");
    expect(Number(over.getAttribute("aria-valuemax"))).toBeGreaterThanOrEqual(125);
  });

  it("shows the trend as a named figure with the same numbers in a table, per currency", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", answer);
    const view = dashboard(api);
    const trend = await view.findByRole("region", { name: "Trend" });
    const figures = within(trend).getAllByRole("figure");
    expect(figures).toHaveLength(2);
    for (const figure of figures) expect(figure).toHaveAccessibleName(/^Income and expenses per month in (USD|JPY), /);
    const usd = within(trend).getByRole("figure", { name: /per month in USD/ });
    const table = within(usd).getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    expect(within(table).getByRole("row", { name: /December 2025/ })).toHaveTextContent(money(1234.5, "USD"));
  });

  it("lists spending by category and the recent transactions, signed, in their currency", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", answer);
    const view = dashboard(api);
    const categories = await view.findByRole("region", { name: "Spending by category" });
    const jpyFood = within(within(categories).getByRole("figure", { name: /in JPY/ })).getByRole("row", {
      name: /Food/,
    });
    expect(jpyFood).toHaveTextContent(money(5000, "JPY"));
    const recent = view.getByRole("region", { name: "Recent transactions" });
    const ramen = within(recent).getByRole("row", { name: /Ramen/ });
    expect(ramen).toHaveTextContent(money(-5000, "JPY"));
    expect(ramen).toHaveTextContent("Tokyo cash");
    expect(ramen).toHaveTextContent("Food");
  });

  it("asks for the chosen range, in the browser's days, and asks again when From changes", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", answer);
    const view = dashboard(api);
    await view.findByRole("region", { name: "Totals" });
    const [first] = api.sent("GET", "/api/v1/dashboard/summary");
    expect(first?.query.get("from")).toBe(new Date(2025, 11, 1).toISOString());
    expect(first?.query.get("to")).toBe(new Date(2026, 0, 1).toISOString());

    fireEvent.change(view.getByLabelText("From"), { target: { value: "2025-11-15" } });
    await waitFor(() => expect(api.sent("GET", "/api/v1/dashboard/summary")).toHaveLength(2));
    expect(api.sent("GET", "/api/v1/dashboard/summary")[1]?.query.get("from")).toBe(
      new Date(2025, 10, 15).toISOString(),
    );
    expect(view.router.state.location.search).toBe("?from=2025-11-15&to=2025-12-31");
  });

  it("defaults to the current month", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", answer);
    const view = dashboard(api, "/");
    await view.findByRole("region", { name: "Totals" });
    const now = new Date();
    const [first] = api.sent("GET", "/api/v1/dashboard/summary");
    expect(first?.query.get("from")).toBe(new Date(now.getFullYear(), now.getMonth(), 1).toISOString());
    expect(first?.query.get("to")).toBe(new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString());
    expect(view.getByLabelText("From")).toHaveValue(
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-01`,
    );
  });

  it("shows an error answer in an alert", async () => {
    const api = new FakeApi().on(
      "GET",
      "/api/v1/dashboard/summary",
      apiError(400, "VALIDATION_ERROR", "from must be before to"),
    );
    const view = dashboard(api);
    expect(await view.findByRole("alert")).toHaveTextContent("from must be before to");
    expect(view.queryByRole("region", { name: "Totals" })).not.toBeInTheDocument();
  });

  it("says so when the service cannot be reached, and tries again on request", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", NETWORK_DOWN);
    const view = dashboard(api);
    expect(await view.findByRole("alert")).toHaveTextContent(/could not be reached/i);
    api.on("GET", "/api/v1/dashboard/summary", answer);
    await view.user.click(view.getByRole("button", { name: "Try again" }));
    expect(await view.findByRole("region", { name: "Totals" })).toBeInTheDocument();
  });
});
