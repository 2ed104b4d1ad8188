import type { components } from "@finance/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateMoney } from "./invalidate";
import { unwrap } from "./result";

export type Transfer = components["schemas"]["Transfer"];

export const transferKeys = {
  all: ["transfers"] as const,
  one: (id: string) => ["transfers", "one", id] as const,
};

/** One transfer (its legs in the ledger carry only its id). */
export const useTransfer = (id: string | undefined) => {
  const api = useApi();
  return useQuery({
    queryKey: transferKeys.one(id ?? ""),
    enabled: id !== undefined,
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/transfers/{id}", { params: { path: { id: id ?? "" } } }))).transfer,
  });
};

export const useCreateTransfer = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: components["schemas"]["CreateTransfer"]) => unwrap(api.POST("/api/v1/transfers", { body })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};

export const useUpdateTransfer = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: components["schemas"]["UpdateTransfer"] & { id: string }) =>
      unwrap(api.PATCH("/api/v1/transfers/{id}", { params: { path: { id } }, body })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};

/** Deletes the transfer with both its legs, giving both balances back. */
export const useDeleteTransfer = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/api/v1/transfers/{id}", { params: { path: { id } } })),
    onSuccess: () => invalidateMoney(queryClient),
  });
};
