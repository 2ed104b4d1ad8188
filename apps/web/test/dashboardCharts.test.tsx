import { within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import DashboardPage from "../src/pages/DashboardPage";
import { CHART_LOAD_FAILURE_MESSAGE } from "../src/pages/dashboard/ChartFrame";
import { FakeApi, renderWithSession } from "./support/renderWithSession";

// The charts' chunk (Recharts) fails to arrive, as when the network drops after the page loaded.
vi.mock("../src/pages/dashboard/charts", () => {
  throw new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/charts-1a2b3c.js");
});

const SUMMARY = {
  range: { from: "2025-12-01T00:00:00.000Z", to: "2026-01-01T00:00:00.000Z" },
  totals: [{ currency: "EUR", income: 100, expense: 40, net: 60, count: 2 }],
  byCategory: [
    {
      categoryId: "0190f0f0-0000-7000-8000-0000000000d1",
      name: "Food",
      currency: "EUR",
      income: 0,
      expense: 40,
      count: 1,
    },
  ],
  byTag: [],
  wallets: [],
  budgets: [],
  trend: [{ month: "2025-12", currency: "EUR", income: 100, expense: 40 }],
  recent: [],
};

describe("dashboard charts that cannot be loaded", () => {
  it("say so in an alert in their region, and the numbers stay on the page", async () => {
    const api = new FakeApi().on("GET", "/api/v1/dashboard/summary", {
      body: { code: "DASHBOARD_FETCHED", message: "Dashboard fetched", summary: SUMMARY },
    });
    const { findByRole, getByRole } = renderWithSession(<DashboardPage />, { api });
    const trend = within(await findByRole("region", { name: "Trend" }));
    expect(await trend.findByRole("alert")).toHaveTextContent(CHART_LOAD_FAILURE_MESSAGE);
    const categories = within(getByRole("region", { name: "Spending by category" }));
    expect(await categories.findByRole("alert")).toHaveTextContent(CHART_LOAD_FAILURE_MESSAGE);
    expect(within(getByRole("region", { name: "Totals" })).getByRole("rowheader", { name: "EUR" })).toBeInTheDocument();
    expect(getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });
});
