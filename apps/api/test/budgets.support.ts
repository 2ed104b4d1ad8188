import { expect } from "vitest";
import {
  aBudget,
  aCategory,
  aTransaction,
  aWallet,
  type LoggedInUser,
  registerAndLogin,
  type TestApp,
} from "./support";

/** Today for every budget suite: the clock stands at 15 March 2026, noon UTC (a Sunday). */
export const NOW = "2026-03-15T12:00:00.000Z";

let names = 0;
/** Budget names unique per run, so suites sharing a database never collide. */
export const uniqueName = (prefix = "Budget") => `${prefix} ${Date.now().toString(36)}-${++names}`;

/** A logged-in user with one USD wallet (100.00) and one category. */
export interface Account extends LoggedInUser {
  walletId: string;
  categoryId: string;
}

export const anAccount = async (t: TestApp, wallet: Record<string, unknown> = {}): Promise<Account> => {
  const user = await registerAndLogin(t);
  const w = await user.api.post("/wallet", aWallet(wallet));
  const c = await user.api.post("/categories", aCategory());
  expect([w.status, c.status]).toEqual([201, 201]);
  return { ...user, walletId: w.body.wallet.id, categoryId: c.body.category.id };
};

/** A valid create-budget body over the account's wallet and category: 200.00 USD monthly from 1 March 2026. */
export const aBudgetBody = (
  account: Pick<Account, "walletId" | "categoryId">,
  overrides: Record<string, unknown> = {},
) => aBudget(account, { name: uniqueName(), ...overrides });

// biome-ignore lint/suspicious/noExplicitAny: budget JSON as the API answers it.
export type BudgetJson = any;

export const createBudget = async (owner: Account, overrides: Record<string, unknown> = {}): Promise<BudgetJson> => {
  const response = await owner.api.post("/budgets", aBudgetBody(owner, overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.budget;
};

/** Invites `user` with the role; lets the user answer when told to. Answers the membership JSON. */
export const invite = async (
  owner: Account,
  budgetId: string,
  user: LoggedInUser,
  role: "viewer" | "editor",
  answer?: "accepted" | "rejected",
) => {
  const shared = await owner.api.post(`/budgets/${budgetId}/share`, { email: user.credentials.email, role });
  expect(shared.status, JSON.stringify(shared.body)).toBe(201);
  if (!answer) return shared.body.member;
  const answered = await user.api.patch(`/budgets/${budgetId}/members/${shared.body.member.id}`, { status: answer });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return answered.body.member;
};

export const STANDINGS = ["owner", "editor", "viewer", "pending", "rejected", "outsider"] as const;
export type Standing = (typeof STANDINGS)[number];

/** The users of the permission table, registered once per suite and reused on fresh budgets. */
export interface Cast {
  owner: Account;
  editor: LoggedInUser;
  viewer: LoggedInUser;
  pending: LoggedInUser;
  rejected: LoggedInUser;
  outsider: LoggedInUser;
  /** An accepted viewer whose membership "remove others" targets. */
  target: LoggedInUser;
  /** A user nobody has invited yet, for "share". */
  newcomer: () => Promise<LoggedInUser>;
  /** A second USD wallet of the owner, for relinking. */
  otherWalletId: string;
}

export const aCast = async (t: TestApp): Promise<Cast> => {
  const owner = await anAccount(t);
  const [editor, viewer, pending, rejected, outsider, target] = (await Promise.all(
    Array.from({ length: 6 }, () => registerAndLogin(t)),
  )) as [LoggedInUser, LoggedInUser, LoggedInUser, LoggedInUser, LoggedInUser, LoggedInUser];
  const other = await owner.api.post("/wallet", aWallet({ name: "Savings" }));
  return {
    owner,
    editor,
    viewer,
    pending,
    rejected,
    outsider,
    target,
    newcomer: () => registerAndLogin(t),
    otherWalletId: other.body.wallet.id,
  };
};

/** A fresh budget of the cast's owner with every standing in place; answers the budget and memberships. */
export const aSharedBudget = async (cast: Cast) => {
  const budget = await createBudget(cast.owner);
  const members = {
    editor: await invite(cast.owner, budget.id, cast.editor, "editor", "accepted"),
    viewer: await invite(cast.owner, budget.id, cast.viewer, "viewer", "accepted"),
    pending: await invite(cast.owner, budget.id, cast.pending, "editor"),
    rejected: await invite(cast.owner, budget.id, cast.rejected, "editor", "rejected"),
    target: await invite(cast.owner, budget.id, cast.target, "viewer", "accepted"),
  };
  return { budget, members };
};

export const expense = (account: Pick<Account, "walletId" | "categoryId">, overrides: Record<string, unknown> = {}) =>
  aTransaction(
    { walletId: account.walletId, categoryId: account.categoryId },
    { date: "2026-03-10T09:00:00.000Z", ...overrides },
  );
