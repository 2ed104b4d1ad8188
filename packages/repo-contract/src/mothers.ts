import { randomBytes } from "node:crypto";
import {
  type Budget,
  type BudgetId,
  type BudgetMember,
  type BudgetSpendingQuery,
  type BudgetUpdate,
  type Category,
  type CategoryId,
  type Currency,
  createUuidV7Generator,
  type Id,
  type Recurrence,
  type RecurrenceId,
  type Repositories,
  type Tag,
  type Transaction,
  type TransactionRepo,
  type TransactionUpdate,
  type Transfer,
  type User,
  type UserId,
  type Wallet,
  type WalletId,
} from "@finance/domain";

/**
 * Object Mothers: one valid entity per call, unique where the store demands it (ids, e-mails,
 * names), with every field overridable. Tests state only what matters to them.
 */

const ids = createUuidV7Generator((length) => new Uint8Array(randomBytes(length)));
let sequence = 0;

/**
 * A fresh UUID v7 (time ordered, lower case, as the service generates them). The kind is inferred
 * from where the id goes or named (`newId<WalletId>()`); with neither, the id fits any kind (an
 * unknown id a test passes to several ports).
 */
export const newId = <T extends Id<string> = Id<never>>(): T => ids.next<T>();

/** A short token unique within the test run, for names and e-mails. */
export const unique = (): string => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const USD = "USD" as Currency;
export const JPY = "JPY" as Currency;

/** A fixed instant with milliseconds, so round trips prove millisecond precision. */
export const T0 = new Date("2026-03-14T15:09:26.535Z");

/** `T0` moved by whole minutes, for ordered test data. */
export const minutesAfter = (minutes: number, base: Date = T0): Date => new Date(base.getTime() + minutes * 60_000);

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: newId(),
  name: "Ada Lovelace",
  email: `ada.${unique()}@example.com`,
  passwordHash: "$2b$10$abcdefghijklmnopqrstuuNZB8mF5y2Kc4o4x2bQfE1Jm2n3T4u5W",
  createdAt: T0,
  ...overrides,
});

export const aWallet = (userId: UserId, overrides: Partial<Wallet> = {}): Wallet => {
  const initial = overrides.initialBalanceMinor ?? 10_000;
  return {
    id: newId(),
    userId,
    name: `Wallet ${unique()}`,
    currency: USD,
    initialBalanceMinor: initial,
    balanceMinor: initial,
    archived: false,
    createdAt: T0,
    ...overrides,
  };
};

export const aTag = (userId: UserId, overrides: Partial<Tag> = {}): Tag => ({
  id: newId(),
  userId,
  name: `Tag ${unique()}`,
  createdAt: T0,
  ...overrides,
});

export const aCategory = (userId: UserId, overrides: Partial<Category> = {}): Category => ({
  id: newId(),
  userId,
  name: `Category ${unique()}`,
  archived: false,
  createdAt: T0,
  ...overrides,
});

/** Where a transaction belongs: its owner, wallet and category. */
export interface Ledger {
  readonly userId: UserId;
  readonly walletId: WalletId;
  readonly categoryId: CategoryId;
  readonly currency?: Currency;
}

/** An expense of 12.34 by default; pass `amountMinor` with the sign the type demands. */
export const aTransaction = (ledger: Ledger, overrides: Partial<Transaction> = {}): Transaction => ({
  id: newId(),
  userId: ledger.userId,
  walletId: ledger.walletId,
  categoryId: ledger.categoryId,
  transferId: null,
  type: "expense",
  amountMinor: -1234,
  currency: ledger.currency ?? USD,
  description: "Groceries",
  date: T0,
  createdAt: T0,
  updatedAt: T0,
  version: 1,
  tagIds: [],
  ...overrides,
});

export const anIncome = (ledger: Ledger, amountMinor: number, overrides: Partial<Transaction> = {}): Transaction =>
  aTransaction(ledger, { type: "income", amountMinor: Math.abs(amountMinor), ...overrides });

export const anExpense = (ledger: Ledger, amountMinor: number, overrides: Partial<Transaction> = {}): Transaction =>
  aTransaction(ledger, { type: "expense", amountMinor: -Math.abs(amountMinor), ...overrides });

/** 10.00 from one wallet to another of the same user, in the wallets' currencies (override both amounts across two). */
export const aTransfer = (
  userId: UserId,
  from: Pick<Wallet, "id" | "currency">,
  to: Pick<Wallet, "id" | "currency">,
  overrides: Partial<Transfer> = {},
): Transfer => ({
  id: newId(),
  userId,
  fromWalletId: from.id,
  toWalletId: to.id,
  amountMinor: 1000,
  currency: from.currency,
  toAmountMinor: 1000,
  toCurrency: to.currency,
  description: "To savings",
  date: T0,
  outgoingTransactionId: newId(),
  incomingTransactionId: newId(),
  createdAt: T0,
  updatedAt: T0,
  version: 1,
  ...overrides,
});

export const aBudget = (
  owner: { userId: UserId; walletId: WalletId; categoryIds: readonly CategoryId[] },
  overrides: Partial<Budget> = {},
): Budget => ({
  id: newId(),
  ownerId: owner.userId,
  name: `Budget ${unique()}`,
  currency: USD,
  limitMinor: 50_000,
  period: "monthly",
  startDate: "2026-03-01",
  endDate: null,
  walletId: owner.walletId,
  categoryIds: [...owner.categoryIds],
  createdAt: T0,
  updatedAt: T0,
  version: 1,
  ...overrides,
});

export const aMember = (
  budgetId: BudgetId,
  user: Pick<User, "id" | "email">,
  overrides: Partial<BudgetMember> = {},
): BudgetMember => ({
  id: newId(),
  budgetId,
  userId: user.id,
  email: user.email,
  role: "viewer",
  share: null,
  status: "pending",
  invitedAt: T0,
  respondedAt: null,
  ...overrides,
});

/** An unconditional update writing every changeable field of `next` (what the tests of plain updates need). */
export const rewriteTo = (next: Transaction): TransactionUpdate => ({
  id: next.id,
  changes: {
    walletId: next.walletId,
    categoryId: next.categoryId,
    type: next.type,
    amountMinor: next.amountMinor,
    currency: next.currency,
    description: next.description,
    date: next.date,
    updatedAt: next.updatedAt,
  },
});

/** An unconditional budget update writing every changeable field of `next`. */
export const rewriteBudgetTo = (next: Budget): BudgetUpdate => ({
  id: next.id,
  changes: {
    name: next.name,
    currency: next.currency,
    limitMinor: next.limitMinor,
    period: next.period,
    startDate: next.startDate,
    endDate: next.endDate,
    walletId: next.walletId,
    categoryIds: next.categoryIds,
    updatedAt: next.updatedAt,
  },
});

/** One window's spending through the batch port query (what a budget's progress reads). */
export const expensesOf = async (
  transactions: Pick<TransactionRepo, "spendingOf">,
  window: Omit<BudgetSpendingQuery, "budgetId">,
): Promise<number | undefined> => (await transactions.spendingOf([{ budgetId: newId(), ...window }]))[0]?.spentMinor;

/** A user with one wallet and one category, stored: what a transaction needs. */
export const givenLedgerIn = async (repositories: Repositories, walletOverrides: Partial<Wallet> = {}) => {
  const user = aUser();
  await repositories.users.create(user);
  const wallet = aWallet(user.id, walletOverrides);
  await repositories.wallets.create(wallet);
  const category = aCategory(user.id);
  await repositories.categories.create(category);
  const ledger: Ledger = { userId: user.id, walletId: wallet.id, categoryId: category.id, currency: wallet.currency };
  return { user, wallet, category, ledger };
};

/** A daily recurrence of the ledger: an expense of 12.50 in its wallet and category, next due at T0. */
export const aRecurrence = (
  ledger: {
    userId: UserId;
    walletId: Recurrence["walletId"];
    categoryId: Recurrence["categoryId"];
    currency?: Recurrence["currency"];
  },
  overrides: Partial<Recurrence> = {},
): Recurrence => ({
  id: newId<RecurrenceId>(),
  userId: ledger.userId,
  walletId: ledger.walletId,
  categoryId: ledger.categoryId,
  type: "expense",
  amountMinor: 1250,
  currency: ledger.currency as Recurrence["currency"],
  description: "Gym",
  tagIds: [],
  rrule: "FREQ=DAILY;COUNT=5",
  start: T0,
  timezone: "UTC",
  nextAt: T0,
  active: true,
  createdAt: T0,
  updatedAt: T0,
  ...overrides,
});
