import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Budget } from "../src/api/budgets";
import BudgetPage from "../src/pages/BudgetPage";
import {
  aBudget,
  aMember,
  budgetAnswer,
  categoriesAnswer,
  FRIEND,
  ME,
  signedInAs,
  walletsAnswer,
} from "./support/budgets";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const BUDGET_PATH = "/api/v1/budgets/:budgetId";

/** The budget as `GET /budgets/{id}?at=` answers it: the window containing `at`, two windows per month here. */
const windowAt = (budget: Budget, at: string | null) => {
  if (at === null) return budget;
  const [year, month] = at.split("-");
  const periodStart = `${year}-${month}-01`;
  const periodEnd = `${year}-${month}-28`;
  const spent = month === "01" ? 450 : 120;
  return aBudget({
    ...budget,
    progress: {
      periodStart,
      periodEnd,
      spent,
      remaining: budget.limit - spent,
      percentUsed: (spent / budget.limit) * 100,
      exceeded: spent > budget.limit,
    },
  });
};

const budgetApi = (budget: Budget, userId = ME) =>
  new FakeApi()
    .on("POST", "/api/v1/auth/refresh", signedInAs(userId))
    .on("GET", "/api/v1/wallet", walletsAnswer)
    .on("GET", "/api/v1/categories", categoriesAnswer)
    .on("GET", BUDGET_PATH, ({ query }) => budgetAnswer(windowAt(budget, query.get("at"))));

const renderBudget = (api: FakeApi, budget: Budget) =>
  renderWithSession(<BudgetPage />, { api, route: "/budgets/:budgetId", path: `/budgets/${budget.id}` });

describe("budget page", () => {
  it("says so when the wallets cannot be read, instead of calling the budget's wallet the owner's", async () => {
    const budget = aBudget();
    const api = budgetApi(budget).on(
      "GET",
      "/api/v1/wallet",
      apiError(500, "INTERNAL_ERROR", "The service failed to read the wallets"),
    );
    const { findByRole, queryByText } = renderBudget(api, budget);
    expect(await findByRole("alert")).toHaveTextContent("The service failed to read the wallets");
    expect(queryByText(/owner's wallet/)).toBeNull();
  });

  it("shows the budget's progress, its members with role and status, and its past windows", async () => {
    const budget = aBudget({
      members: [
        aMember({ role: "editor", share: 25, status: "accepted" }),
        aMember({ id: "0190f0f0-0000-7000-8000-0000000000d2", email: "new@example.com", status: "pending" }),
      ],
    });
    const api = budgetApi(budget);
    const { findByRole, getByRole } = renderBudget(api, budget);

    expect(await findByRole("heading", { level: 1, name: "Groceries" })).toBeInTheDocument();
    expect(getByRole("progressbar", { name: "Groceries" })).toHaveAttribute("aria-valuenow", "37.63");

    const members = within(getByRole("region", { name: "Members" }));
    const rows = members.getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["friend@example.com", "Editor", "25%", "Accepted"],
      ["new@example.com", "Viewer", "—", "Invited, no answer yet"],
    ]);

    const windows = within(getByRole("region", { name: "Past windows" }));
    // The window before March 2026, then the one before that (January, over its limit of €400).
    const windowRows = await windows.findAllByRole("row");
    await expect.poll(() => windows.getAllByRole("row").length).toBe(3);
    expect(windowRows[1]).toHaveTextContent("€120.00");
    expect(windows.getAllByRole("row")[2]).toHaveTextContent("Yes, by €50.00");
    expect(api.sent("GET", BUDGET_PATH).map((request) => request.query.get("at"))).toEqual([
      null,
      "2026-02-28",
      "2026-01-31",
    ]);
    // January starts on the budget's first day: there is nothing earlier to ask for.
    expect(windows.queryByRole("button", { name: "Show an earlier window" })).toBeNull();
  });

  it("keeps the share dialog open with the service's refusal", async () => {
    const budget = aBudget();
    const api = budgetApi(budget).on(
      "POST",
      "/api/v1/budgets/:budgetId/share",
      apiError(404, "USER_NOT_FOUND", "No user is registered with that e-mail"),
    );
    const { findByRole, user } = renderBudget(api, budget);
    await user.click(await findByRole("button", { name: "Share" }));
    const dialog = within(await findByRole("dialog", { name: "Share budget" }));
    await user.type(dialog.getByLabelText("Email"), "nobody@example.com");
    await user.selectOptions(dialog.getByLabelText("Role"), "editor");
    await user.type(dialog.getByLabelText("Share of limit"), "30");
    await user.click(dialog.getByRole("button", { name: "Send invitation" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent("No user is registered with that e-mail");
    expect(dialog.getByRole("button", { name: "Send invitation" })).toBeEnabled();
    expect(api.sent("POST", "/api/v1/budgets/:budgetId/share")[0]?.body).toEqual({
      email: "nobody@example.com",
      role: "editor",
      share: 30,
    });
  });

  it("sends an invitation, closes the dialog and reads the members again", async () => {
    const budget = aBudget();
    const api = budgetApi(budget).on("POST", "/api/v1/budgets/:budgetId/share", {
      status: 201,
      body: { code: "BUDGET_SHARED", message: "Shared", member: aMember({ status: "pending" }) },
    });
    const { findByRole, findByText, user } = renderBudget(api, budget);
    await user.click(await findByRole("button", { name: "Share" }));
    const dialogElement = await findByRole("dialog", { name: "Share budget" });
    const dialog = within(dialogElement);
    await user.type(dialog.getByLabelText("Email"), "friend@example.com");
    await user.click(dialog.getByRole("button", { name: "Send invitation" }));
    expect(await findByText("Invitation sent to friend@example.com.")).toHaveAttribute("role", "status");
    expect(dialogElement.isConnected).toBe(false);
    expect(api.sent("POST", "/api/v1/budgets/:budgetId/share")[0]?.body).toEqual({
      email: "friend@example.com",
      role: "viewer",
    });
    await expect.poll(() => api.sent("GET", BUDGET_PATH).filter((r) => r.query.get("at") === null).length).toBe(2);
  });

  it("refuses a share of the limit over 100 before sending", async () => {
    const budget = aBudget();
    const api = budgetApi(budget);
    const { findByRole, user } = renderBudget(api, budget);
    await user.click(await findByRole("button", { name: "Share" }));
    const dialog = within(await findByRole("dialog", { name: "Share budget" }));
    await user.type(dialog.getByLabelText("Email"), "friend@example.com");
    await user.type(dialog.getByLabelText("Share of limit"), "120");
    await user.click(dialog.getByRole("button", { name: "Send invitation" }));
    expect(dialog.getByLabelText("Share of limit")).toHaveAccessibleDescription(/Enter a percentage from 0 to 100/);
    expect(api.sent("POST", "/api/v1/budgets/:budgetId/share")).toHaveLength(0);
  });

  it("offers a viewer neither sharing, editing nor deleting, only leaving", async () => {
    const budget = aBudget({ ownerId: "0190f0f0-0000-7000-8000-000000000009", members: [aMember({ userId: FRIEND })] });
    const { findByRole, queryByRole, getByRole } = renderBudget(budgetApi(budget, FRIEND), budget);
    expect(await findByRole("heading", { level: 1, name: "Groceries" })).toBeInTheDocument();
    expect(queryByRole("button", { name: "Share" })).toBeNull();
    expect(queryByRole("button", { name: "Edit" })).toBeNull();
    expect(queryByRole("button", { name: "Delete" })).toBeNull();
    const members = within(getByRole("region", { name: "Members" }));
    expect(members.getByRole("button", { name: "Leave" })).toBeInTheDocument();
    expect(members.queryByRole("button", { name: "Remove" })).toBeNull();
  });

  it("lets the owner remove a member and shows a refusal in an alert", async () => {
    const budget = aBudget({ members: [aMember()] });
    const api = budgetApi(budget).on(
      "DELETE",
      "/api/v1/budgets/:budgetId/members/:memberId",
      apiError(404, "BUDGET_MEMBER_NOT_FOUND", "That member is not in this budget"),
    );
    const { findByRole, user } = renderBudget(api, budget);
    const members = within(await findByRole("region", { name: "Members" }));
    await user.click(members.getByRole("button", { name: "Remove" }));
    expect(await members.findByRole("alert")).toHaveTextContent("That member is not in this budget");
    expect(api.sent("DELETE", "/api/v1/budgets/:budgetId/members/:memberId")[0]?.params.memberId).toBe(
      "0190f0f0-0000-7000-8000-0000000000d1",
    );
  });

  it("edits the budget with the version it was read at", async () => {
    const budget = aBudget({ version: 4 });
    const api = budgetApi(budget).on("PATCH", BUDGET_PATH, budgetAnswer(aBudget({ limit: 500 }), "BUDGET_UPDATED"));
    const { findByRole, user } = renderBudget(api, budget);
    await user.click(await findByRole("button", { name: "Edit" }));
    const dialogElement = await findByRole("dialog", { name: "Edit budget" });
    const dialog = within(dialogElement);
    await user.clear(dialog.getByLabelText("Limit"));
    await user.type(dialog.getByLabelText("Limit"), "500");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await expect.poll(() => dialogElement.isConnected).toBe(false);
    expect(api.sent("PATCH", BUDGET_PATH)[0]?.body).toEqual({
      name: "Groceries",
      limit: 500,
      period: "monthly",
      startDate: "2026-01-01",
      endDate: null,
      categoryIds: [budget.categoryIds[0]],
      version: 4,
    });
  });

  it("deletes the budget after asking, then goes back to the list", async () => {
    const budget = aBudget();
    const api = budgetApi(budget).on("DELETE", BUDGET_PATH, budgetAnswer(budget, "BUDGET_DELETED"));
    const { findByRole, user, router } = renderBudget(api, budget);
    await user.click(await findByRole("button", { name: "Delete" }));
    const dialog = within(await findByRole("dialog", { name: "Delete budget" }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    await expect.poll(() => router.state.location.pathname).toBe("/budgets");
  });

  it("shows the service's answer for a budget it cannot find, and a network failure in words", async () => {
    const missing = aBudget();
    const api = budgetApi(missing).on("GET", BUDGET_PATH, apiError(404, "BUDGET_NOT_FOUND", "Budget not found"));
    const first = renderBudget(api, missing);
    expect(await first.findByRole("alert")).toHaveTextContent("Budget not found");
    first.unmount();

    const down = budgetApi(missing).on("GET", BUDGET_PATH, NETWORK_DOWN);
    const second = renderBudget(down, missing);
    expect(await second.findByRole("alert")).toHaveTextContent(/could not be reached/);
  });
});
