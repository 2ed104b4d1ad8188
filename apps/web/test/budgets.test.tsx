import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import BudgetsPage from "../src/pages/BudgetsPage";
import {
  aBudget,
  anInvitation,
  budgetAnswer,
  budgetsAnswer,
  categoriesAnswer,
  FOOD_ID,
  FUN_ID,
  invitationsAnswer,
  ME,
  signedInAs,
  WALLET_ID,
  walletsAnswer,
} from "./support/budgets";
import { type Answer, apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const budgetsApi = () =>
  new FakeApi()
    .on("POST", "/api/v1/auth/refresh", signedInAs(ME))
    .on("GET", "/api/v1/wallet", walletsAnswer)
    .on("GET", "/api/v1/categories", categoriesAnswer)
    .on("GET", "/api/v1/budgets/invitations", invitationsAnswer([]));

describe("budgets page", () => {
  it("shows each budget's progressbar named after it, with the percent used and the amounts in words", async () => {
    const api = budgetsApi().on(
      "GET",
      "/api/v1/budgets",
      budgetsAnswer([
        aBudget(),
        aBudget({
          id: "0190f0f0-0000-7000-8000-0000000000e2",
          name: "Eating out",
          currency: "JPY",
          limit: 20000,
          progress: {
            periodStart: "2026-03-01",
            periodEnd: "2026-03-31",
            spent: 25000,
            remaining: -5000,
            percentUsed: 125,
            exceeded: true,
          },
        }),
      ]),
    );
    const { findByRole, getByRole } = renderWithSession(<BudgetsPage />, { api });

    const groceries = await findByRole("progressbar", { name: "Groceries" });
    expect(groceries).toHaveAttribute("aria-valuenow", "37.63");
    expect(groceries).toHaveAttribute("aria-valuemin", "0");
    expect(groceries).toHaveAttribute("aria-valuemax", "100");
    const groceriesCard = groceries.closest("li") as HTMLElement;
    expect(groceriesCard).toHaveTextContent("€150.50 spent of €400.00");
    expect(groceriesCard).toHaveTextContent("€249.50 left");
    expect(within(groceriesCard).getByRole("link", { name: "Groceries" })).toHaveAttribute(
      "href",
      "/budgets/0190f0f0-0000-7000-8000-0000000000e1",
    );

    const eatingOut = getByRole("progressbar", { name: "Eating out" });
    expect(eatingOut).toHaveAttribute("aria-valuenow", "125");
    // The maximum grows with the value, so the value stays within range.
    expect(eatingOut).toHaveAttribute("aria-valuemax", "125");
    expect(eatingOut.getAttribute("aria-valuetext")).toMatch(/over the limit by ¥5,000/);
    expect(eatingOut.closest("li")).toHaveTextContent("¥25,000 spent of ¥20,000");
    expect(eatingOut.closest("li")).toHaveTextContent("Over the limit by ¥5,000");
  });

  it("keeps the new budget dialog open with the service's field errors, then closes it once saved", async () => {
    const api = budgetsApi()
      .on("GET", "/api/v1/budgets", budgetsAnswer([]))
      .on("POST", "/api/v1/budgets", budgetAnswer(aBudget({ name: "Food" }), "BUDGET_CREATED", 201))
      .on(
        "POST",
        "/api/v1/budgets",
        apiError(400, "VALIDATION_ERROR", "The request is not valid", [
          { path: "name", message: "name must be 1 to 100 characters" },
        ]),
        { times: 1 },
      );
    const { findByRole, user, findByText } = renderWithSession(<BudgetsPage />, { api });
    await findByText(/No budgets yet/);

    await user.click(await findByRole("button", { name: "New budget" }));
    const dialog = await findByRole("dialog", { name: "New budget" });
    const inDialog = within(dialog);
    await user.type(inDialog.getByLabelText("Limit"), "250.5");
    await user.selectOptions(inDialog.getByLabelText("Period"), "weekly");
    await user.clear(inDialog.getByLabelText("Start date"));
    await user.type(inDialog.getByLabelText("Start date"), "2026-03-02");
    await user.selectOptions(await inDialog.findByRole("combobox", { name: "Wallet" }), "Checking (EUR)");
    await user.selectOptions(inDialog.getByLabelText("Categories"), ["Food", "Fun"]);
    await user.click(inDialog.getByRole("button", { name: "Save" }));

    expect(await inDialog.findByRole("alert")).toHaveTextContent("The request is not valid");
    expect(inDialog.getByLabelText("Name")).toHaveAccessibleDescription("name must be 1 to 100 characters");
    expect(inDialog.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("POST", "/api/v1/budgets")[0]?.body).toEqual({
      name: "",
      limit: 250.5,
      period: "weekly",
      startDate: "2026-03-02",
      walletId: WALLET_ID,
      currency: "EUR",
      categoryIds: [FOOD_ID, FUN_ID],
    });

    await user.type(inDialog.getByLabelText("Name"), "Food");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    await expect.poll(() => dialog.isConnected).toBe(false);
    expect(api.sent("POST", "/api/v1/budgets")[1]?.body).toMatchObject({ name: "Food" });
    // The list is read again after the write.
    await expect.poll(() => api.sent("GET", "/api/v1/budgets").length).toBe(2);
  });

  it("keeps focus on Save while the budget is being saved, and a second press sends nothing", async () => {
    let answer: (value: Answer) => void = () => {};
    const api = budgetsApi()
      .on("GET", "/api/v1/budgets", budgetsAnswer([]))
      .on("POST", "/api/v1/budgets", () => new Promise<Answer>((resolve) => (answer = resolve)));
    const { findByRole, queryByRole, user } = renderWithSession(<BudgetsPage />, { api });
    await user.click(await findByRole("button", { name: "New budget" }));
    const dialog = within(await findByRole("dialog", { name: "New budget" }));
    await user.type(dialog.getByLabelText("Name"), "Food");
    await user.type(dialog.getByLabelText("Limit"), "250");
    await user.selectOptions(await dialog.findByRole("combobox", { name: "Wallet" }), "Checking (EUR)");
    const save = dialog.getByRole("button", { name: "Save" });
    await user.click(save);
    await expect.poll(() => api.sent("POST", "/api/v1/budgets").length).toBe(1);

    // Disabled would drop focus out of the dialog (Escape and Tab would stop working there).
    await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(api.sent("POST", "/api/v1/budgets")).toHaveLength(1);
    answer(budgetAnswer(aBudget({ name: "Food" }), "BUDGET_CREATED", 201));
    await expect.poll(() => queryByRole("dialog")).toBeNull();
  });

  it("refuses a limit with more decimals than the wallet's currency has, before sending", async () => {
    const api = budgetsApi().on("GET", "/api/v1/budgets", budgetsAnswer([]));
    const { findByRole, user } = renderWithSession(<BudgetsPage />, { api });
    await user.click(await findByRole("button", { name: "New budget" }));
    const dialog = within(await findByRole("dialog", { name: "New budget" }));
    await user.type(dialog.getByLabelText("Name"), "Sushi");
    await user.selectOptions(await dialog.findByRole("combobox", { name: "Wallet" }), "Tokyo cash (JPY)");
    await user.type(dialog.getByLabelText("Limit"), "1500.5");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByLabelText("Limit")).toHaveAccessibleDescription(/JPY amounts have no decimals/);
    expect(api.sent("POST", "/api/v1/budgets")).toHaveLength(0);
  });

  it("accepts an invitation, after which the budget is in the list", async () => {
    const holiday = aBudget({ id: "0190f0f0-0000-7000-8000-0000000000e9", name: "Holiday", ownerId: "someone" });
    const api = budgetsApi()
      .on("GET", "/api/v1/budgets", budgetsAnswer([]))
      .on("GET", "/api/v1/budgets/invitations", invitationsAnswer([anInvitation()]))
      .on("PATCH", "/api/v1/budgets/:budgetId/members/:memberId", ({ params }) => {
        api
          .on("GET", "/api/v1/budgets", budgetsAnswer([holiday]))
          .on("GET", "/api/v1/budgets/invitations", invitationsAnswer([]));
        return { body: { code: "BUDGET_INVITATION_ANSWERED", message: "Answered", member: { id: params.memberId } } };
      });
    const { findByRole, user } = renderWithSession(<BudgetsPage />, { api });

    const inbox = await findByRole("region", { name: "Invitations" });
    const invitation = await within(inbox).findByRole("listitem");
    expect(invitation).toHaveTextContent("Grace (grace@example.com) invites you to the budget Holiday as an editor");
    expect(invitation).toHaveTextContent("25% of its limit");
    await user.click(within(invitation).getByRole("button", { name: "Accept" }));

    expect(await findByRole("progressbar", { name: "Holiday" })).toBeInTheDocument();
    expect(await within(inbox).findByText("No invitations are waiting for you.")).toBeInTheDocument();
    const [answer] = api.sent("PATCH", "/api/v1/budgets/:budgetId/members/:memberId");
    expect(answer?.path).toBe(
      "/api/v1/budgets/0190f0f0-0000-7000-8000-0000000000e9/members/0190f0f0-0000-7000-8000-0000000000d9",
    );
    expect(answer?.body).toEqual({ status: "accepted" });
  });

  it("rejects an invitation, and shows the service's refusal when the answer is refused", async () => {
    const api = budgetsApi()
      .on("GET", "/api/v1/budgets", budgetsAnswer([]))
      .on("GET", "/api/v1/budgets/invitations", invitationsAnswer([anInvitation()]))
      .on(
        "PATCH",
        "/api/v1/budgets/:budgetId/members/:memberId",
        apiError(409, "INVITATION_ALREADY_ANSWERED", "This invitation was already answered"),
      );
    const { findByRole, user } = renderWithSession(<BudgetsPage />, { api });
    const inbox = await findByRole("region", { name: "Invitations" });
    await user.click(await within(inbox).findByRole("button", { name: "Reject" }));
    expect(await within(inbox).findByRole("alert")).toHaveTextContent("This invitation was already answered");
    expect(api.sent("PATCH", "/api/v1/budgets/:budgetId/members/:memberId")[0]?.body).toEqual({ status: "rejected" });
  });

  it("says so when the service cannot be reached", async () => {
    const api = budgetsApi().on("GET", "/api/v1/budgets", NETWORK_DOWN);
    const { findByRole } = renderWithSession(<BudgetsPage />, { api });
    expect(await findByRole("alert")).toHaveTextContent(/could not be reached/);
  });
});
