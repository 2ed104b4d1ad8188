import type { components } from "@finance/client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { unwrap } from "./result";

export type DashboardSummary = components["schemas"]["DashboardSummary"];

export const dashboardKeys = {
  all: ["dashboard"] as const,
  summary: (from: string, to: string) => ["dashboard", "summary", from, to] as const,
};

/**
 * The dashboard of `[from, to)` (instants): totals, categories and newest transactions of the
 * range, budgets' current windows and the 12 months up to `to`, all computed by the service.
 * While another range loads, the previous one stays on screen.
 */
export const useDashboardSummary = (from: string, to: string) => {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.summary(from, to),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/dashboard/summary", { params: { query: { from, to } } }))).summary,
    placeholderData: keepPreviousData,
  });
};
