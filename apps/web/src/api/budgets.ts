import type { components } from "@finance/client";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateKeys } from "./invalidate";
import { collectPages } from "./pages";
import { unwrap } from "./result";

export type Budget = components["schemas"]["Budget"];
export type BudgetMember = components["schemas"]["BudgetMember"];
export type BudgetProgress = components["schemas"]["BudgetProgress"];
export type BudgetPeriod = Budget["period"];
export type CreateBudgetBody = components["schemas"]["CreateBudget"];
export type UpdateBudgetBody = components["schemas"]["UpdateBudget"];
export type ShareBudgetBody = components["schemas"]["ShareBudget"];

export const budgetKeys = {
  all: ["budgets"] as const,
  list: () => ["budgets", "list"] as const,
  detail: (id: string) => ["budgets", "detail", id] as const,
  /** The windows before the current one, newest first. */
  pastWindows: (id: string) => ["budgets", "past-windows", id] as const,
};

/** The API's largest budget page. */
const BUDGET_PAGE_SIZE = 100;

/** Every budget the caller owns or is an accepted member of (a person has few). */
export const useBudgets = () => {
  const api = useApi();
  return useQuery({
    queryKey: budgetKeys.list(),
    queryFn: () =>
      collectPages(async (cursor) => {
        const data = await unwrap(
          api.GET("/api/v1/budgets", { params: { query: { limit: BUDGET_PAGE_SIZE, ...(cursor && { cursor }) } } }),
        );
        return { items: data.budgets, nextCursor: data.page.nextCursor };
      }),
  });
};

export const useBudget = (id: string) => {
  const api = useApi();
  return useQuery({
    queryKey: budgetKeys.detail(id),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/budgets/{budgetId}", { params: { path: { budgetId: id } } }))).budget,
  });
};

/** The calendar day before a `YYYY-MM-DD` day (UTC arithmetic: no time zone shifts a calendar date). */
export const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The budget's earlier windows, one per page, newest first. The API keeps no list of windows; it
 * shows any window's progress through `GET /budgets/{id}?at=<day>`, so the window before one is the
 * one containing the day before its start. The first window starts on the budget's `startDate`.
 */
export const usePastWindows = (budget: Budget | undefined) => {
  const api = useApi();
  const firstDay = budget?.startDate ?? "";
  const currentStart = budget?.progress.periodStart ?? "";
  return useInfiniteQuery({
    queryKey: [...budgetKeys.pastWindows(budget?.id ?? ""), currentStart],
    enabled: budget !== undefined && currentStart > firstDay,
    initialPageParam: currentStart,
    queryFn: async ({ pageParam }) => {
      const at = dayBefore(pageParam);
      const data = await unwrap(
        api.GET("/api/v1/budgets/{budgetId}", { params: { path: { budgetId: budget?.id ?? "" }, query: { at } } }),
      );
      return data.budget.progress;
    },
    getNextPageParam: (window) => (window.periodStart > firstDay ? window.periodStart : undefined),
  });
};

const useInvalidateBudgets = () => {
  const queryClient = useQueryClient();
  // The dashboard shows budgets near their limit too.
  return () => invalidateKeys(queryClient, [budgetKeys.all, ["dashboard"]]);
};

export const useCreateBudget = () => {
  const api = useApi();
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async (body: CreateBudgetBody) => (await unwrap(api.POST("/api/v1/budgets", { body }))).budget,
    onSuccess: invalidate,
  });
};

/** Sends the version it was edited from, so a change made meanwhile by another member is not overwritten. */
export const useUpdateBudget = () => {
  const api = useApi();
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateBudgetBody & { id: string }) =>
      (await unwrap(api.PATCH("/api/v1/budgets/{budgetId}", { params: { path: { budgetId: id } }, body }))).budget,
    onSuccess: invalidate,
  });
};

export const useDeleteBudget = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await unwrap(api.DELETE("/api/v1/budgets/{budgetId}", { params: { path: { budgetId: id } } }))).budget,
    // Not the budget's own queries: the page showing it is being left, and reading it again would answer 404.
    onSuccess: () => invalidateKeys(queryClient, [budgetKeys.list(), ["dashboard"]]),
  });
};

export const useShareBudget = (budgetId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShareBudgetBody) =>
      (await unwrap(api.POST("/api/v1/budgets/{budgetId}/share", { params: { path: { budgetId } }, body }))).member,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.detail(budgetId) }),
  });
};

/** The owner removes a member; a member removes itself (leaves the budget). */
export const useRemoveMember = (budgetId: string) => {
  const api = useApi();
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async (memberId: string) =>
      (
        await unwrap(
          api.DELETE("/api/v1/budgets/{budgetId}/members/{memberId}", { params: { path: { budgetId, memberId } } }),
        )
      ).member,
    onSuccess: invalidate,
  });
};

/**
 * The signed-in user's id: the `sub` of the access token (a JWT, API-CONTRACT "Auth"). Only used to
 * choose which controls to offer; the service checks every permission itself. Null when unknown.
 */
export const signedInUserId = (accessToken: string | undefined): string | null => {
  const payload = accessToken?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" ? sub : null;
  } catch {
    return null;
  }
};

/** The signed-in user's id, read from the session's current access token. */
export const useSignedInUserId = (): string | null => signedInUserId(useApi().tokens()?.accessToken);

export type BudgetRole = "owner" | "editor" | "viewer" | "unknown";

/** The caller's standing towards the budget, as far as the page can tell. */
export const roleIn = (budget: Budget, userId: string | null): BudgetRole => {
  if (userId === null) return "unknown";
  if (budget.ownerId === userId) return "owner";
  const membership = budget.members.find((member) => member.userId === userId && member.status === "accepted");
  return membership?.role ?? "unknown";
};
