/**
 * Object Mothers: valid request bodies with sensible defaults; override only what a test is about.
 * E-mails and category names are unique per call, so tests never collide in a shared database.
 */
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface UserBody {
  name: string;
  email: string;
  password: string;
}

export const aUser = (overrides: Partial<UserBody> = {}): UserBody => ({
  name: "Ada Lovelace",
  email: `ada.${unique()}@example.com`,
  password: "correct horse battery",
  ...overrides,
});

export const aWallet = (overrides: Record<string, unknown> = {}) => ({
  name: "Checking",
  currency: "USD",
  balance: 100,
  ...overrides,
});

/** A second wallet's body (unique name), e.g. the target of a transfer. */
export const aSavingsWallet = (overrides: Record<string, unknown> = {}) =>
  aWallet({ name: `Savings ${unique()}`, ...overrides });

/** 5.00 from one of the caller's wallets to another of the same currency. */
export const aTransfer = (
  wallets: { fromWalletId: string; toWalletId: string },
  overrides: Record<string, unknown> = {},
) => ({
  ...wallets,
  amount: 5,
  date: "2026-03-01T12:00:00Z",
  description: "To savings",
  ...overrides,
});

export const aCategory = (overrides: Record<string, unknown> = {}) => ({
  name: `Groceries ${unique()}`,
  ...overrides,
});

export const aTransaction = (
  refs: { walletId: string; categoryId: string },
  overrides: Record<string, unknown> = {},
) => ({
  amount: 12.5,
  description: "Lunch",
  date: "2026-03-01T12:00:00.000Z",
  currency: "USD",
  type: "expense",
  ...refs,
  ...overrides,
});

/** A create-budget body over a wallet and a category: 200.00 USD monthly from 1 March 2026. */
export const aBudget = (refs: { walletId: string; categoryId: string }, overrides: Record<string, unknown> = {}) => ({
  name: `Budget ${unique()}`,
  currency: "USD",
  limit: 200,
  period: "monthly",
  startDate: "2026-03-01",
  walletId: refs.walletId,
  categoryIds: [refs.categoryId],
  ...overrides,
});

/** A syntactically valid UUID v7 that no row has. */
export const anUnknownId = () => "01900000-0000-7000-8000-000000000000";
