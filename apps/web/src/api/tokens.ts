import type { components } from "@finance/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { unwrap } from "./result";

export type PersonalAccessToken = components["schemas"]["PersonalAccessToken"];
export type NewPersonalAccessToken = components["schemas"]["CreatePersonalAccessToken"];

export const tokenKeys = {
  all: ["personalAccessTokens"] as const,
};

/** The user's personal access tokens, newest first (never their secrets). */
export const usePersonalAccessTokens = () => {
  const api = useApi();
  return useQuery({
    queryKey: tokenKeys.all,
    queryFn: async () => (await unwrap(api.GET("/api/v1/auth/tokens"))).tokens,
  });
};

/** Creates a token; the answer's `secret` exists only in this answer and is never shown again. */
export const useCreatePersonalAccessToken = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPersonalAccessToken) => unwrap(api.POST("/api/v1/auth/tokens", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
};

export const useRevokePersonalAccessToken = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/api/v1/auth/tokens/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
};
