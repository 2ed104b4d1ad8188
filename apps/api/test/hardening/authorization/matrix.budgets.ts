import { expect } from "vitest";
import {
  as,
  BUDGET_ID,
  bodyIdCases,
  budgetBody,
  CATEGORY_REF,
  idCases,
  listOf,
  MEMBER_ID,
  type Probe,
  WALLET_REF,
} from "./matrix.support";

/** The matrix's entries for budgets, their invitations and members. */
export const BUDGETS_ROUTES: Record<string, Probe[]> = {
  "GET /api/v1/budgets": [
    {
      label: "list: owned or accepted memberships only",
      send: (w) => as(w).get("/budgets"),
      expect: listOf("budgets", (w) => ({ ownerId: w.mallory.user.user.id })),
    },
  ],
  "POST /api/v1/budgets": [
    ...bodyIdCases(
      "walletId",
      (id, w) => as(w).post("/budgets", budgetBody(w, { walletId: id })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryIds",
      (id, w) => as(w).post("/budgets", budgetBody(w, { categoryIds: [w.mallory.categoryId, id] })),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    {
      label: "another user's budget name is free (no 409 that would reveal it)",
      send: async (w) => {
        const vera = await w.vera.user.api.get(`/budgets/${w.vera.budgetId}`);
        return as(w).post("/budgets", budgetBody(w, { name: vera.body.budget.name.toLowerCase() }));
      },
      expect: [201, "BUDGET_CREATED"],
    },
  ],
  "GET /api/v1/budgets/invitations": [
    {
      label: "only invitations to the caller (none to Mallory; Carl's to Vera's budget stays his)",
      send: (w) => as(w).get("/budgets/invitations"),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.invitations).toEqual([]);
      },
    },
  ],
  "GET /api/v1/budgets/:budgetId": idCases(
    "budgetId",
    (id, w) => as(w).get(`/budgets/${id}`),
    BUDGET_ID,
    (w) => w.vera.budgetId,
  ),
  "PATCH /api/v1/budgets/:budgetId": [
    ...idCases(
      "budgetId",
      (id, w) => as(w).patch(`/budgets/${id}`, { limit: 1 }),
      BUDGET_ID,
      (w) => w.vera.budgetId,
    ),
    ...bodyIdCases(
      "walletId of my own budget",
      (id, w) => as(w).patch(`/budgets/${w.mallory.budgetId}`, { walletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryIds of my own budget",
      (id, w) => as(w).patch(`/budgets/${w.mallory.budgetId}`, { categoryIds: [id] }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "DELETE /api/v1/budgets/:budgetId": idCases(
    "budgetId",
    (id, w) => as(w).delete(`/budgets/${id}`),
    BUDGET_ID,
    (w) => w.vera.budgetId,
  ),
  "POST /api/v1/budgets/:budgetId/share": idCases(
    "budgetId",
    (id, w) => as(w).post(`/budgets/${id}/share`, { email: w.mallory.user.credentials.email.replace(/^/, "x") }),
    BUDGET_ID,
    (w) => w.vera.budgetId,
  ),
  "PATCH /api/v1/budgets/:budgetId/members/:memberId": [
    ...idCases(
      "budgetId (with another user's member id)",
      (id, w) => as(w).patch(`/budgets/${id}/members/${w.vera.memberId}`, { status: "accepted" }),
      BUDGET_ID,
      (w) => w.vera.budgetId,
    ),
    ...idCases(
      "memberId of my own budget",
      (id, w) => as(w).patch(`/budgets/${w.mallory.budgetId}/members/${id}`, { status: "accepted" }),
      MEMBER_ID,
      (w) => w.vera.memberId,
    ),
  ],
  "DELETE /api/v1/budgets/:budgetId/members/:memberId": [
    ...idCases(
      "budgetId (with another user's member id)",
      (id, w) => as(w).delete(`/budgets/${id}/members/${w.vera.memberId}`),
      BUDGET_ID,
      (w) => w.vera.budgetId,
    ),
    ...idCases(
      "memberId of my own budget",
      (id, w) => as(w).delete(`/budgets/${w.mallory.budgetId}/members/${id}`),
      MEMBER_ID,
      (w) => w.vera.memberId,
    ),
  ],
};
