import type { components } from "@finance/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateMoney } from "./invalidate";
import { collectPages, OWNED_PAGE_SIZE } from "./pages";
import { unwrap } from "./result";

export type Wallet = components["schemas"]["Wallet"];

export const walletKeys = {
  all: ["wallets"] as const,
  /** Every wallet, archived ones included (names of old transactions, the wallets page). */
  list: () => ["wallets", "list"] as const,
};

export const useWallets = () => {
  const api = useApi();
  return useQuery({
    queryKey: walletKeys.list(),
    queryFn: () =>
      collectPages(async (cursor) => {
        const data = await unwrap(
          api.GET("/api/v1/wallet", {
            params: { query: { limit: OWNED_PAGE_SIZE, archived: "true", ...(cursor && { cursor }) } },
          }),
        );
        return { items: data.wallets, nextCursor: data.page.nextCursor };
      }),
  });
};

/** Wallets that may take new transactions. */
export const openWallets = (wallets: readonly Wallet[] | undefined): Wallet[] =>
  (wallets ?? []).filter((wallet) => !wallet.archived);

export const useCreateWallet = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: components["schemas"]["CreateWallet"]) => unwrap(api.POST("/api/v1/wallet", { body })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};

export const useUpdateWallet = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: components["schemas"]["UpdateWallet"] & { id: string }) =>
      unwrap(api.PATCH("/api/v1/wallet/{id}", { params: { path: { id } }, body })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};

/** Deletes a wallet; `reassignTo` moves what still uses it (transactions, budgets, transfers) first. */
export const useDeleteWallet = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: string; reassignTo?: string }) =>
      unwrap(
        api.DELETE("/api/v1/wallet/{id}", {
          params: { path: { id }, query: reassignTo ? { reassignTo } : {} },
        }),
      ),
    onSuccess: () => invalidateMoney(queryClient),
  });
};
