import { describe, expect, it } from "vitest";
import type { UserId } from "../../src";
import { failure } from "../mothers";
import { makeBudgetWorld } from "./budgetWorld";

describe("ShareBudget", () => {
  it("invites a registered user by e-mail as a pending viewer with no share by default", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invitee = await w.aUser({ email: "Friend@Example.com" });
    const member = await w.shareBudget.execute(owner.userId, budget.id, { email: "  friend@EXAMPLE.com " });
    expect(member).toEqual({
      id: expect.any(String),
      budgetId: budget.id,
      userId: invitee.id,
      email: "Friend@Example.com",
      role: "viewer",
      share: null,
      status: "pending",
      invitedAt: w.clock.now(),
      respondedAt: null,
    });
    expect((await w.getBudget.execute(owner.userId, budget.id)).members).toEqual([member]);
  });

  it("takes an editor role and a share percentage", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invitee = await w.aUser();
    const member = await w.shareBudget.execute(owner.userId, budget.id, {
      email: invitee.email,
      role: "Editor",
      share: 12.5,
    });
    expect(member).toMatchObject({ role: "editor", share: 12.5 });
    const zero = await w.aUser();
    const full = await w.aUser();
    expect((await w.shareBudget.execute(owner.userId, budget.id, { email: zero.email, share: 0 })).share).toBe(0);
    expect((await w.shareBudget.execute(owner.userId, budget.id, { email: full.email, share: 87.5 })).share).toBe(87.5);
  });

  it("refuses a share that would take the members' shares past 100, and a rejected invitation holds none", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const [a, b, c] = [await w.aUser(), await w.aUser(), await w.aUser()];
    await w.shareBudget.execute(owner.userId, budget.id, { email: a.email, share: 100 });
    const refused = await failure(() => w.shareBudget.execute(owner.userId, budget.id, { email: b.email, share: 80 }));
    expect(refused.code).toBe("BUDGET_SHARES_EXCEEDED");
    expect(refused.message).toContain("180%");
    const invited = await w.shareBudget.execute(owner.userId, budget.id, { email: c.email, share: 0 });
    expect(invited.share).toBe(0);
    const first = await w.repos.budgets.findMemberByUser(budget.id, a.id);
    await w.answerInvitation.execute(a.id, budget.id, first!.id, { status: "rejected" });
    await w.shareBudget.execute(owner.userId, budget.id, { email: b.email, share: 80 });
    expect(
      (await failure(() => w.shareBudget.execute(owner.userId, budget.id, { email: a.email, share: 20.01 }))).code,
    ).toBe("BUDGET_SHARES_EXCEEDED");
    expect((await w.shareBudget.execute(owner.userId, budget.id, { email: a.email, share: 20 })).share).toBe(20);
  });

  it("lets exactly one of two answers sent at once to one invitation win", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const { user, member } = await w.aMemberOf(owner.userId, budget.id, "editor");
    const results = await Promise.allSettled(
      (["accepted", "rejected"] as const).map((status) =>
        w.answerInvitation.execute(user.id, budget.id, member.id, { status }),
      ),
    );
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as { code: string }).code] : []));
    expect(won).toHaveLength(1);
    expect(lost).toEqual(["INVITATION_ALREADY_ANSWERED"]);
    expect(await w.repos.budgets.findMember(member.id)).toEqual(won[0]);
  });

  it.each([
    ["role", { role: "owner" }],
    ["role", { role: "admin" }],
    ["share", { share: 100.01 }],
    ["share", { share: -1 }],
    ["share", { share: 33.333 }],
    ["share", { share: "10" as unknown as number }],
    ["email", { email: "not-an-email" }],
    ["email", { email: "" }],
  ])("refuses a bad %s with VALIDATION_ERROR", async (path, overrides) => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invitee = await w.aUser();
    const error = await failure(() =>
      w.shareBudget.execute(owner.userId, budget.id, { email: invitee.email, ...overrides }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe(path);
  });

  it("answers USER_NOT_FOUND for an e-mail nobody registered", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const error = await failure(() => w.shareBudget.execute(owner.userId, budget.id, { email: "ghost@example.com" }));
    expect(error.code).toBe("USER_NOT_FOUND");
  });

  it("refuses the owner and pending or accepted members with BUDGET_MEMBER_ALREADY_EXISTS", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const emailOf = async (userId: UserId) => (await w.repos.users.findById(userId))?.email ?? "";
    for (const userId of [s.standings.owner, s.standings.pending, s.standings.editor, s.standings.viewer]) {
      const email = (await emailOf(userId)).toUpperCase();
      const error = await failure(() =>
        w.shareBudget.execute(s.standings.owner, s.budget.id, { email, role: "editor" }),
      );
      expect(error.code).toBe("BUDGET_MEMBER_ALREADY_EXISTS");
    }
  });

  it("invites again after a rejection, resetting the same membership to pending with the new role and share", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const rejected = await w.aMemberOf(owner.userId, budget.id, "viewer", "rejected");
    w.clock.set("2026-03-16T10:00:00Z");
    const again = await w.shareBudget.execute(owner.userId, budget.id, {
      email: rejected.user.email,
      role: "editor",
      share: 40,
    });
    expect(again).toEqual({
      ...rejected.member,
      role: "editor",
      share: 40,
      status: "pending",
      invitedAt: new Date("2026-03-16T10:00:00Z"),
      respondedAt: null,
    });
    expect((await w.repos.budgets.listMembersOf([budget.id]))[0]).toEqual([again]);
    await w.answerInvitation.execute(rejected.userId, budget.id, again.id, { status: "accepted" });
    expect((await w.listBudgets.execute(rejected.userId)).items.map((v) => v.budget.id)).toEqual([budget.id]);
  });

  it("invites again after a removal, as a new membership", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const removed = await w.aMemberOf(owner.userId, budget.id, "viewer", "accepted");
    await w.removeMember.execute(owner.userId, budget.id, removed.member.id);
    const again = await w.shareBudget.execute(owner.userId, budget.id, { email: removed.user.email });
    expect(again.id).not.toBe(removed.member.id);
    expect(again.status).toBe("pending");
  });

  it("answers VALIDATION_ERROR for a malformed budget id and BUDGET_NOT_FOUND for a missing one", async () => {
    const w = makeBudgetWorld();
    const { owner } = await w.anOwnedBudget();
    const invitee = await w.aUser();
    expect((await failure(() => w.shareBudget.execute(owner.userId, "x", { email: invitee.email }))).code).toBe(
      "VALIDATION_ERROR",
    );
    expect(
      (await failure(() => w.shareBudget.execute(owner.userId, w.unknownId(), { email: invitee.email }))).code,
    ).toBe("BUDGET_NOT_FOUND");
  });
});

describe("AnswerBudgetInvitation", () => {
  it("accepts: the member gets the budget and its role", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invited = await w.aMemberOf(owner.userId, budget.id, "editor");
    expect((await w.listBudgets.execute(invited.userId)).items).toEqual([]);
    w.clock.set("2026-03-15T13:00:00Z");
    const answered = await w.answerInvitation.execute(invited.userId, budget.id, invited.member.id, {
      status: "ACCEPTED",
    });
    expect(answered).toEqual({ ...invited.member, status: "accepted", respondedAt: new Date("2026-03-15T13:00:00Z") });
    expect((await w.listBudgets.execute(invited.userId)).items.map((v) => v.budget.id)).toEqual([budget.id]);
    await expect(w.updateBudget.execute(invited.userId, budget.id, { limit: 1 })).resolves.toBeDefined();
  });

  it("rejects: the budget stays hidden and closed", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invited = await w.aMemberOf(owner.userId, budget.id, "editor");
    const answered = await w.answerInvitation.execute(invited.userId, budget.id, invited.member.id, {
      status: "rejected",
    });
    expect(answered.status).toBe("rejected");
    expect((await w.listBudgets.execute(invited.userId)).items).toEqual([]);
    expect((await failure(() => w.getBudget.execute(invited.userId, budget.id))).code).toBe("INSUFFICIENT_PERMISSIONS");
  });

  it.each(["pending", "maybe", "", undefined])("refuses the answer %j with VALIDATION_ERROR", async (status) => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invited = await w.aMemberOf(owner.userId, budget.id, "viewer");
    const error = await failure(() =>
      w.answerInvitation.execute(invited.userId, budget.id, invited.member.id, { status: status as string }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe("status");
  });

  it("answers only once: INVITATION_ALREADY_ANSWERED", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invited = await w.aMemberOf(owner.userId, budget.id, "viewer", "accepted");
    const error = await failure(() =>
      w.answerInvitation.execute(invited.userId, budget.id, invited.member.id, { status: "rejected" }),
    );
    expect(error.code).toBe("INVITATION_ALREADY_ANSWERED");
  });

  it("answers BUDGET_MEMBER_NOT_FOUND for an unknown membership or one of another budget", async () => {
    const w = makeBudgetWorld();
    const first = await w.anOwnedBudget();
    const second = await w.anOwnedBudget();
    const invited = await w.aMemberOf(second.owner.userId, second.budget.id, "viewer");
    for (const memberId of [w.unknownId(), invited.member.id]) {
      const error = await failure(() =>
        w.answerInvitation.execute(invited.userId, first.budget.id, memberId, { status: "accepted" }),
      );
      expect(error.code).toBe("BUDGET_MEMBER_NOT_FOUND");
    }
  });

  it("answers VALIDATION_ERROR for malformed ids and BUDGET_NOT_FOUND for a missing budget", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const invited = await w.aMemberOf(owner.userId, budget.id, "viewer");
    const answer = (budgetId: string, memberId: string) =>
      w.answerInvitation.execute(invited.userId, budgetId, memberId, { status: "accepted" });
    const badMember = await failure(() => answer(budget.id, "1"));
    expect([badMember.code, badMember.details?.[0]?.path]).toEqual(["VALIDATION_ERROR", "memberId"]);
    const badBudget = await failure(() => answer("1", invited.member.id));
    expect([badBudget.code, badBudget.details?.[0]?.path]).toEqual(["VALIDATION_ERROR", "budgetId"]);
    expect((await failure(() => answer(w.unknownId(), invited.member.id))).code).toBe("BUDGET_NOT_FOUND");
  });
});

describe("RemoveBudgetMember", () => {
  it("lets the owner remove anyone, whatever the status", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    for (const { member } of Object.values(s.members)) {
      await expect(w.removeMember.execute(s.standings.owner, s.budget.id, member.id)).resolves.toEqual(member);
    }
    expect((await w.repos.budgets.listMembersOf([s.budget.id]))[0]).toEqual([s.target.member]);
  });

  it("takes the budget away from a removed member", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    await w.removeMember.execute(s.standings.owner, s.budget.id, s.members.editor.member.id);
    expect((await w.listBudgets.execute(s.standings.editor)).items).toEqual([]);
    expect((await failure(() => w.getBudget.execute(s.standings.editor, s.budget.id))).code).toBe(
      "INSUFFICIENT_PERMISSIONS",
    );
  });

  it("refuses members removing others with INSUFFICIENT_PERMISSIONS", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    for (const userId of [s.standings.editor, s.standings.viewer, s.standings.pending, s.standings.outsider]) {
      const error = await failure(() => w.removeMember.execute(userId, s.budget.id, s.target.member.id));
      expect(error.code).toBe("INSUFFICIENT_PERMISSIONS");
    }
  });

  it("answers BUDGET_MEMBER_NOT_FOUND for an unknown membership or one of another budget", async () => {
    const w = makeBudgetWorld();
    const first = await w.anOwnedBudget();
    const second = await w.anOwnedBudget();
    const elsewhere = await w.aMemberOf(second.owner.userId, second.budget.id, "viewer", "accepted");
    for (const memberId of [w.unknownId(), elsewhere.member.id]) {
      const error = await failure(() => w.removeMember.execute(first.owner.userId, first.budget.id, memberId));
      expect(error.code).toBe("BUDGET_MEMBER_NOT_FOUND");
    }
    expect(await w.repos.budgets.findMember(elsewhere.member.id)).not.toBeNull();
  });

  it("answers VALIDATION_ERROR for malformed ids and BUDGET_NOT_FOUND for a missing budget", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    expect((await failure(() => w.removeMember.execute(s.standings.owner, s.budget.id, "m"))).code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await failure(() => w.removeMember.execute(s.standings.owner, "b", s.target.member.id))).code).toBe(
      "VALIDATION_ERROR",
    );
    expect(
      (await failure(() => w.removeMember.execute(s.standings.owner, w.unknownId(), s.target.member.id))).code,
    ).toBe("BUDGET_NOT_FOUND");
  });
});
