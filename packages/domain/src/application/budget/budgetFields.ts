import type { Budget } from "../../model/budget/Budget";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import { assertCategoryOpen } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { Currency } from "../../model/money/Currency";
import { type Money, parsePositiveMoney } from "../../model/money/Money";
import { type CalendarDate, dateRuleMessage, parseCalendarDate } from "../../shared/dates";
import { budgetAlreadyExists, invalidBudgetTimeframe, invalidField } from "../../shared/domainErrors";
import type { CategoryId, UserId } from "../../shared/Id";
import { findOwnedCategory } from "../category/findOwnedCategory";

export const MAX_BUDGET_CATEGORIES = 100;

/**
 * A budget date from `YYYY-MM-DD` or an ISO 8601 date-time (its UTC day, as budget windows are
 * UTC days) under the service's one date rule; anything else is INVALID_BUDGET_TIMEFRAME.
 */
export const parseBudgetDate = (value: unknown, path: string): CalendarDate => {
  const date = parseCalendarDate(value);
  if (date === null) throw invalidBudgetTimeframe(path, dateRuleMessage(path));
  return date;
};

/** The limit, greater than 0, in the budget's currency. */
export const parseBudgetLimit = (value: unknown, currency: Currency): Money =>
  parsePositiveMoney(value, currency, "limit");

/**
 * At least one category id, duplicates dropped, each an existing category of `ownerId`
 * (the budget's owner: its wallet's transactions are the owner's, so are their categories).
 */
export const parseOwnedCategoryIds = async (
  categories: CategoryRepo,
  ownerId: UserId,
  value: unknown,
  /** Categories the budget already has: they stay allowed once archived; new links must be open. */
  linked: readonly CategoryId[] = [],
): Promise<CategoryId[]> => {
  if (!Array.isArray(value)) throw invalidField("categoryIds", "categoryIds must be an array of category ids");
  const ids = [...new Set(value.map((id) => (typeof id === "string" ? id.toLowerCase() : id)))];
  if (ids.length === 0) throw invalidField("categoryIds", "At least one category is required");
  if (ids.length > MAX_BUDGET_CATEGORIES) {
    throw invalidField("categoryIds", `At most ${MAX_BUDGET_CATEGORIES} categories are allowed`);
  }
  const owned: CategoryId[] = [];
  for (const id of ids) {
    const category = await findOwnedCategory(categories, ownerId, id);
    if (!linked.includes(category.id)) assertCategoryOpen(category);
    owned.push(category.id);
  }
  return owned;
};

/**
 * Early, friendly check of the per-owner unique name (case-insensitive). The store's unique
 * index stays the final guard: a racing create still fails with BUDGET_ALREADY_EXISTS there.
 */
export const assertBudgetNameFree = async (
  budgets: BudgetRepo,
  ownerId: UserId,
  name: string,
  exceptId?: string,
): Promise<void> => {
  const wanted = name.toLowerCase();
  const clash = (await budgets.listVisibleTo(ownerId)).some(
    (b: Budget) => b.ownerId === ownerId && b.id !== exceptId && b.name.toLowerCase() === wanted,
  );
  if (clash) throw budgetAlreadyExists();
};

/** The optional `at` query date of reads (which window to show); VALIDATION_ERROR when unreadable. */
export const parseBudgetAt = (value: unknown): CalendarDate | undefined => {
  if (value === undefined || value === null || value === "") return undefined;
  const date = parseCalendarDate(value);
  if (date === null) throw invalidField("at", dateRuleMessage("at"));
  return date;
};
