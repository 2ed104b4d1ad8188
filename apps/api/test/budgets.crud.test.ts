import { beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  aBudgetBody,
  anAccount,
  createBudget,
  expense,
  invite,
  NOW,
  uniqueName,
} from "./budgets.support";
import { anUnknownId, describeEachStore, registerAndLogin, type TestApp, useTestApp } from "./support";

describeEachStore("budgets: CRUD and codes", (store) => {
  let t: TestApp;
  let owner: Account;

  const app = useTestApp({ store, now: NOW });
  beforeAll(async () => {
    t = app();
    owner = await anAccount(t);
  });

  describe("POST /budgets", () => {
    it("answers 201 BUDGET_CREATED with the whole budget object", async () => {
      const name = uniqueName("Food");
      const response = await owner.api.post(
        "/budgets",
        aBudgetBody(owner, { name, currency: "usd", limit: 250.75, period: "MONTHLY", endDate: "2026-12-31" }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        code: "BUDGET_CREATED",
        message: expect.any(String),
        budget: {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          name,
          currency: "USD",
          limit: 250.75,
          period: "monthly",
          startDate: "2026-03-01",
          endDate: "2026-12-31",
          walletId: owner.walletId,
          categoryIds: [owner.categoryId],
          ownerId: owner.user.id,
          createdAt: "2026-03-15T12:00:00.000Z",
          updatedAt: "2026-03-15T12:00:00.000Z",
          version: 1,
          progress: {
            periodStart: "2026-03-01",
            periodEnd: "2026-03-31",
            spent: 0,
            remaining: 250.75,
            percentUsed: 0,
            exceeded: false,
          },
          members: [],
        },
      });
    });

    it("starts today when startDate is absent, and accepts every period case-insensitively", async () => {
      const { startDate, ...body } = aBudgetBody(owner, { period: "Weekly" });
      const response = await owner.api.post("/budgets", body);
      expect(response.status).toBe(201);
      expect(response.body.budget).toMatchObject({ startDate: "2026-03-15", endDate: null, period: "weekly" });
      expect(response.body.budget.progress).toMatchObject({ periodStart: "2026-03-15", periodEnd: "2026-03-21" });
      for (const period of ["DAILY", "quarterly", "Yearly"]) {
        expect((await owner.api.post("/budgets", aBudgetBody(owner, { period }))).status).toBe(201);
      }
    });

    it.each([
      ["an unknown period", { period: "fortnightly" }],
      ["an empty period", { period: "" }],
      ["a period that is not a string", { period: 30 }],
      ["a missing period", { period: undefined }],
    ])("refuses %s with 400 INVALID_BUDGET_PERIOD", async (_, overrides) => {
      const response = await owner.api.post("/budgets", aBudgetBody(owner, overrides));
      expect([response.status, response.body.code]).toEqual([400, "INVALID_BUDGET_PERIOD"]);
      expect(response.body.error).toBe(response.body.message);
    });

    it.each([
      ["endDate on startDate", { endDate: "2026-03-01" }],
      ["endDate before startDate", { endDate: "2026-02-01" }],
      ["an impossible date", { startDate: "2026-02-30" }],
      ["an unparsable date", { startDate: "tomorrow" }],
      ["an unparsable endDate", { endDate: "12/31/2026" }],
      ["a date that is not a string", { startDate: 20260301 }],
    ])("refuses %s with 400 INVALID_BUDGET_TIMEFRAME", async (_, overrides) => {
      const response = await owner.api.post("/budgets", aBudgetBody(owner, overrides));
      expect([response.status, response.body.code]).toEqual([400, "INVALID_BUDGET_TIMEFRAME"]);
    });

    it.each([
      ["a limit of 0", { limit: 0 }, "limit"],
      ["a negative limit", { limit: -5 }, "limit"],
      ["more decimals than the currency has", { limit: 10.001 }, "limit"],
      ["a limit that is not a number", { limit: "200" }, "limit"],
      ["a missing name", { name: undefined }, "name"],
      ["an unknown currency", { currency: "ABC" }, "currency"],
      ["no categories", { categoryIds: [] }, "categoryIds"],
      ["an ownerId (not accepted from the client)", { ownerId: anUnknownId() }, "ownerId"],
      ["an unknown field", { colour: "red" }, "colour"],
    ])("refuses %s with 400 VALIDATION_ERROR", async (_, overrides, path) => {
      const response = await owner.api.post("/budgets", aBudgetBody(owner, overrides));
      expect([response.status, response.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      expect(response.body.details.map((d: { path: string }) => d.path)).toContain(path);
    });

    it("refuses a wallet that is not the caller's with 404 WALLET_NOT_FOUND", async () => {
      const stranger = await anAccount(t);
      for (const walletId of [stranger.walletId, anUnknownId(), "nope"]) {
        const response = await owner.api.post("/budgets", aBudgetBody(owner, { walletId }));
        expect([response.status, response.body.code]).toEqual([404, "WALLET_NOT_FOUND"]);
      }
    });

    it("refuses a category that is not the caller's with 400 INVALID_CATEGORY_EXIST_PARAMS", async () => {
      const stranger = await anAccount(t);
      for (const bad of [stranger.categoryId, anUnknownId(), "nope"]) {
        const response = await owner.api.post("/budgets", aBudgetBody(owner, { categoryIds: [owner.categoryId, bad] }));
        expect([response.status, response.body.code]).toEqual([400, "INVALID_CATEGORY_EXIST_PARAMS"]);
      }
    });

    it("refuses a currency other than the wallet's with 400 CURRENCY_MISMATCH", async () => {
      const response = await owner.api.post("/budgets", aBudgetBody(owner, { currency: "EUR" }));
      expect([response.status, response.body.code]).toEqual([400, "CURRENCY_MISMATCH"]);
    });

    it("refuses a name the owner already has (any case) with 409 BUDGET_ALREADY_EXISTS; other owners may use it", async () => {
      const name = uniqueName("Holiday");
      await createBudget(owner, { name });
      const again = await owner.api.post("/budgets", aBudgetBody(owner, { name: name.toUpperCase() }));
      expect([again.status, again.body.code]).toEqual([409, "BUDGET_ALREADY_EXISTS"]);
      const other = await anAccount(t);
      expect((await other.api.post("/budgets", aBudgetBody(other, { name }))).status).toBe(201);
    });

    it("settles two racing creates of one name as one 201 and one 409", async () => {
      const name = uniqueName("Race");
      const responses = await Promise.all([
        owner.api.post("/budgets", aBudgetBody(owner, { name })),
        owner.api.post("/budgets", aBudgetBody(owner, { name: name.toLowerCase() })),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)?.body.code).toBe("BUDGET_ALREADY_EXISTS");
      const listed = (await owner.api.get("/budgets")).body.budgets.filter(
        (b: { name: string }) => b.name.toLowerCase() === name.toLowerCase(),
      );
      expect(listed).toHaveLength(1);
    });

    it("refuses a body that is not JSON with 400 INVALID_JSON and a missing token with 401", async () => {
      const broken = await owner.api.call("POST", "/budgets", {
        rawBody: "{",
        headers: { "content-type": "application/json" },
      });
      expect([broken.status, broken.body.code]).toEqual([400, "INVALID_JSON"]);
      const anonymous = await t.client().post("/budgets", aBudgetBody(owner));
      expect([anonymous.status, anonymous.body.code]).toEqual([401, "AUTH_TOKEN_MISSING"]);
    });
  });

  describe("GET /budgets and /budgets/:budgetId", () => {
    it("lists owned budgets and accepted shares only, as BUDGETS_FETCHED", async () => {
      const me = await anAccount(t);
      const mine = await createBudget(me);
      const friend = await anAccount(t);
      const accepted = await createBudget(friend);
      const pending = await createBudget(friend);
      const rejected = await createBudget(friend);
      await invite(friend, accepted.id, me, "viewer", "accepted");
      await invite(friend, pending.id, me, "editor");
      await invite(friend, rejected.id, me, "editor", "rejected");
      const response = await me.api.get("/budgets");
      expect([response.status, response.body.code]).toEqual([200, "BUDGETS_FETCHED"]);
      expect(response.body.budgets.map((b: { id: string }) => b.id)).toEqual([mine.id, accepted.id]);
      expect(response.body.budgets[1].members).toEqual([
        expect.objectContaining({ userId: me.user.id, status: "accepted", role: "viewer" }),
      ]);
    });

    it("pages with limit and cursor, oldest first, 100 by default, with hasMore", async () => {
      const me = await anAccount(t);
      const made: string[] = [];
      for (let i = 0; i < 5; i++) made.push((await createBudget(me)).id);
      const whole = await me.api.get("/budgets");
      expect(whole.body.budgets.map((b: { id: string }) => b.id)).toEqual(made);
      expect(whole.body.page).toEqual({ limit: 100, nextCursor: null, hasMore: false });

      const first = await me.api.get("/budgets", { limit: 2 });
      expect(first.body.page).toEqual({ limit: 2, nextCursor: expect.any(String), hasMore: true });
      const seen = first.body.budgets.map((b: { id: string }) => b.id);
      let cursor = first.body.page.nextCursor;
      while (cursor) {
        const page = await me.api.get("/budgets", { limit: 2, cursor });
        seen.push(...page.body.budgets.map((b: { id: string }) => b.id));
        expect(page.body.page.hasMore).toBe(page.body.page.nextCursor !== null);
        cursor = page.body.page.nextCursor;
      }
      expect(seen).toEqual(made);

      for (const query of [{ limit: 0 }, { limit: 101 }, { limit: "x" }, { cursor: "nope" }]) {
        const bad = await me.api.get("/budgets", query);
        expect([bad.status, bad.body.code, bad.body.details?.[0]?.path]).toEqual([
          400,
          "VALIDATION_ERROR",
          Object.keys(query)[0],
        ]);
      }
    });

    it("answers one budget as BUDGET_FETCHED", async () => {
      const budget = await createBudget(owner);
      const response = await owner.api.get(`/budgets/${budget.id}`);
      expect([response.status, response.body.code]).toEqual([200, "BUDGET_FETCHED"]);
      expect(response.body.budget).toEqual(budget);
      const upper = await owner.api.get(`/budgets/${budget.id.toUpperCase()}`);
      expect(upper.body.budget.id).toBe(budget.id);
    });

    it("answers 400 VALIDATION_ERROR for a malformed id and 404 BUDGET_NOT_FOUND for a missing one", async () => {
      const malformed = await owner.api.get("/budgets/not-a-uuid");
      expect([malformed.status, malformed.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      expect(malformed.body.details).toEqual([{ path: "budgetId", message: expect.any(String) }]);
      const missing = await owner.api.get(`/budgets/${anUnknownId()}`);
      expect([missing.status, missing.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
    });

    it("shows the window holding the `at` day: month ends and leap years", async () => {
      const jan31 = await createBudget(owner, { startDate: "2026-01-31" });
      const feb = await owner.api.get(`/budgets/${jan31.id}`, { at: "2026-02-15" });
      expect(feb.body.budget.progress).toMatchObject({ periodStart: "2026-01-31", periodEnd: "2026-02-28" });
      const leap = await createBudget(owner, { startDate: "2024-01-31" });
      const leapFeb = await owner.api.get(`/budgets/${leap.id}`, { at: "2024-02-29" });
      expect(leapFeb.body.budget.progress).toMatchObject({ periodStart: "2024-01-31", periodEnd: "2024-02-29" });
      const march = await owner.api.get(`/budgets/${jan31.id}`);
      expect(march.body.budget.progress).toMatchObject({ periodStart: "2026-03-01", periodEnd: "2026-03-30" });
      const yearly = await createBudget(owner, { startDate: "2024-02-29", period: "yearly" });
      const y2025 = await owner.api.get(`/budgets/${yearly.id}`, { at: "2025-02-28" });
      expect(y2025.body.budget.progress).toMatchObject({ periodStart: "2024-02-29", periodEnd: "2025-02-28" });
      const bad = await owner.api.get(`/budgets/${jan31.id}`, { at: "someday" });
      expect([bad.status, bad.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    });
  });

  describe("PATCH /budgets/:budgetId", () => {
    it("answers BUDGET_UPDATED with the changed budget", async () => {
      const budget = await createBudget(owner);
      const name = uniqueName("Renamed");
      const response = await owner.api.patch(`/budgets/${budget.id}`, {
        name,
        limit: 80.5,
        period: "Quarterly",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      });
      expect([response.status, response.body.code]).toEqual([200, "BUDGET_UPDATED"]);
      expect(response.body.budget).toMatchObject({
        id: budget.id,
        name,
        limit: 80.5,
        period: "quarterly",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        progress: { periodStart: "2026-01-01", periodEnd: "2026-03-31", remaining: 80.5 },
      });
      const cleared = await owner.api.patch(`/budgets/${budget.id}`, { endDate: null });
      expect(cleared.body.budget.endDate).toBeNull();
      expect((await owner.api.get(`/budgets/${budget.id}`)).body.budget).toEqual(cleared.body.budget);
    });

    it.each([
      ["an empty body", {}, 400, "VALIDATION_ERROR"],
      ["a limit of 0", { limit: 0 }, 400, "VALIDATION_ERROR"],
      ["an unknown field", { ownerId: anUnknownId() }, 400, "VALIDATION_ERROR"],
      ["a bad currency", { currency: "usdollar", limit: 5 }, 400, "VALIDATION_ERROR"],
      ["a bad period", { period: "hourly" }, 400, "INVALID_BUDGET_PERIOD"],
      ["an endDate before the start", { endDate: "2026-02-01" }, 400, "INVALID_BUDGET_TIMEFRAME"],
      ["a null startDate", { startDate: null }, 400, "INVALID_BUDGET_TIMEFRAME"],
      ["another user's category", { categoryIds: [anUnknownId()] }, 400, "INVALID_CATEGORY_EXIST_PARAMS"],
      ["a wallet not the owner's", { walletId: anUnknownId() }, 404, "WALLET_NOT_FOUND"],
      ["a currency other than the wallet's", { currency: "EUR", limit: 5 }, 400, "CURRENCY_MISMATCH"],
    ])("refuses %s with %i %s", async (_, body, status, code) => {
      const budget = await createBudget(owner);
      const response = await owner.api.patch(`/budgets/${budget.id}`, body);
      expect([response.status, response.body.code]).toEqual([status, code]);
    });

    it("refuses a name the owner already has with 409 BUDGET_ALREADY_EXISTS", async () => {
      const first = await createBudget(owner);
      const second = await createBudget(owner);
      const response = await owner.api.patch(`/budgets/${second.id}`, { name: first.name.toUpperCase() });
      expect([response.status, response.body.code]).toEqual([409, "BUDGET_ALREADY_EXISTS"]);
      const ownCase = await owner.api.patch(`/budgets/${second.id}`, { name: second.name.toUpperCase() });
      expect(ownCase.status).toBe(200);
    });

    it("answers 400 for a malformed id and 404 BUDGET_NOT_FOUND for a missing budget", async () => {
      const malformed = await owner.api.patch("/budgets/123", { name: "x" });
      expect([malformed.status, malformed.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      const missing = await owner.api.patch(`/budgets/${anUnknownId()}`, { name: "x" });
      expect([missing.status, missing.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
    });
  });

  describe("DELETE /budgets/:budgetId", () => {
    it("answers BUDGET_DELETED, removes memberships and never touches transactions", async () => {
      const me = await anAccount(t);
      const budget = await createBudget(me);
      const friend = await registerAndLogin(t);
      await invite(me, budget.id, friend, "editor", "accepted");
      const tx = await me.api.post("/transaction", expense(me, { amount: 12 }));
      const response = await me.api.delete(`/budgets/${budget.id}`);
      expect([response.status, response.body.code]).toEqual([200, "BUDGET_DELETED"]);
      expect(response.body.budget).toMatchObject({ id: budget.id, progress: { spent: 12 } });
      expect((await me.api.get(`/budgets/${budget.id}`)).status).toBe(404);
      expect((await friend.api.get("/budgets")).body.budgets).toEqual([]);
      const still = await me.api.get(`/transaction/${tx.body.transaction.id}`);
      expect([still.status, still.body.transaction]).toEqual([200, tx.body.transaction]);
      const wallets = (await me.api.get("/wallet")).body.wallets;
      expect(wallets[0].balance).toBe(88);
      const again = await me.api.delete(`/budgets/${budget.id}`);
      expect([again.status, again.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
      const recreated = await me.api.post("/budgets", aBudgetBody(me, { name: budget.name }));
      expect(recreated.status).toBe(201);
    });

    it("answers 400 for a malformed id", async () => {
      const response = await owner.api.delete("/budgets/zzz");
      expect([response.status, response.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    });
  });

  it("refuses every budget route without a token (401 AUTH_TOKEN_MISSING)", async () => {
    const id = anUnknownId();
    const anonymous = t.client();
    const responses = await Promise.all([
      anonymous.post("/budgets", {}),
      anonymous.get("/budgets"),
      anonymous.get(`/budgets/${id}`),
      anonymous.patch(`/budgets/${id}`, { name: "x" }),
      anonymous.delete(`/budgets/${id}`),
      anonymous.post(`/budgets/${id}/share`, { email: "a@b.co" }),
      anonymous.patch(`/budgets/${id}/members/${id}`, { status: "accepted" }),
      anonymous.delete(`/budgets/${id}/members/${id}`),
    ]);
    for (const response of responses)
      expect([response.status, response.body.code]).toEqual([401, "AUTH_TOKEN_MISSING"]);
  });
});
