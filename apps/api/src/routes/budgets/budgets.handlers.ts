import { type AppRouteHandler, success } from "../../http/openapi";
import { etagOf, expectedVersion } from "../shared/ifMatch";
import { presentPage } from "../shared/paging";
import { presentBudget, presentBudgetInvitation, presentBudgetMember } from "./budgets.presenters";
import type * as routes from "./budgets.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const view = await c.get("useCases").createBudget.execute(c.get("userId"), c.req.valid("json"));
  return c.json(success("BUDGET_CREATED", "Budget created", { budget: presentBudget(view) }), 201);
};

export const invitations: AppRouteHandler<typeof routes.invitations> = async (c) => {
  const pending = await c.get("useCases").listBudgetInvitations.execute(c.get("userId"));
  return c.json(
    success("BUDGET_INVITATIONS_FETCHED", "Budget invitations fetched", {
      invitations: pending.map(presentBudgetInvitation),
    }),
    200,
  );
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const page = await c.get("useCases").listBudgets.execute(c.get("userId"), c.req.valid("query"));
  return c.json(
    success("BUDGETS_FETCHED", "Budgets fetched", { budgets: page.items.map(presentBudget), page: presentPage(page) }),
    200,
  );
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const view = await c
    .get("useCases")
    .getBudget.execute(c.get("userId"), c.req.valid("param").budgetId, c.req.valid("query"));
  return c.json(success("BUDGET_FETCHED", "Budget fetched", { budget: presentBudget(view) }), 200, {
    ETag: etagOf(view.budget.version),
  });
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const body = c.req.valid("json");
  const version = expectedVersion(c.req.valid("header")["if-match"], body.version);
  const view = await c.get("useCases").updateBudget.execute(c.get("userId"), c.req.valid("param").budgetId, {
    ...body,
    version,
  });
  return c.json(success("BUDGET_UPDATED", "Budget updated", { budget: presentBudget(view) }), 200, {
    ETag: etagOf(view.budget.version),
  });
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const view = await c.get("useCases").deleteBudget.execute(c.get("userId"), c.req.valid("param").budgetId);
  return c.json(success("BUDGET_DELETED", "Budget deleted", { budget: presentBudget(view) }), 200);
};

export const share: AppRouteHandler<typeof routes.share> = async (c) => {
  const member = await c
    .get("useCases")
    .shareBudget.execute(c.get("userId"), c.req.valid("param").budgetId, c.req.valid("json"));
  return c.json(success("BUDGET_SHARED", "Budget shared", { member: presentBudgetMember(member) }), 201);
};

export const answer: AppRouteHandler<typeof routes.answer> = async (c) => {
  const { budgetId, memberId } = c.req.valid("param");
  const member = await c
    .get("useCases")
    .answerBudgetInvitation.execute(c.get("userId"), budgetId, memberId, c.req.valid("json"));
  return c.json(
    success("BUDGET_INVITATION_ANSWERED", "Invitation answered", { member: presentBudgetMember(member) }),
    200,
  );
};

export const removeMember: AppRouteHandler<typeof routes.removeMember> = async (c) => {
  const { budgetId, memberId } = c.req.valid("param");
  const member = await c.get("useCases").removeBudgetMember.execute(c.get("userId"), budgetId, memberId);
  return c.json(success("BUDGET_MEMBER_REMOVED", "Member removed", { member: presentBudgetMember(member) }), 200);
};
