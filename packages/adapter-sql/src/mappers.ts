import type {
  Budget,
  BudgetMember,
  Category,
  Currency,
  Tag,
  Transaction,
  Transfer,
  User,
  Wallet,
} from "@finance/domain";

/**
 * Rows to domain records. Both stores read the same TypeScript shapes (ids and days as text,
 * instants as Date, money as number); only the currency text is narrowed here.
 */
export const toUser = (row: Omit<User, "tokensValidAfter"> & { tokensValidAfter?: Date | null }): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  passwordHash: row.passwordHash,
  createdAt: row.createdAt,
  ...(row.tokensValidAfter && { tokensValidAfter: row.tokensValidAfter }),
});

export const toWallet = (row: Omit<Wallet, "currency"> & { currency: string }): Wallet => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  currency: row.currency as Currency,
  initialBalanceMinor: row.initialBalanceMinor,
  balanceMinor: row.balanceMinor,
  createdAt: row.createdAt,
});

export const toCategory = (row: Category): Category => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  createdAt: row.createdAt,
});

export const toTag = (row: Tag): Tag => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  createdAt: row.createdAt,
});

export type TransactionRow = Omit<Transaction, "currency" | "tagIds"> & { currency: string };

/** `tagIds`: the row's tag links, read by `tagIdsOf` (the links live in their own table). */
export const toTransaction = (row: TransactionRow, tagIds: readonly string[]): Transaction => ({
  id: row.id,
  userId: row.userId,
  walletId: row.walletId,
  categoryId: row.categoryId,
  transferId: row.transferId,
  type: row.type,
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  description: row.description,
  date: row.date,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
  tagIds,
});

export type TransferRow = Omit<Transfer, "currency" | "toCurrency"> & { currency: string; toCurrency: string };

export const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  userId: row.userId,
  fromWalletId: row.fromWalletId,
  toWalletId: row.toWalletId,
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  toAmountMinor: row.toAmountMinor,
  toCurrency: row.toCurrency as Currency,
  description: row.description,
  date: row.date,
  outgoingTransactionId: row.outgoingTransactionId,
  incomingTransactionId: row.incomingTransactionId,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

export type BudgetRow = Omit<Budget, "currency" | "categoryIds"> & { currency: string };

export const toBudget = (row: BudgetRow, categoryIds: readonly string[]): Budget => ({
  id: row.id,
  ownerId: row.ownerId,
  name: row.name,
  currency: row.currency as Currency,
  limitMinor: row.limitMinor,
  period: row.period,
  startDate: row.startDate,
  endDate: row.endDate,
  walletId: row.walletId,
  categoryIds,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

export const toMember = (row: BudgetMember): BudgetMember => ({
  id: row.id,
  budgetId: row.budgetId,
  userId: row.userId,
  email: row.email,
  role: row.role,
  share: row.share,
  status: row.status,
  invitedAt: row.invitedAt,
  respondedAt: row.respondedAt,
});
