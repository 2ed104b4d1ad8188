import { assertTimeframe, budgetOf } from "../../model/budget/Budget";
import { parseBudgetPeriod } from "../../model/budget/BudgetPeriod";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { BudgetView } from "../../model/budget/BudgetView";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { parseCurrency } from "../../model/money/Currency";
import { assertWalletOpen } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { toCalendarDate } from "../../shared/dates";
import type { IdGenerator, UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { BudgetAllocator } from "./BudgetAllocator";
import { assertBudgetNameFree, parseBudgetDate, parseBudgetLimit, parseOwnedCategoryIds } from "./budgetFields";
import { viewBudget } from "./viewBudgets";

export interface CreateBudgetInput {
  name: string;
  currency: string;
  /** Major units of `currency`, > 0. */
  limit: number;
  period: string;
  /** Default: today (UTC). */
  startDate?: string | null;
  endDate?: string | null;
  walletId: string;
  categoryIds: readonly string[];
}

/** The caller creates a budget and becomes its owner. */
export class CreateBudget {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: CreateBudgetInput): Promise<BudgetView> {
    const name = parseName(input.name);
    const currency = parseCurrency(input.currency);
    const period = parseBudgetPeriod(input.period);
    const limit = parseBudgetLimit(input.limit, currency);
    const now = this.clock.now();
    const startDate =
      input.startDate === undefined || input.startDate === null
        ? toCalendarDate(now)
        : parseBudgetDate(input.startDate, "startDate");
    const endDate =
      input.endDate === undefined || input.endDate === null ? null : parseBudgetDate(input.endDate, "endDate");
    assertTimeframe(startDate, endDate);
    const wallet = await findOwnedWallet(this.wallets, userId, input.walletId);
    assertWalletOpen(wallet);
    const categoryIds = await parseOwnedCategoryIds(this.categories, userId, input.categoryIds);
    const budget = budgetOf({
      id: this.ids.next(),
      ownerId: userId,
      name,
      limit,
      period,
      startDate,
      endDate,
      wallet,
      categoryIds,
      updatedAt: now,
    });
    await assertBudgetNameFree(this.budgets, userId, name);
    await this.budgets.create(budget);
    return viewBudget(budget, this.budgets, this.allocator);
  }
}
