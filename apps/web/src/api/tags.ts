import type { components } from "@finance/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateKeys } from "./invalidate";
import { collectPages } from "./pages";
import { unwrap } from "./result";

export type Tag = components["schemas"]["Tag"];

/** The API's largest tag page. */
const TAG_PAGE_SIZE = 500;

export const tagKeys = {
  all: ["tags"] as const,
  list: () => ["tags", "list"] as const,
};

export const useTags = () => {
  const api = useApi();
  return useQuery({
    queryKey: tagKeys.list(),
    queryFn: () =>
      collectPages(async (cursor) => {
        const data = await unwrap(
          api.GET("/api/v1/tags", { params: { query: { limit: TAG_PAGE_SIZE, ...(cursor && { cursor }) } } }),
        );
        return { items: data.tags, nextCursor: data.page.nextCursor };
      }),
  });
};

export const useCreateTag = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: components["schemas"]["TagName"]) => unwrap(api.POST("/api/v1/tags", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
};

export const useUpdateTag = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap(api.PATCH("/api/v1/tags/{id}", { params: { path: { id } }, body: { name } })),
    onSuccess: () => invalidateKeys(queryClient, [tagKeys.all, ["dashboard"]]),
  });
};

/** A tag in use is simply unlinked from its transactions (they stay, unchanged otherwise). */
export const useDeleteTag = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/api/v1/tags/{id}", { params: { path: { id } } })),
    onSuccess: () => invalidateKeys(queryClient, [tagKeys.all, ["transactions"], ["dashboard"]]),
  });
};
