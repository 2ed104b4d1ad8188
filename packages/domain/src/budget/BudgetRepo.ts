import type { Budget } from "./Budget";
import type { BudgetMember } from "./BudgetMember";

/** Port for the Budget aggregate: the budget and its memberships. */
export interface BudgetRepo {
  /** Fails with BUDGET_ALREADY_EXISTS when the owner has a budget of that name (case-insensitive), also under a race. */
  create(budget: Budget): Promise<void>;
  findById(id: string): Promise<Budget | null>;
  /** Same uniqueness rule as create. */
  update(budget: Budget): Promise<void>;
  /** Removes the budget and its memberships; transactions are never touched. */
  delete(id: string): Promise<void>;
  /** Budgets the user owns, and those where the user is an accepted member; oldest first. */
  listVisibleTo(userId: string): Promise<Budget[]>;
  /** Budgets whose wallet is `walletId` and whose categories include `categoryId`. */
  listByWalletAndCategory(walletId: string, categoryId: string): Promise<Budget[]>;

  /** Fails with BUDGET_MEMBER_ALREADY_EXISTS when the (budget, user) pair exists. */
  addMember(member: BudgetMember): Promise<void>;
  /** Replaces the membership with the same id. */
  updateMember(member: BudgetMember): Promise<void>;
  removeMember(memberId: string): Promise<void>;
  findMember(memberId: string): Promise<BudgetMember | null>;
  findMemberByUser(budgetId: string, userId: string): Promise<BudgetMember | null>;
  listMembers(budgetId: string): Promise<BudgetMember[]>;
}
