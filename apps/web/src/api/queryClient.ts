import { QueryClient } from "@tanstack/react-query";
import { ApiFailure } from "./result";

/**
 * Server state lives here only. A failure the service answered (4xx) is not retried: retrying a
 * refused request gives the same answer. A network failure is retried once.
 */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failures, error) => failures < 1 && error instanceof ApiFailure && error.status === 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
