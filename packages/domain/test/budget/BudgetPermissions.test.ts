import { describe, expect, it } from "vitest";
import { BUDGET_PERMISSIONS, type BudgetAction, budgetRoleOf, type UserId } from "../../src";
import { failure } from "../mothers";
import { type BudgetWorld, makeBudgetWorld, STANDINGS, type Standing } from "./budgetWorld";

const Y = true;
const N = false;

/**
 * API-CONTRACT.md, "Permissions", transcribed independently of the source: columns owner,
 * editor (accepted), viewer (accepted), pending, rejected, outsider. `relink` (wallet and
 * currency) is the project's decision where the contract is silent: owner only.
 */
const CONTRACT: Record<BudgetAction, readonly boolean[]> = {
  read: [Y, Y, Y, N, N, N],
  update: [Y, Y, N, N, N, N],
  relink: [Y, N, N, N, N, N],
  delete: [Y, N, N, N, N, N],
  share: [Y, N, N, N, N, N],
  removeOthers: [Y, N, N, N, N, N],
};

type Scenario = Awaited<ReturnType<BudgetWorld["aSharedBudget"]>>;

/** Each action through its use case, done by `userId` on the scenario's budget. */
const perform: Record<BudgetAction, (w: BudgetWorld, s: Scenario, userId: UserId) => Promise<unknown>> = {
  read: (w, s, userId) => w.getBudget.execute(userId, s.budget.id),
  update: (w, s, userId) =>
    w.updateBudget.execute(userId, s.budget.id, {
      name: "Renamed",
      limit: 300,
      period: "weekly",
      startDate: "2026-03-02",
      endDate: "2026-12-31",
      categoryIds: [...s.refs.categoryIds],
    }),
  relink: (w, s, userId) => w.updateBudget.execute(userId, s.budget.id, { walletId: s.otherWallet.id }),
  delete: (w, s, userId) => w.deleteBudget.execute(userId, s.budget.id),
  share: async (w, s, userId) => {
    const invitee = await w.aUser();
    return w.shareBudget.execute(userId, s.budget.id, { email: invitee.email });
  },
  removeOthers: (w, s, userId) => w.removeMember.execute(userId, s.budget.id, s.target.member.id),
};

describe("the budget permission table", () => {
  it("is the contract's table, row by row", () => {
    for (const [action, row] of Object.entries(CONTRACT)) {
      const roles = ["owner", "editor", "viewer", "none"] as const;
      const expected = Object.fromEntries(roles.map((role, i) => [role, row[i === 3 ? 5 : i]]));
      expect(BUDGET_PERMISSIONS[action as BudgetAction], action).toEqual(expected);
    }
    expect(Object.keys(BUDGET_PERMISSIONS).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it("gives roles only to the owner and to accepted members", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const roleOf = async (standing: Standing) => {
      const userId = s.standings[standing];
      return budgetRoleOf(s.budget, userId, await w.repos.budgets.findMemberByUser(s.budget.id, userId));
    };
    const roles = await Promise.all(STANDINGS.map(roleOf));
    expect(roles).toEqual(["owner", "editor", "viewer", "none", "none", "none"]);
  });

  for (const [action, row] of Object.entries(CONTRACT) as [BudgetAction, readonly boolean[]][]) {
    describe(`${action}`, () => {
      STANDINGS.forEach((standing, column) => {
        const allowed = row[column];
        it(`${allowed ? "is allowed to" : "is refused to"} the ${standing}`, async () => {
          const w = makeBudgetWorld();
          const s = await w.aSharedBudget();
          const act = () => perform[action](w, s, s.standings[standing]);
          if (allowed) {
            await expect(act()).resolves.toBeDefined();
          } else {
            expect((await failure(act)).code).toBe("INSUFFICIENT_PERMISSIONS");
          }
        });
      });
      it("answers BUDGET_NOT_FOUND for a missing budget before any permission check", async () => {
        const w = makeBudgetWorld();
        const s = await w.aSharedBudget();
        const missing = { ...s, budget: { ...s.budget, id: w.unknownId() } };
        expect((await failure(() => perform[action](w, missing, s.standings.outsider))).code).toBe("BUDGET_NOT_FOUND");
      });
    });
  }

  describe("list", () => {
    const listed: Record<Standing, boolean> = {
      owner: Y,
      editor: Y,
      viewer: Y,
      pending: N,
      rejected: N,
      outsider: N,
    };
    for (const standing of STANDINGS) {
      it(`${listed[standing] ? "shows" : "hides"} the budget to the ${standing}`, async () => {
        const w = makeBudgetWorld();
        const s = await w.aSharedBudget();
        const ids = (await w.listBudgets.execute(s.standings[standing])).items.map((v) => v.budget.id);
        expect(ids).toEqual(listed[standing] ? [s.budget.id] : []);
      });
    }
  });

  describe("answer own invitation (pending invitee only)", () => {
    const cases: [string, (s: Scenario) => { userId: UserId; memberId: string }, string | null][] = [
      [
        "the pending invitee, on its own invitation",
        (s) => ({ userId: s.standings.pending, memberId: s.members.pending.member.id }),
        null,
      ],
      [
        "the owner",
        (s) => ({ userId: s.standings.owner, memberId: s.members.pending.member.id }),
        "INSUFFICIENT_PERMISSIONS",
      ],
      [
        "an accepted editor",
        (s) => ({ userId: s.standings.editor, memberId: s.members.pending.member.id }),
        "INSUFFICIENT_PERMISSIONS",
      ],
      [
        "an accepted viewer",
        (s) => ({ userId: s.standings.viewer, memberId: s.members.pending.member.id }),
        "INSUFFICIENT_PERMISSIONS",
      ],
      [
        "a rejected invitee",
        (s) => ({ userId: s.standings.rejected, memberId: s.members.pending.member.id }),
        "INSUFFICIENT_PERMISSIONS",
      ],
      [
        "an outsider",
        (s) => ({ userId: s.standings.outsider, memberId: s.members.pending.member.id }),
        "INSUFFICIENT_PERMISSIONS",
      ],
      [
        "an accepted member, on its own invitation",
        (s) => ({ userId: s.standings.editor, memberId: s.members.editor.member.id }),
        "INVITATION_ALREADY_ANSWERED",
      ],
      [
        "a rejected invitee, on its own invitation",
        (s) => ({ userId: s.standings.rejected, memberId: s.members.rejected.member.id }),
        "INVITATION_ALREADY_ANSWERED",
      ],
    ];
    for (const [who, pick, code] of cases) {
      it(`${code ? `refuses ${code} to` : "is allowed to"} ${who}`, async () => {
        const w = makeBudgetWorld();
        const s = await w.aSharedBudget();
        const { userId, memberId } = pick(s);
        const act = () => w.answerInvitation.execute(userId, s.budget.id, memberId, { status: "accepted" });
        if (code === null) await expect(act()).resolves.toMatchObject({ status: "accepted" });
        else expect((await failure(act)).code).toBe(code);
      });
    }
  });

  describe("leave (remove one's own membership)", () => {
    for (const standing of ["editor", "viewer", "pending", "rejected"] as const) {
      it(`is allowed to the ${standing}`, async () => {
        const w = makeBudgetWorld();
        const s = await w.aSharedBudget();
        const own = s.members[standing].member;
        await expect(w.removeMember.execute(s.standings[standing], s.budget.id, own.id)).resolves.toMatchObject({
          id: own.id,
        });
        expect(await w.repos.budgets.findMember(own.id)).toBeNull();
      });
    }
  });
});
