import { beforeAll, describe, expect, it } from "vitest";
import { aCast, aSharedBudget, type Cast, NOW, STANDINGS, type Standing } from "./budgets.support";
import { describeEachStore, type LoggedInUser, type TestApp, type TestResponse, useTestApp } from "./support";

const Y = true;
const N = false;

type Shared = Awaited<ReturnType<typeof aSharedBudget>>;

interface Route {
  /** What the contract's table calls the action. */
  action: string;
  call: (cast: Cast, shared: Shared, caller: LoggedInUser) => Promise<TestResponse>;
  /** Status of an allowed call. */
  ok: number;
  /** Columns: owner, editor, viewer, pending, rejected, outsider. */
  allowed: readonly boolean[];
}

/**
 * API-CONTRACT.md "Permissions", one row per route. Wallet and currency changes ("relink") are
 * owner-only, the project's decision where the contract is silent.
 */
const ROUTES: Record<string, Route> = {
  "GET /budgets/:budgetId": {
    action: "read budget",
    call: (_, s, u) => u.api.get(`/budgets/${s.budget.id}`),
    ok: 200,
    allowed: [Y, Y, Y, N, N, N],
  },
  "PATCH /budgets/:budgetId (name, limit, period, dates, categories)": {
    action: "update",
    call: (_, s, u) =>
      u.api.patch(`/budgets/${s.budget.id}`, {
        name: `${s.budget.name} (renamed)`,
        limit: 321.5,
        period: "weekly",
        startDate: "2026-03-02",
        endDate: "2026-09-30",
        categoryIds: s.budget.categoryIds,
      }),
    ok: 200,
    allowed: [Y, Y, N, N, N, N],
  },
  "PATCH /budgets/:budgetId (walletId)": {
    action: "relink",
    call: (c, s, u) => u.api.patch(`/budgets/${s.budget.id}`, { walletId: c.otherWalletId }),
    ok: 200,
    allowed: [Y, N, N, N, N, N],
  },
  "DELETE /budgets/:budgetId": {
    action: "delete budget",
    call: (_, s, u) => u.api.delete(`/budgets/${s.budget.id}`),
    ok: 200,
    allowed: [Y, N, N, N, N, N],
  },
  "POST /budgets/:budgetId/share": {
    action: "share",
    call: async (c, s, u) =>
      u.api.post(`/budgets/${s.budget.id}/share`, { email: (await c.newcomer()).credentials.email }),
    ok: 201,
    allowed: [Y, N, N, N, N, N],
  },
  "DELETE /budgets/:budgetId/members/:memberId (someone else)": {
    action: "remove others",
    call: (_, s, u) => u.api.delete(`/budgets/${s.budget.id}/members/${s.members.target.id}`),
    ok: 200,
    allowed: [Y, N, N, N, N, N],
  },
};

describeEachStore("budget permissions: the table, route by route", (store) => {
  let t: TestApp;
  let cast: Cast;
  const caller = (standing: Standing): LoggedInUser => cast[standing];

  const app = useTestApp({ store, now: NOW });
  beforeAll(async () => {
    t = app();
    cast = await aCast(t);
  });

  for (const [route, { action, call, ok, allowed }] of Object.entries(ROUTES)) {
    describe(`${route}: ${action}`, () => {
      STANDINGS.forEach((standing, column) => {
        const yes = allowed[column];
        it(`${standing}: ${yes ? ok : "403 INSUFFICIENT_PERMISSIONS"}`, async () => {
          const shared = await aSharedBudget(cast);
          const response = await call(cast, shared, caller(standing));
          if (yes) {
            expect(response.status, JSON.stringify(response.body)).toBe(ok);
          } else {
            expect([response.status, response.body.code]).toEqual([403, "INSUFFICIENT_PERMISSIONS"]);
          }
        });
      });
      it("outsider on a missing budget: 404 BUDGET_NOT_FOUND before any permission check", async () => {
        const shared = await aSharedBudget(cast);
        const missing = { ...shared, budget: { ...shared.budget, id: "01900000-0000-7000-8000-00000000beef" } };
        const response = await call(cast, missing, cast.outsider);
        expect([response.status, response.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
      });
    });
  }

  describe("GET /budgets: read budget (listed)", () => {
    const listed: Record<Standing, boolean> = {
      owner: Y,
      editor: Y,
      viewer: Y,
      pending: N,
      rejected: N,
      outsider: N,
    };
    for (const standing of STANDINGS) {
      it(`${standing}: ${listed[standing] ? "listed" : "not listed"}`, async () => {
        const shared = await aSharedBudget(cast);
        const response = await caller(standing).api.get("/budgets");
        expect(response.status).toBe(200);
        const ids = response.body.budgets.map((b: { id: string }) => b.id);
        expect(ids.includes(shared.budget.id)).toBe(listed[standing]);
      });
    }
  });

  describe("PATCH /budgets/:budgetId/members/:memberId: answer own invitation (pending invitee only)", () => {
    const expected: Record<Standing, [number, string]> = {
      owner: [403, "INSUFFICIENT_PERMISSIONS"],
      editor: [403, "INSUFFICIENT_PERMISSIONS"],
      viewer: [403, "INSUFFICIENT_PERMISSIONS"],
      pending: [200, "BUDGET_INVITATION_ANSWERED"],
      rejected: [403, "INSUFFICIENT_PERMISSIONS"],
      outsider: [403, "INSUFFICIENT_PERMISSIONS"],
    };
    for (const standing of STANDINGS) {
      it(`${standing}, on the pending invitation: ${expected[standing].join(" ")}`, async () => {
        const shared = await aSharedBudget(cast);
        const response = await caller(standing).api.patch(
          `/budgets/${shared.budget.id}/members/${shared.members.pending.id}`,
          { status: "accepted" },
        );
        expect([response.status, response.body.code]).toEqual(expected[standing]);
      });
    }
    for (const standing of ["editor", "viewer", "rejected"] as const) {
      it(`${standing}, on its own answered invitation: 409 INVITATION_ALREADY_ANSWERED`, async () => {
        const shared = await aSharedBudget(cast);
        const response = await caller(standing).api.patch(
          `/budgets/${shared.budget.id}/members/${shared.members[standing].id}`,
          { status: "accepted" },
        );
        expect([response.status, response.body.code]).toEqual([409, "INVITATION_ALREADY_ANSWERED"]);
      });
    }
  });

  describe("DELETE /budgets/:budgetId/members/:memberId: leave (own membership)", () => {
    for (const standing of ["editor", "viewer", "pending", "rejected"] as const) {
      it(`${standing}: 200 BUDGET_MEMBER_REMOVED`, async () => {
        const shared = await aSharedBudget(cast);
        const response = await caller(standing).api.delete(
          `/budgets/${shared.budget.id}/members/${shared.members[standing].id}`,
        );
        expect([response.status, response.body.code]).toEqual([200, "BUDGET_MEMBER_REMOVED"]);
      });
    }
  });
});
