import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { BudgetView } from "../../model/budget/BudgetView";
import { decodeCursor, encodeCursor } from "../../model/transaction/transactionCursor";
import { invalidField } from "../../shared/domainErrors";
import type { BudgetId, UserId } from "../../shared/Id";
import type { BudgetAllocator } from "./BudgetAllocator";
import { parseBudgetAt } from "./budgetFields";
import { viewBudgets } from "./viewBudgets";

export interface ListBudgetsQuery {
  /** Which window to show progress for (default: today). */
  at?: string;
  /** Page size, 1 to MAX_BUDGET_PAGE_SIZE (default DEFAULT_BUDGET_PAGE_SIZE). */
  limit?: number;
  /** `nextCursor` of the previous page. */
  cursor?: string;
}

export interface BudgetList {
  readonly items: BudgetView[];
  readonly limit: number;
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
}

export const DEFAULT_BUDGET_PAGE_SIZE = 100;
export const MAX_BUDGET_PAGE_SIZE = 100;

/**
 * Budgets the caller owns and those it is an accepted member of (pending and rejected are not
 * listed), oldest first, keyset paged. The cursor has the transaction list's form (an instant and
 * an id), here the budget's creation instant.
 */
export class ListBudgets {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly allocator: BudgetAllocator,
  ) {}

  async execute(userId: UserId, query: ListBudgetsQuery = {}): Promise<BudgetList> {
    const limit = query.limit ?? DEFAULT_BUDGET_PAGE_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_BUDGET_PAGE_SIZE) {
      throw invalidField("limit", `limit must be an integer from 1 to ${MAX_BUDGET_PAGE_SIZE}`);
    }
    const at = parseBudgetAt(query.at);
    const after = query.cursor === undefined ? undefined : decodeCursor<BudgetId>(query.cursor);
    const page = await this.budgets.pageVisibleTo(userId, {
      limit,
      ...(after && { after: { createdAt: after.date, id: after.id } }),
    });
    const items = await viewBudgets(page.items, this.budgets, this.allocator, at);
    const next = page.nextCursor;
    return {
      items,
      limit,
      nextCursor: next ? encodeCursor({ date: next.createdAt, id: next.id }) : null,
      hasMore: next !== null,
    };
  }
}
