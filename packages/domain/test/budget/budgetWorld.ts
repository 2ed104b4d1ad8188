import {
  AnswerBudgetInvitation,
  CreateBudget,
  type CreateBudgetInput,
  DeleteBudget,
  GetBudget,
  type Id,
  ListBudgets,
  type MemberRole,
  RemoveBudgetMember,
  ShareBudget,
  UpdateBudget,
  type UserId,
} from "../../src";
import { makeWorld, type WorldOptions } from "../mothers";

export interface BudgetRefs {
  readonly walletId: string;
  readonly categoryIds: readonly string[];
}

/** A valid create-budget request: 200.00 USD monthly from 1 March 2026 (the world's clock says 15 March). */
export const budgetInput = (refs: BudgetRefs, overrides: Partial<CreateBudgetInput> = {}): CreateBudgetInput => ({
  name: "Groceries",
  currency: "USD",
  limit: 200,
  period: "monthly",
  startDate: "2026-03-01",
  walletId: refs.walletId,
  categoryIds: [...refs.categoryIds],
  ...overrides,
});

/** The shared world plus the budget use cases, wired on the same in-memory repositories. */
export const makeBudgetWorld = (options: WorldOptions = {}) => {
  const world = makeWorld(options);
  const { repos, allocator, ids, clock } = world;
  const budgets = {
    createBudget: new CreateBudget(repos.budgets, repos.wallets, repos.categories, allocator, ids, clock),
    listBudgets: new ListBudgets(repos.budgets, allocator),
    getBudget: new GetBudget(repos.budgets, allocator),
    updateBudget: new UpdateBudget(repos.budgets, repos.wallets, repos.categories, allocator, clock),
    deleteBudget: new DeleteBudget(repos.budgets, allocator),
    shareBudget: new ShareBudget(repos.budgets, repos.users, ids, clock),
    answerInvitation: new AnswerBudgetInvitation(repos.budgets, clock),
    removeMember: new RemoveBudgetMember(repos.budgets),
  };

  /** A user with a USD wallet and a category, and a budget over them. */
  const anOwnedBudget = async (overrides: Partial<CreateBudgetInput> = {}) => {
    const owner = await world.anAccount();
    const refs = { walletId: owner.refs.walletId, categoryIds: [owner.refs.categoryId] };
    const view = await budgets.createBudget.execute(owner.userId, budgetInput(refs, overrides));
    return { owner, refs, budget: view.budget, view };
  };

  /** Invites a new user with the role, and lets the user answer when told to. */
  const aMemberOf = async (ownerId: UserId, budgetId: string, role: MemberRole, answer?: "accepted" | "rejected") => {
    const user = await world.aUser();
    let member = await budgets.shareBudget.execute(ownerId, budgetId, { email: user.email, role });
    if (answer) member = await budgets.answerInvitation.execute(user.id, budgetId, member.id, { status: answer });
    return { user, userId: user.id, member };
  };

  /**
   * One budget and a user in every standing of the permission table: owner, accepted editor,
   * accepted viewer, pending invitee, rejected invitee, outsider; plus an accepted `target`
   * viewer for "remove others", and a second USD wallet of the owner for relinking.
   */
  const aSharedBudget = async () => {
    const owned = await anOwnedBudget();
    const { owner, budget } = owned;
    const editor = await aMemberOf(owner.userId, budget.id, "editor", "accepted");
    const viewer = await aMemberOf(owner.userId, budget.id, "viewer", "accepted");
    const pending = await aMemberOf(owner.userId, budget.id, "editor");
    const rejected = await aMemberOf(owner.userId, budget.id, "editor", "rejected");
    const target = await aMemberOf(owner.userId, budget.id, "viewer", "accepted");
    const outsiderUser = await world.aUser();
    const otherWallet = await world.aWallet(owner.userId, { name: "Savings" });
    return {
      ...owned,
      otherWallet,
      target,
      standings: {
        owner: owner.userId,
        editor: editor.userId,
        viewer: viewer.userId,
        pending: pending.userId,
        rejected: rejected.userId,
        outsider: outsiderUser.id,
      },
      members: { editor, viewer, pending, rejected },
    };
  };

  /** A v7-shaped id that names nothing. */
  /** A fresh id no record has, of whatever kind the test needs. */
  const unknownId = <T extends Id<string> = Id<never>>() => ids.next<T>();

  return { ...world, ...budgets, anOwnedBudget, aMemberOf, aSharedBudget, unknownId };
};

export type BudgetWorld = ReturnType<typeof makeBudgetWorld>;
export const STANDINGS = ["owner", "editor", "viewer", "pending", "rejected", "outsider"] as const;
export type Standing = (typeof STANDINGS)[number];
