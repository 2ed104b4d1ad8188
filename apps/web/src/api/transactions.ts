import type { components } from "@finance/client";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { dayStartInstant } from "../format/date";
import { useApi } from "../session/SessionProvider";
import { invalidateMoney } from "./invalidate";
import { unwrap } from "./result";

export type Transaction = components["schemas"]["Transaction"];
export type CreateTransactionBody = components["schemas"]["CreateTransaction"];
export type UpdateTransactionBody = components["schemas"]["UpdateTransaction"];

/** The list's filters as the page keeps them in the URL: days are the date inputs' `YYYY-MM-DD`. */
export interface TransactionFilters {
  readonly q?: string;
  readonly walletId?: string;
  readonly categoryId?: string;
  readonly from?: string;
  readonly to?: string;
}

export const TRANSACTION_PAGE_SIZE = 50;

export const transactionKeys = {
  all: ["transactions"] as const,
  list: (filters: TransactionFilters) => ["transactions", "list", filters] as const,
};

const nextDay = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  const next = new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-${String(next.getDate()).padStart(2, "0")}`;
};

/**
 * The query of one page: `from` is the start of the first day in the browser's zone, `to` the
 * start of the day after the last (the API reads a date-time `to` as exclusive).
 */
export const listQuery = (filters: TransactionFilters, cursor: string | undefined) => ({
  limit: TRANSACTION_PAGE_SIZE,
  ...(cursor && { cursor }),
  ...(filters.q && { q: filters.q }),
  ...(filters.walletId && { walletId: filters.walletId }),
  ...(filters.categoryId && { categoryId: filters.categoryId }),
  ...(filters.from && { from: dayStartInstant(filters.from) }),
  ...(filters.to && { to: dayStartInstant(nextDay(filters.to)) }),
});

/** The ledger, newest first, one keyset page at a time (`page.nextCursor`). */
export const useTransactionPages = (filters: TransactionFilters) => {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: transactionKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET("/api/v1/transaction", { params: { query: listQuery(filters, pageParam) } })),
    getNextPageParam: (last) => last.page.nextCursor ?? undefined,
  });
};

export const useCreateTransaction = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTransactionBody) => unwrap(api.POST("/api/v1/transaction", { body })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};

export const useUpdateTransaction = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTransactionBody & { id: string }) =>
      unwrap(api.PATCH("/api/v1/transaction/{id}", { params: { path: { id } }, body })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};

export const useDeleteTransaction = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/api/v1/transaction/{id}", { params: { path: { id } } })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};
