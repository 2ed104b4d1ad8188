import type { BudgetId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, aMember, aUser, minutesAfter, newId, T0 } from "../mothers";
import { type ContractContext, codeOf, expectCode, settle } from "./harness";

/** Budget members: invitations, answers, one membership per user. */
export const describeBudgetMembersContract = ({ repos, givenLedger }: ContractContext): void => {
  describe("budget members", () => {
    const givenBudget = async () => {
      const { user, wallet, category } = await givenLedger();
      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      const [ann, ben] = [aUser(), aUser()];
      await repos().users.create(ann);
      await repos().users.create(ben);
      return { budget, ann, ben };
    };

    it("lists a user's pending invitations with budget name and owner, oldest first, across budgets", async () => {
      const first = await givenBudget();
      const second = await givenBudget();
      const owners = await Promise.all([first.budget, second.budget].map((b) => repos().users.findById(b.ownerId)));
      const invitee = aUser();
      await repos().users.create(invitee);
      const late = aMember(first.budget.id, invitee, { role: "editor", share: 10, invitedAt: minutesAfter(3) });
      const early = aMember(second.budget.id, invitee, { invitedAt: minutesAfter(1) });
      await repos().budgets.addMember(late);
      await repos().budgets.addMember(early);
      await repos().budgets.addMember(aMember(first.budget.id, first.ann));
      const third = await givenBudget();
      const accepted = aMember(third.budget.id, invitee);
      await repos().budgets.addMember(accepted);
      await repos().budgets.answerInvitation(accepted.id, "accepted", minutesAfter(4));

      expect(await repos().budgets.listPendingInvitations(invitee.id)).toEqual([
        {
          member: early,
          budget: { id: second.budget.id, name: second.budget.name },
          owner: { name: owners[1]!.name, email: owners[1]!.email },
        },
        {
          member: late,
          budget: { id: first.budget.id, name: first.budget.name },
          owner: { name: owners[0]!.name, email: owners[0]!.email },
        },
      ]);
      await repos().budgets.answerInvitation(early.id, "rejected", minutesAfter(5));
      expect((await repos().budgets.listPendingInvitations(invitee.id)).map((i) => i.member.id)).toEqual([late.id]);
      expect(await repos().budgets.listPendingInvitations(first.budget.ownerId)).toEqual([]);
      expect(await repos().budgets.listPendingInvitations(newId())).toEqual([]);
    });

    it("adds, finds, updates, lists and removes members", async () => {
      const { budget, ann, ben } = await givenBudget();
      const annMember = aMember(budget.id, ann, { role: "editor", share: 12.5, invitedAt: minutesAfter(2) });
      const benMember = aMember(budget.id, ben, { invitedAt: minutesAfter(1) });
      await repos().budgets.addMember(annMember);
      await repos().budgets.addMember(benMember);
      expect(await repos().budgets.findMember(annMember.id)).toEqual(annMember);
      expect(await repos().budgets.findMemberByUser(budget.id, ben.id)).toEqual(benMember);
      expect(await repos().budgets.findMemberByUser(budget.id, newId())).toBeNull();
      expect(await repos().budgets.findMember(newId())).toBeNull();
      expect(await repos().budgets.findMember(newId())).toBeNull();
      expect((await repos().budgets.listMembersOf([budget.id]))[0]).toEqual([benMember, annMember]);

      const answered = { ...annMember, status: "accepted" as const, respondedAt: minutesAfter(5) };
      expect(await repos().budgets.answerInvitation(annMember.id, "accepted", minutesAfter(5))).toEqual(answered);
      expect(await repos().budgets.findMember(annMember.id)).toEqual(answered);
      await expectCode(
        repos().budgets.answerInvitation(annMember.id, "rejected", minutesAfter(6)),
        "INVITATION_ALREADY_ANSWERED",
      );
      await expectCode(repos().budgets.answerInvitation(newId(), "accepted", T0), "BUDGET_MEMBER_NOT_FOUND");
      await expectCode(repos().budgets.answerInvitation(newId(), "accepted", T0), "BUDGET_MEMBER_NOT_FOUND");

      await repos().budgets.removeMember(benMember.id);
      expect(await repos().budgets.findMember(benMember.id)).toBeNull();
      expect((await repos().budgets.listMembersOf([budget.id]))[0]).toEqual([answered]);
      await repos().budgets.removeMember(benMember.id);
      await repos().budgets.addMember(aMember(budget.id, ben));
      expect((await repos().budgets.listMembersOf([budget.id]))[0]).toHaveLength(2);
    });

    it("lists the members of several budgets at once, one list per id in the ids' order", async () => {
      const [first, second, bare] = [await givenBudget(), await givenBudget(), await givenBudget()];
      const late = aMember(first.budget.id, first.ann, { invitedAt: minutesAfter(3) });
      const early = aMember(first.budget.id, first.ben, { invitedAt: minutesAfter(1) });
      const other = aMember(second.budget.id, second.ann, { role: "editor", share: 40 });
      for (const member of [late, early, other]) await repos().budgets.addMember(member);
      const unknown = newId<BudgetId>();
      expect(await repos().budgets.listMembersOf([second.budget.id, bare.budget.id, unknown, first.budget.id])).toEqual(
        [[other], [], [], [early, late]],
      );
      expect(await repos().budgets.listMembersOf([])).toEqual([]);
    });

    it("refuses a second membership of the same user, also under a race", async () => {
      const { budget, ann, ben } = await givenBudget();
      await repos().budgets.addMember(aMember(budget.id, ann));
      await expectCode(
        repos().budgets.addMember(aMember(budget.id, ann, { status: "rejected" })),
        "BUDGET_MEMBER_ALREADY_EXISTS",
      );
      const { fulfilled, reasons } = await settle([
        repos().budgets.addMember(aMember(budget.id, ben)),
        repos().budgets.addMember(aMember(budget.id, ben)),
      ]);
      expect(fulfilled).toBe(1);
      expect(reasons.map(codeOf)).toEqual(["BUDGET_MEMBER_ALREADY_EXISTS"]);
    });

    it("refuses a member of a budget that does not exist", async () => {
      const { ann } = await givenBudget();
      await expectCode(repos().budgets.addMember(aMember(newId(), ann)), "BUDGET_NOT_FOUND");
    });
  });
};
