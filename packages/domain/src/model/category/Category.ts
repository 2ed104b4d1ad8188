import { categoryArchived, reassignToItself } from "../../shared/domainErrors";
import type { CategoryId, UserId } from "../../shared/Id";

export interface Category {
  readonly id: CategoryId;
  readonly userId: UserId;
  readonly name: string;
  /** Hidden from lists and closed to new transactions, receipts and budgets. */
  readonly archived: boolean;
  readonly createdAt: Date;
}

/** Nothing new is recorded into an archived category: CATEGORY_ARCHIVED. */
export const assertCategoryOpen = (category: Pick<Category, "archived">): void => {
  if (category.archived) throw categoryArchived();
};

/** Where a deleted category's transactions and budgets may go: another open category of the same user. */
export const assertCategoryReassignable = (from: Pick<Category, "id">, to: Pick<Category, "id" | "archived">): void => {
  if (from.id === to.id) throw reassignToItself();
  assertCategoryOpen(to);
};
