import type { Budget, BudgetMember } from "../../src/api/budgets";
import type { BudgetInvitation } from "../../src/api/invitations";
import type { Answer } from "./fakeApi";

/** Budgets, members, wallets and categories as the API answers them, for the budget and receipt pages. */

export const ME = "0190f0f0-0000-7000-8000-000000000001";
export const FRIEND = "0190f0f0-0000-7000-8000-000000000002";
export const WALLET_ID = "0190f0f0-0000-7000-8000-0000000000b1";
export const YEN_WALLET_ID = "0190f0f0-0000-7000-8000-0000000000b2";
export const FOOD_ID = "0190f0f0-0000-7000-8000-0000000000c1";
export const FUN_ID = "0190f0f0-0000-7000-8000-0000000000c2";
const AT = "2026-03-01T12:00:00.000Z";

/** An access token shaped like the service's JWT (the page reads only its `sub`). */
export const jwtFor = (sub: string): string => {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub, iat: 1, exp: 4_000_000_000 })}.signature`;
};

/** The refresh answer that signs `userId` in. */
export const signedInAs = (userId: string): Answer => ({
  body: {
    code: "TOKEN_REFRESHED",
    message: "Token refreshed",
    accessToken: jwtFor(userId),
    tokenType: "Bearer",
    expiresIn: 3600,
    refreshExpiresIn: 2_592_000,
    user: { id: userId, name: "Ada", email: "ada@example.com", createdAt: AT },
  },
});

export const aMember = (overrides: Partial<BudgetMember> = {}): BudgetMember => ({
  id: "0190f0f0-0000-7000-8000-0000000000d1",
  budgetId: "0190f0f0-0000-7000-8000-0000000000e1",
  userId: FRIEND,
  email: "friend@example.com",
  role: "viewer",
  share: null,
  status: "accepted",
  invitedAt: AT,
  respondedAt: AT,
  ...overrides,
});

export const aBudget = (overrides: Partial<Budget> = {}): Budget => ({
  id: "0190f0f0-0000-7000-8000-0000000000e1",
  name: "Groceries",
  currency: "EUR",
  limit: 400,
  period: "monthly",
  startDate: "2026-01-01",
  endDate: null,
  walletId: WALLET_ID,
  categoryIds: [FOOD_ID],
  ownerId: ME,
  createdAt: AT,
  updatedAt: AT,
  version: 1,
  progress: {
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    spent: 150.5,
    remaining: 249.5,
    percentUsed: 37.63,
    exceeded: false,
  },
  members: [],
  ...overrides,
});

export const budgetsAnswer = (budgets: Budget[]): Answer => ({
  body: {
    code: "BUDGETS_FETCHED",
    message: "Budgets fetched",
    budgets,
    page: { limit: 100, nextCursor: null, hasMore: false },
  },
});

export const budgetAnswer = (budget: Budget, code = "BUDGET_FETCHED", status = 200): Answer => ({
  status,
  body: { code, message: "Budget", budget },
});

export const anInvitation = (overrides: Partial<BudgetInvitation> = {}): BudgetInvitation => ({
  memberId: "0190f0f0-0000-7000-8000-0000000000d9",
  budgetId: "0190f0f0-0000-7000-8000-0000000000e9",
  budgetName: "Holiday",
  owner: { name: "Grace", email: "grace@example.com" },
  role: "editor",
  share: 25,
  invitedAt: AT,
  ...overrides,
});

export const invitationsAnswer = (invitations: BudgetInvitation[]): Answer => ({
  body: { code: "BUDGET_INVITATIONS_FETCHED", message: "Invitations fetched", invitations },
});

export const walletsAnswer: Answer = {
  body: {
    code: "WALLETS_FETCHED",
    message: "Wallets fetched",
    wallets: [
      {
        id: WALLET_ID,
        name: "Checking",
        currency: "EUR",
        balance: 1000,
        initialBalance: 0,
        archived: false,
        createdAt: AT,
      },
      {
        id: YEN_WALLET_ID,
        name: "Tokyo cash",
        currency: "JPY",
        balance: 5000,
        initialBalance: 0,
        archived: false,
        createdAt: AT,
      },
    ],
    page: { limit: 100, nextCursor: null, hasMore: false },
  },
};

export const categoriesAnswer: Answer = {
  body: {
    code: "CATEGORIES_FETCHED",
    message: "Categories fetched",
    categories: [
      { id: FOOD_ID, name: "Food", archived: false, createdAt: AT },
      { id: FUN_ID, name: "Fun", archived: false, createdAt: AT },
    ],
    page: { limit: 100, nextCursor: null, hasMore: false },
  },
};
