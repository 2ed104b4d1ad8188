import { beforeAll, describe, expect, it } from "vitest";
import { type Account, anAccount, createBudget, invite, NOW } from "./budgets.support";
import { anUnknownId, describeEachStore, registerAndLogin, type TestApp, useTestApp } from "./support";

describeEachStore("budget sharing: share, answer, remove", (store) => {
  let t: TestApp;
  let owner: Account;

  const app = useTestApp({ store, now: NOW });
  beforeAll(async () => {
    t = app();
    owner = await anAccount(t);
  });

  describe("POST /budgets/:budgetId/share", () => {
    it("answers 201 BUDGET_SHARED with a pending viewer membership by default", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const response = await owner.api.post(`/budgets/${budget.id}/share`, {
        email: friend.credentials.email.toUpperCase(),
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        code: "BUDGET_SHARED",
        message: expect.any(String),
        member: {
          id: expect.any(String),
          budgetId: budget.id,
          userId: friend.user.id,
          email: friend.user.email,
          role: "viewer",
          share: null,
          status: "pending",
          invitedAt: "2026-03-15T12:00:00.000Z",
          respondedAt: null,
        },
      });
      const shown = await owner.api.get(`/budgets/${budget.id}`);
      expect(shown.body.budget.members).toEqual([response.body.member]);
    });

    it("takes role editor and a share percentage", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const response = await owner.api.post(`/budgets/${budget.id}/share`, {
        email: friend.credentials.email,
        role: "editor",
        share: 37.5,
      });
      expect(response.body.member).toMatchObject({ role: "editor", share: 37.5, status: "pending" });
    });

    it.each([
      ["a status (the invitee decides it)", { status: "accepted" }],
      ["a userId", { userId: anUnknownId() }],
      ["an unknown role", { role: "owner" }],
      ["a share above 100", { share: 100.5 }],
      ["a negative share", { share: -1 }],
      ["a share that is not a number", { share: "10" }],
      ["an invalid e-mail", { email: "not-an-email" }],
      ["no e-mail", { email: undefined }],
    ])("refuses %s with 400 VALIDATION_ERROR", async (_, overrides) => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const response = await owner.api.post(`/budgets/${budget.id}/share`, {
        email: friend.credentials.email,
        ...overrides,
      });
      expect([response.status, response.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      expect(response.body.details.length).toBeGreaterThan(0);
    });

    it("answers 404 USER_NOT_FOUND for an e-mail nobody registered", async () => {
      const budget = await createBudget(owner);
      const response = await owner.api.post(`/budgets/${budget.id}/share`, { email: "nobody.h5@example.com" });
      expect([response.status, response.body.code]).toEqual([404, "USER_NOT_FOUND"]);
    });

    it("answers 409 BUDGET_MEMBER_ALREADY_EXISTS for the owner and for pending or accepted members", async () => {
      const budget = await createBudget(owner);
      const pending = await registerAndLogin(t);
      const accepted = await registerAndLogin(t);
      await invite(owner, budget.id, pending, "viewer");
      await invite(owner, budget.id, accepted, "viewer", "accepted");
      for (const email of [owner.credentials.email, pending.credentials.email, accepted.credentials.email]) {
        const response = await owner.api.post(`/budgets/${budget.id}/share`, { email, role: "editor" });
        expect([response.status, response.body.code]).toEqual([409, "BUDGET_MEMBER_ALREADY_EXISTS"]);
      }
    });

    it("invites again after a rejection (same membership, pending again) and after a removal (new one)", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const rejected = await invite(owner, budget.id, friend, "viewer", "rejected");
      const again = await owner.api.post(`/budgets/${budget.id}/share`, {
        email: friend.credentials.email,
        role: "editor",
        share: 10,
      });
      expect(again.status).toBe(201);
      expect(again.body.member).toMatchObject({
        id: rejected.id,
        role: "editor",
        share: 10,
        status: "pending",
        respondedAt: null,
      });
      await friend.api.patch(`/budgets/${budget.id}/members/${rejected.id}`, { status: "accepted" });
      await owner.api.delete(`/budgets/${budget.id}/members/${rejected.id}`);
      const third = await owner.api.post(`/budgets/${budget.id}/share`, { email: friend.credentials.email });
      expect(third.status).toBe(201);
      expect(third.body.member.id).not.toBe(rejected.id);
      expect(third.body.member.status).toBe("pending");
    });

    it("answers 400 for a malformed budget id and 404 BUDGET_NOT_FOUND for a missing budget", async () => {
      const friend = await registerAndLogin(t);
      const malformed = await owner.api.post("/budgets/x/share", { email: friend.credentials.email });
      expect([malformed.status, malformed.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      const missing = await owner.api.post(`/budgets/${anUnknownId()}/share`, { email: friend.credentials.email });
      expect([missing.status, missing.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
    });
  });

  describe("PATCH /budgets/:budgetId/members/:memberId", () => {
    it("answers 200 BUDGET_INVITATION_ANSWERED; accepting opens the budget", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, budget.id, friend, "editor");
      expect((await friend.api.get(`/budgets/${budget.id}`)).status).toBe(403);
      const response = await friend.api.patch(`/budgets/${budget.id}/members/${member.id}`, { status: "accepted" });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        code: "BUDGET_INVITATION_ANSWERED",
        message: expect.any(String),
        member: { ...member, status: "accepted", respondedAt: "2026-03-15T12:00:00.000Z" },
      });
      expect((await friend.api.get(`/budgets/${budget.id}`)).status).toBe(200);
      expect((await friend.api.get("/budgets")).body.budgets.map((b: { id: string }) => b.id)).toEqual([budget.id]);
    });

    it("rejecting keeps the budget closed", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, budget.id, friend, "editor");
      const response = await friend.api.patch(`/budgets/${budget.id}/members/${member.id}`, { status: "rejected" });
      expect([response.status, response.body.member.status]).toEqual([200, "rejected"]);
      const closed = await friend.api.get(`/budgets/${budget.id}`);
      expect([closed.status, closed.body.code]).toEqual([403, "INSUFFICIENT_PERMISSIONS"]);
    });

    it.each([
      ["pending", { status: "pending" }],
      ["an unknown status", { status: "maybe" }],
      ["no status", {}],
      ["an extra field", { status: "accepted", role: "editor" }],
    ])("refuses %s with 400 VALIDATION_ERROR", async (_, body) => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, budget.id, friend, "viewer");
      const response = await friend.api.patch(`/budgets/${budget.id}/members/${member.id}`, body);
      expect([response.status, response.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    });

    it("answers 409 INVITATION_ALREADY_ANSWERED once answered, and 403 to anyone but the invitee", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, budget.id, friend, "viewer");
      const byOwner = await owner.api.patch(`/budgets/${budget.id}/members/${member.id}`, { status: "accepted" });
      expect([byOwner.status, byOwner.body.code]).toEqual([403, "INSUFFICIENT_PERMISSIONS"]);
      await friend.api.patch(`/budgets/${budget.id}/members/${member.id}`, { status: "accepted" });
      const twice = await friend.api.patch(`/budgets/${budget.id}/members/${member.id}`, { status: "rejected" });
      expect([twice.status, twice.body.code]).toEqual([409, "INVITATION_ALREADY_ANSWERED"]);
    });

    it("answers 404 BUDGET_MEMBER_NOT_FOUND for an unknown membership or one of another budget", async () => {
      const budget = await createBudget(owner);
      const other = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, other.id, friend, "viewer");
      for (const memberId of [anUnknownId(), member.id]) {
        const response = await friend.api.patch(`/budgets/${budget.id}/members/${memberId}`, { status: "accepted" });
        expect([response.status, response.body.code]).toEqual([404, "BUDGET_MEMBER_NOT_FOUND"]);
      }
    });

    it("answers 400 for malformed ids and 404 BUDGET_NOT_FOUND for a missing budget", async () => {
      const budget = await createBudget(owner);
      const badMember = await owner.api.patch(`/budgets/${budget.id}/members/1`, { status: "accepted" });
      expect([badMember.status, badMember.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      expect(badMember.body.details).toEqual([{ path: "memberId", message: expect.any(String) }]);
      const missing = await owner.api.patch(`/budgets/${anUnknownId()}/members/${anUnknownId()}`, {
        status: "accepted",
      });
      expect([missing.status, missing.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
    });
  });

  describe("DELETE /budgets/:budgetId/members/:memberId", () => {
    it("answers 200 BUDGET_MEMBER_REMOVED to the owner, and the removed member loses the budget", async () => {
      const budget = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, budget.id, friend, "editor", "accepted");
      const response = await owner.api.delete(`/budgets/${budget.id}/members/${member.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: "BUDGET_MEMBER_REMOVED", message: expect.any(String), member });
      expect((await friend.api.get("/budgets")).body.budgets).toEqual([]);
      expect((await friend.api.get(`/budgets/${budget.id}`)).status).toBe(403);
      expect((await owner.api.get(`/budgets/${budget.id}`)).body.budget.members).toEqual([]);
    });

    it("lets a member leave, pending or accepted", async () => {
      const budget = await createBudget(owner);
      for (const answer of [undefined, "accepted", "rejected"] as const) {
        const friend = await registerAndLogin(t);
        const member = await invite(owner, budget.id, friend, "viewer", answer);
        const response = await friend.api.delete(`/budgets/${budget.id}/members/${member.id}`);
        expect([response.status, response.body.code]).toEqual([200, "BUDGET_MEMBER_REMOVED"]);
      }
      expect((await owner.api.get(`/budgets/${budget.id}`)).body.budget.members).toEqual([]);
    });

    it("answers 404 BUDGET_MEMBER_NOT_FOUND for an unknown membership or one of another budget", async () => {
      const budget = await createBudget(owner);
      const other = await createBudget(owner);
      const friend = await registerAndLogin(t);
      const member = await invite(owner, other.id, friend, "viewer", "accepted");
      for (const memberId of [anUnknownId(), member.id]) {
        const response = await owner.api.delete(`/budgets/${budget.id}/members/${memberId}`);
        expect([response.status, response.body.code]).toEqual([404, "BUDGET_MEMBER_NOT_FOUND"]);
      }
      expect((await owner.api.get(`/budgets/${other.id}`)).body.budget.members).toHaveLength(1);
    });

    it("answers 400 for malformed ids and 404 BUDGET_NOT_FOUND for a missing budget", async () => {
      const budget = await createBudget(owner);
      const malformed = await owner.api.delete(`/budgets/${budget.id}/members/abc`);
      expect([malformed.status, malformed.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      const missing = await owner.api.delete(`/budgets/${anUnknownId()}/members/${anUnknownId()}`);
      expect([missing.status, missing.body.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
    });
  });
});
