import type { QueryClient } from "@tanstack/react-query";

/**
 * What a change of money moves: the ledger, the wallets' balances, the dashboard and the budgets'
 * spending. Every write of a transaction, transfer, or a reassigning delete refreshes them all.
 */
export const invalidateMoney = (queryClient: QueryClient) =>
  Promise.all(
    [["transactions"], ["transfers"], ["wallets"], ["dashboard"], ["budgets"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
