import { describe, expect, it } from "vitest";
import { ListBudgetInvitations } from "../../src";
import { makeBudgetWorld } from "./budgetWorld";

describe("ListBudgetInvitations", () => {
  it("lists the caller's pending invitations with the budget and its owner, oldest first", async () => {
    const w = makeBudgetWorld();
    const inbox = new ListBudgetInvitations(w.repos.budgets);
    const invitee = await w.aUser();
    const first = await w.anOwnedBudget({ name: "Food" });
    const second = await w.anOwnedBudget({ name: "Rent" });
    const answered = await w.anOwnedBudget({ name: "Answered" });
    const a = await w.shareBudget.execute(first.owner.userId, first.budget.id, { email: invitee.email, share: 10 });
    w.clock.advance(1000);
    const b = await w.shareBudget.execute(second.owner.userId, second.budget.id, {
      email: invitee.email,
      role: "editor",
    });
    const c = await w.shareBudget.execute(answered.owner.userId, answered.budget.id, { email: invitee.email });
    await w.answerInvitation.execute(invitee.id, answered.budget.id, c.id, { status: "accepted" });
    await w.aMemberOf(first.owner.userId, first.budget.id, "viewer");

    const invitations = await inbox.execute(invitee.id);

    expect(invitations).toEqual([
      {
        member: a,
        budget: { id: first.budget.id, name: "Food" },
        owner: { name: first.owner.user.name, email: first.owner.user.email },
      },
      {
        member: b,
        budget: { id: second.budget.id, name: "Rent" },
        owner: { name: second.owner.user.name, email: second.owner.user.email },
      },
    ]);
    await w.answerInvitation.execute(invitee.id, first.budget.id, a.id, { status: "rejected" });
    expect((await inbox.execute(invitee.id)).map((i) => i.member.id)).toEqual([b.id]);
    expect(await inbox.execute(first.owner.userId)).toEqual([]);
  });
});
