import type { CreateTransactionInput, CreateWalletInput, RegisterUserInput } from "../../src";

/** Request-shaped inputs, valid by default; each test overrides only what it is about. */
export const registration = (n = 1, overrides: Partial<RegisterUserInput> = {}): RegisterUserInput => ({
  name: `User ${n}`,
  email: `user${n}@example.com`,
  password: "correct horse battery",
  ...overrides,
});

export const walletInput = (overrides: Partial<CreateWalletInput> = {}): CreateWalletInput => ({
  name: "Everyday",
  currency: "USD",
  balance: 100,
  ...overrides,
});

export interface TransactionRefs {
  readonly walletId: string;
  readonly categoryId: string;
}

export const expenseInput = (
  refs: TransactionRefs,
  overrides: Partial<CreateTransactionInput> = {},
): CreateTransactionInput => ({
  amount: 12.5,
  description: "Groceries",
  date: "2026-03-14T09:30:00Z",
  currency: "USD",
  type: "expense",
  walletId: refs.walletId,
  categoryId: refs.categoryId,
  ...overrides,
});

export const incomeInput = (
  refs: TransactionRefs,
  overrides: Partial<CreateTransactionInput> = {},
): CreateTransactionInput => expenseInput(refs, { amount: 1000, description: "Salary", type: "income", ...overrides });
