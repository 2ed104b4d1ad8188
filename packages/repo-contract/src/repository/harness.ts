import {
  type ErrorCode,
  isDomainError,
  type Repositories,
  type Transaction,
  type TransactionListQuery,
  type WalletId,
} from "@finance/domain";
import { expect } from "vitest";
import { type aWallet, givenLedgerIn } from "../mothers";

/** One open store. Tests share it: each test creates its own users, so no test sees another's rows. */
export interface RepositoryHarness {
  readonly repositories: Repositories;
  /**
   * A second, independent handle on the same store, like a second API process on one database
   * (a second pool, a second SQLite connection). Omitted when the store cannot be shared.
   */
  readonly openPeer?: () => Promise<{ readonly repositories: Repositories; close(): Promise<void> }>;
  /**
   * Makes every later deletion of that wallet or category fail at its last statement (a trigger
   * on SQL stores), after every check passed: how a test shows the deletion is all or nothing.
   */
  readonly refuseDeletion?: (table: "wallets" | "categories", id: string) => Promise<void>;
  close(): Promise<void>;
}

export type MakeAdapters = () => Promise<RepositoryHarness>;

/** What every part of the repository contract is given: the open store and the givens built on it. */
export interface ContractContext {
  /** The store's repositories; call inside a test (the store opens before the first one). */
  readonly repos: () => Repositories;
  /** The open store itself, for the tests that need a second handle on it. */
  readonly store: () => RepositoryHarness;
  /** A user with one wallet and one category. */
  readonly givenLedger: (walletOverrides?: Parameters<typeof aWallet>[1]) => ReturnType<typeof givenLedgerIn>;
  readonly balanceOf: (walletId: WalletId) => Promise<number | undefined>;
  readonly listAll: (query: Omit<TransactionListQuery, "limit">) => Promise<Transaction[]>;
}

export const contractContext = (store: () => RepositoryHarness): ContractContext => {
  const repos = (): Repositories => store().repositories;
  return {
    repos,
    store,
    givenLedger: (walletOverrides = {}) => givenLedgerIn(repos(), walletOverrides),
    balanceOf: async (walletId) => (await repos().wallets.findById(walletId))?.balanceMinor,
    listAll: async (query) => (await repos().transactions.list({ limit: 100, ...query })).items,
  };
};

export const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** Newest first: date desc, then id desc (ids are lower-case UUID v7, so string order is byte order). */
export const newestFirst = (a: Transaction, b: Transaction): number =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export const expectCode = async (promise: Promise<unknown>, code: ErrorCode): Promise<void> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a DomainError ${code}`).not.toBeNull();
  expect(isDomainError(error) ? error.code : error).toBe(code);
};

export const settle = async (promises: readonly Promise<unknown>[]) => {
  const results = await Promise.allSettled(promises);
  return {
    fulfilled: results.filter((r) => r.status === "fulfilled").length,
    reasons: results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : [])),
  };
};

export const codeOf = (reason: unknown): unknown => (isDomainError(reason) ? reason.code : reason);
