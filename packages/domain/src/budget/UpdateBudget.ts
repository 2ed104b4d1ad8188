import type { CategoryRepo } from "../category/CategoryRepo";
import { parseCurrency } from "../money/Currency";
import type { Clock } from "../shared/Clock";
import { DomainError, invalidField } from "../shared/DomainError";
import { parseUuid } from "../shared/Id";
import { parseName } from "../shared/text";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { WalletRepo } from "../wallet/WalletRepo";
import type { Budget } from "./Budget";
import type { BudgetAllocator } from "./BudgetAllocator";
import { parseBudgetPeriod } from "./BudgetPeriod";
import { assertMayDo } from "./BudgetPermissions";
import type { BudgetRepo } from "./BudgetRepo";
import { type BudgetView, viewBudget } from "./BudgetView";
import {
  assertBudgetNameFree,
  assertTimeframe,
  parseBudgetDate,
  parseBudgetLimit,
  parseOwnedCategoryIds,
} from "./budgetFields";
import type { CreateBudgetInput } from "./CreateBudget";
import { findBudgetAccess } from "./findBudgetAccess";

/** Every field optional; `endDate: null` removes the end date. At least one field is required. */
export type UpdateBudgetInput = Partial<CreateBudgetInput>;

const UPDATABLE = [
  "name",
  "currency",
  "limit",
  "period",
  "startDate",
  "endDate",
  "walletId",
  "categoryIds",
] as const satisfies readonly (keyof UpdateBudgetInput)[];

/**
 * Owner and accepted editors change name, limit, period, dates and categories (`update`).
 * Changing the wallet or the currency is `relink`, the owner's alone (see BudgetPermissions);
 * sending the current wallet or currency again is not a change. When the currency changes the
 * limit must be given too, since the old minor units mean nothing in the new currency.
 * Categories and a new wallet must be the budget owner's, whoever edits.
 */
export class UpdateBudget {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, budgetId: string, patch: UpdateBudgetInput): Promise<BudgetView> {
    const { budget: current, role } = await findBudgetAccess(this.budgets, userId, budgetId);
    assertMayDo(role, "update");
    if (!UPDATABLE.some((field) => patch[field] !== undefined)) {
      throw new DomainError("VALIDATION_ERROR", "At least one field is required", [
        { path: "", message: "At least one field is required" },
      ]);
    }
    const name = patch.name === undefined ? current.name : parseName(patch.name);
    const currency = patch.currency === undefined ? current.currency : parseCurrency(patch.currency);
    const period = patch.period === undefined ? current.period : parseBudgetPeriod(patch.period);
    const startDate = patch.startDate === undefined ? current.startDate : parseBudgetDate(patch.startDate, "startDate");
    const endDate =
      patch.endDate === undefined
        ? current.endDate
        : patch.endDate === null
          ? null
          : parseBudgetDate(patch.endDate, "endDate");
    assertTimeframe(startDate, endDate);

    const walletChanges =
      patch.walletId !== undefined && (parseUuid(patch.walletId) ?? patch.walletId) !== current.walletId;
    const currencyChanges = currency !== current.currency;
    if (walletChanges || currencyChanges) assertMayDo(role, "relink");
    if (currencyChanges && patch.limit === undefined) {
      throw invalidField("limit", "limit is required when the currency changes");
    }
    const limitMinor = patch.limit === undefined ? current.limitMinor : parseBudgetLimit(patch.limit, currency);
    const wallet =
      walletChanges || currencyChanges
        ? await findOwnedWallet(this.wallets, current.ownerId, walletChanges ? patch.walletId : current.walletId)
        : null;
    const categoryIds =
      patch.categoryIds === undefined
        ? current.categoryIds
        : await parseOwnedCategoryIds(this.categories, current.ownerId, patch.categoryIds);
    if (wallet !== null && wallet.currency !== currency) {
      throw new DomainError(
        "CURRENCY_MISMATCH",
        `Budget currency ${currency} differs from wallet currency ${wallet.currency}`,
      );
    }
    if (name.toLowerCase() !== current.name.toLowerCase()) {
      await assertBudgetNameFree(this.budgets, current.ownerId, name, current.id);
    }
    const next: Budget = {
      ...current,
      name,
      currency,
      limitMinor,
      period,
      startDate,
      endDate,
      walletId: wallet?.id ?? current.walletId,
      categoryIds,
      updatedAt: this.clock.now(),
    };
    await this.budgets.update(next);
    return viewBudget(next, this.budgets, this.allocator);
  }
}
