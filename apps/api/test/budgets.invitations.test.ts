import { beforeAll, describe, expect, it } from "vitest";
import { type Account, anAccount, createBudget, NOW } from "./budgets.support";
import { describeEachStore, registerAndLogin, type TestApp, useTestApp } from "./support";

describeEachStore("budget invitations inbox and shares", (store) => {
  let t: TestApp;
  let owner: Account;

  const app = useTestApp({ store, now: NOW });
  beforeAll(async () => {
    t = app();
    owner = await anAccount(t);
  });

  describe("GET /budgets/invitations", () => {
    it("lists the caller's pending invitations with what answering them needs, then drops answered ones", async () => {
      const invitee = await registerAndLogin(t);
      const other = await anAccount(t);
      const food = await createBudget(owner, { name: "Food inbox" });
      const rent = await createBudget(other, { name: "Rent inbox" });
      const first = await owner.api.post(`/budgets/${food.id}/share`, {
        email: invitee.credentials.email,
        role: "editor",
        share: 40,
      });
      t.clock.advance(1000);
      const second = await other.api.post(`/budgets/${rent.id}/share`, { email: invitee.credentials.email });
      expect([first.status, second.status]).toEqual([201, 201]);

      const inbox = await invitee.api.get("/budgets/invitations");
      expect(inbox.status).toBe(200);
      expect(inbox.body).toEqual({
        code: "BUDGET_INVITATIONS_FETCHED",
        message: expect.any(String),
        invitations: [
          {
            memberId: first.body.member.id,
            budgetId: food.id,
            budgetName: "Food inbox",
            owner: { name: owner.user.name, email: owner.user.email },
            role: "editor",
            share: 40,
            invitedAt: "2026-03-15T12:00:00.000Z",
          },
          {
            memberId: second.body.member.id,
            budgetId: rent.id,
            budgetName: "Rent inbox",
            owner: { name: other.user.name, email: other.user.email },
            role: "viewer",
            share: null,
            invitedAt: "2026-03-15T12:00:01.000Z",
          },
        ],
      });
      // What the inbox gives is enough to answer with the existing route.
      const [a, b] = inbox.body.invitations;
      const accepted = await invitee.api.patch(`/budgets/${a.budgetId}/members/${a.memberId}`, { status: "accepted" });
      expect(accepted.status).toBe(200);
      const rejected = await invitee.api.patch(`/budgets/${b.budgetId}/members/${b.memberId}`, { status: "rejected" });
      expect(rejected.status).toBe(200);
      expect((await invitee.api.get("/budgets/invitations")).body.invitations).toEqual([]);
      expect((await invitee.api.get("/budgets")).body.budgets.map((x: { id: string }) => x.id)).toEqual([food.id]);
    });

    it("is empty for an owner and for anyone not invited; the static path is not read as a budget id", async () => {
      const budget = await createBudget(owner);
      const invitee = await registerAndLogin(t);
      await owner.api.post(`/budgets/${budget.id}/share`, { email: invitee.credentials.email });
      expect((await owner.api.get("/budgets/invitations")).body.invitations).toEqual([]);
      const stranger = await registerAndLogin(t);
      const res = await stranger.api.get("/budgets/invitations");
      expect(res.status).toBe(200);
      expect(res.body.invitations).toEqual([]);
      expect((await t.request("GET", "/api/v1/budgets/invitations")).status).toBe(401);
    });
  });

  describe("members' shares add up to at most 100", () => {
    it("refuses an invitation whose share would pass 100 with 400 BUDGET_SHARES_EXCEEDED, and writes nothing", async () => {
      const budget = await createBudget(owner);
      const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
      expect(
        (await owner.api.post(`/budgets/${budget.id}/share`, { email: a.credentials.email, share: 60 })).status,
      ).toBe(201);
      const refused = await owner.api.post(`/budgets/${budget.id}/share`, { email: b.credentials.email, share: 40.01 });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "BUDGET_SHARES_EXCEEDED", details: [{ path: "share" }] });
      expect(refused.body.message).toContain("100.01%");
      expect((await b.api.get("/budgets/invitations")).body.invitations).toEqual([]);
      expect(
        (await owner.api.post(`/budgets/${budget.id}/share`, { email: b.credentials.email, share: 40 })).status,
      ).toBe(201);
    });

    it("checks the share again when a rejected invitee is invited anew, where the others' shares grew meanwhile", async () => {
      const budget = await createBudget(owner);
      const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
      const first = await owner.api.post(`/budgets/${budget.id}/share`, { email: a.credentials.email, share: 50 });
      await a.api.patch(`/budgets/${budget.id}/members/${first.body.member.id}`, { status: "rejected" });
      await owner.api.post(`/budgets/${budget.id}/share`, { email: b.credentials.email, share: 80 });
      const again = await owner.api.post(`/budgets/${budget.id}/share`, { email: a.credentials.email, share: 50 });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe("BUDGET_SHARES_EXCEEDED");
      const member = (await owner.api.get(`/budgets/${budget.id}`)).body.budget.members.find(
        (m: { id: string }) => m.id === first.body.member.id,
      );
      expect(member).toMatchObject({ status: "rejected", share: 50 });
      const fits = await owner.api.post(`/budgets/${budget.id}/share`, { email: a.credentials.email, share: 20 });
      expect(fits.status).toBe(201);
      expect(fits.body.member).toMatchObject({ id: first.body.member.id, status: "pending", share: 20 });
    });
  });
});
