import { assertTimeframe, type Budget } from "../../model/budget/Budget";
import { parseBudgetPeriod } from "../../model/budget/BudgetPeriod";
import { assertMayDo, type BudgetRole, rolesAllowedTo } from "../../model/budget/BudgetPermissions";
import type { BudgetChanges, BudgetRepo } from "../../model/budget/BudgetRepo";
import type { BudgetView } from "../../model/budget/BudgetView";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { parseCurrency } from "../../model/money/Currency";
import { assertWalletCurrency, assertWalletOpen } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import type { DomainError } from "../../shared/DomainError";
import { invalidField, noFieldToChange } from "../../shared/domainErrors";
import { parseUuid, type UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";
import { MAX_WRITE_ATTEMPTS, parseExpectedVersion } from "../../shared/versions";
import { budgetConflict } from "../shared/conflict";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { BudgetAllocator } from "./BudgetAllocator";
import { assertBudgetNameFree, parseBudgetDate, parseBudgetLimit, parseOwnedCategoryIds } from "./budgetFields";
import type { CreateBudgetInput } from "./CreateBudget";
import { findBudgetAccess, parseBudgetId } from "./findBudgetAccess";
import { viewBudget } from "./viewBudgets";

/**
 * Every field optional; `endDate: null` removes the end date. At least one field is required.
 * `version`: the budget's version the change was made against (body or `If-Match`); when the
 * stored one differs, CONFLICT with the current budget instead of writing.
 */
export type UpdateBudgetInput = Partial<CreateBudgetInput> & { version?: number | null };

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

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Owner and accepted editors change name, limit, period, dates and categories (`update`).
 * Changing the wallet or the currency is `relink`, the owner's alone (see BudgetPermissions);
 * sending the current wallet or currency again is not a change. When the currency changes the
 * limit must be given too, since the old minor units mean nothing in the new currency.
 * Categories and a new wallet must be the budget owner's, whoever edits.
 *
 * The change is computed and validated against one stored version and written only if the
 * budget is still at that version and the caller still has the right (BudgetRepo.update checks
 * both atomically). Without a client version, a write that lost a race is recomputed on the fresh
 * budget, so two PATCHes of different fields both land; with one, it is a CONFLICT.
 */
export class UpdateBudget {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, budgetId: string, patch: UpdateBudgetInput): Promise<BudgetView> {
    const expected = parseExpectedVersion(patch.version);
    for (let attempt = 1; ; attempt++) {
      const { budget: current, role } = await findBudgetAccess(this.budgets, userId, parseBudgetId(budgetId));
      assertMayDo(role, "update");
      if (!UPDATABLE.some((field) => patch[field] !== undefined)) throw noFieldToChange();
      if (expected !== undefined && current.version !== expected) throw await this.conflict(current);
      const { changes, relinks } = await this.changesTo(current, role, patch);
      const result = await this.budgets.update({
        id: current.id,
        changes,
        expectedVersion: current.version,
        actor: { userId, roles: rolesAllowedTo(relinks ? "relink" : "update") },
      });
      if (result.ok) return viewBudget(result.value, this.budgets, this.allocator);
      if (expected !== undefined || attempt >= MAX_WRITE_ATTEMPTS) throw await this.conflict(result.current);
    }
  }

  /** The fields the patch sets, validated against `current`; `relinks` when wallet or currency changes. */
  private async changesTo(
    current: Budget,
    role: BudgetRole,
    patch: UpdateBudgetInput,
  ): Promise<{ changes: BudgetChanges; relinks: boolean }> {
    const changes: Mutable<BudgetChanges> = { updatedAt: this.clock.now() };
    const name = patch.name === undefined ? current.name : parseName(patch.name);
    const currency = patch.currency === undefined ? current.currency : parseCurrency(patch.currency);
    if (patch.period !== undefined) changes.period = parseBudgetPeriod(patch.period);
    if (patch.startDate !== undefined) changes.startDate = parseBudgetDate(patch.startDate, "startDate");
    if (patch.endDate !== undefined) {
      changes.endDate = patch.endDate === null ? null : parseBudgetDate(patch.endDate, "endDate");
    }
    assertTimeframe(
      changes.startDate ?? current.startDate,
      changes.endDate === undefined ? current.endDate : changes.endDate,
    );

    const walletChanges =
      patch.walletId !== undefined && (parseUuid(patch.walletId) ?? patch.walletId) !== current.walletId;
    const currencyChanges = currency !== current.currency;
    const relinks = walletChanges || currencyChanges;
    if (relinks) assertMayDo(role, "relink");
    if (currencyChanges && patch.limit === undefined) {
      throw invalidField("limit", "limit is required when the currency changes");
    }
    if (patch.limit !== undefined) changes.limitMinor = parseBudgetLimit(patch.limit, currency).minor;
    if (relinks) {
      const wallet = await findOwnedWallet(
        this.wallets,
        current.ownerId,
        walletChanges ? patch.walletId : current.walletId,
      );
      assertWalletCurrency(wallet, currency);
      if (walletChanges) assertWalletOpen(wallet);
      changes.walletId = wallet.id;
      changes.currency = currency;
    }
    if (patch.categoryIds !== undefined) {
      changes.categoryIds = await parseOwnedCategoryIds(
        this.categories,
        current.ownerId,
        patch.categoryIds,
        current.categoryIds,
      );
    }
    if (patch.name !== undefined) {
      if (name.toLowerCase() !== current.name.toLowerCase()) {
        await assertBudgetNameFree(this.budgets, current.ownerId, name, current.id);
      }
      changes.name = name;
    }
    return { changes, relinks };
  }

  private async conflict(current: Budget): Promise<DomainError> {
    return budgetConflict(await viewBudget(current, this.budgets, this.allocator));
  }
}
