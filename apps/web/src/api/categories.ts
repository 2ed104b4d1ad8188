import type { components } from "@finance/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateKeys, invalidateMoney } from "./invalidate";
import { collectPages, OWNED_PAGE_SIZE } from "./pages";
import { unwrap } from "./result";

export type Category = components["schemas"]["Category"];

export const categoryKeys = {
  all: ["categories"] as const,
  /** Every category, archived ones included. */
  list: () => ["categories", "list"] as const,
};

export const useCategories = () => {
  const api = useApi();
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: () =>
      collectPages(async (cursor) => {
        const data = await unwrap(
          api.GET("/api/v1/categories", {
            params: { query: { limit: OWNED_PAGE_SIZE, archived: "true", ...(cursor && { cursor }) } },
          }),
        );
        return { items: data.categories, nextCursor: data.page.nextCursor };
      }),
  });
};

export const openCategories = (categories: readonly Category[] | undefined): Category[] =>
  (categories ?? []).filter((category) => !category.archived);

const useInvalidateCategories = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
};

export const useCreateCategory = () => {
  const api = useApi();
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: components["schemas"]["CreateCategory"]) => unwrap(api.POST("/api/v1/categories", { body })),
    onSuccess: invalidate,
  });
};

export const useUpdateCategory = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: components["schemas"]["UpdateCategory"] & { id: string }) =>
      unwrap(api.PATCH("/api/v1/categories/{id}", { params: { path: { id } }, body })),
    // The dashboard and budgets show category names.
    onSuccess: () => invalidateKeys(queryClient, [categoryKeys.all, ["dashboard"], ["budgets"]]),
  });
};

/** Deletes a category; `reassignTo` moves its transactions and budgets to another one first. */
export const useDeleteCategory = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: string; reassignTo?: string }) =>
      unwrap(
        api.DELETE("/api/v1/categories/{id}", {
          params: { path: { id }, query: reassignTo ? { reassignTo } : {} },
        }),
      ),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.all }), invalidateMoney(queryClient)]),
  });
};
