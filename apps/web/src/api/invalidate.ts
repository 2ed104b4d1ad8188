import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** Marks every query under each of these keys stale (refetching the ones on screen), together. */
export const invalidateKeys = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * What a change of money moves: the ledger, the wallets' balances, the dashboard and the budgets'
 * spending. Every write of a transaction, transfer, or a reassigning delete refreshes them all.
 */
export const invalidateMoney = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [["transactions"], ["transfers"], ["wallets"], ["dashboard"], ["budgets"]]);
