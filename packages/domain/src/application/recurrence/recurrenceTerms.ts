import { assertCategoryOpen, type Category } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { RecurrenceSchedule } from "../../model/recurrence/Recurrence";
import { assertWalletOpen, type Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import { parseIsoInstant } from "../../shared/dates";
import { invalidField } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { settledValue } from "../../shared/settled";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { findOwnedWallet } from "../wallet/findOwnedWallet";

/** The first date-time of a schedule: an ISO 8601 instant (with `Z` or an offset). */
export const parseRecurrenceStart = (value: unknown): Date => {
  const start = parseIsoInstant(value);
  if (!start) throw invalidField("start", "start must be an ISO 8601 date-time such as 2026-01-31T09:00:00+01:00");
  return start;
};

export const parseRule = (value: unknown): string => {
  if (typeof value !== "string" || value.trim() === "") throw invalidField("rrule", "rrule must be a non-empty string");
  return value.trim();
};

export const parseTimezone = (value: unknown): string => {
  if (value === undefined) return "UTC";
  if (typeof value !== "string" || value.trim() === "") {
    throw invalidField("timezone", "timezone must be an IANA time zone name such as Europe/Berlin");
  }
  return value.trim();
};

/** What a schedule is read from, each part already checked for shape. */
export const scheduleOf = (rrule: string, start: Date, timezone: string): RecurrenceSchedule => ({
  rrule,
  start,
  timezone,
});

/**
 * The wallet and category a recurrence records into: the caller's, and open. A deleted one is
 * WALLET_NOT_FOUND / INVALID_CATEGORY_EXIST_PARAMS, an archived one WALLET_ARCHIVED / CATEGORY_ARCHIVED.
 */
export const openTargets = async (
  wallets: WalletRepo,
  categories: CategoryRepo,
  userId: UserId,
  walletId: unknown,
  categoryId: unknown,
): Promise<{ wallet: Wallet; category: Category }> => {
  const [walletRead, categoryRead] = await Promise.allSettled([
    findOwnedWallet(wallets, userId, walletId),
    findOwnedCategory(categories, userId, categoryId),
  ]);
  const wallet = settledValue(walletRead);
  const category = settledValue(categoryRead);
  assertWalletOpen(wallet);
  assertCategoryOpen(category);
  return { wallet, category };
};
