import { GetDashboardSummary } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import type { RouteModule } from "../app/RouteContext";
import { dateOrDateTime, input } from "../http/fieldRules";
import { envelope, errorResponses, jsonResponse, newRouter, protectedRoute, success } from "../http/openapi";
import { DashboardSummarySchema, presentDashboardSummary } from "./dashboard.presenters";

const SummaryQuery = z.strictObject({
  from: input
    .string()
    .optional()
    .openapi(dateOrDateTime("Inclusive ISO 8601 date or date-time (default: start of the month)")),
  to: input
    .string()
    .optional()
    .openapi(
      dateOrDateTime("ISO 8601; a date includes that whole day, a date-time is exclusive (default: end of the month)"),
    ),
});

export const dashboardRoutes: RouteModule = (ctx) => {
  const { dashboard, repositories, clock } = ctx.deps;
  const getSummary = new GetDashboardSummary(dashboard, repositories.wallets, repositories.budgets, clock);

  const summary = createRoute({
    ...protectedRoute(ctx.requireAuth, "dashboard"),
    method: "get",
    path: "/dashboard/summary",
    summary: "Totals, categories, wallets, budgets, 12-month trend and newest transactions (default: this month, UTC)",
    description: "Every figure is an aggregate computed by the database; amounts are exact decimals.",
    request: { query: SummaryQuery },
    responses: {
      200: jsonResponse(envelope("DASHBOARD_SUMMARY", { summary: DashboardSummarySchema }), "The caller's dashboard"),
      ...errorResponses(400, 401, 409),
    },
  });

  return newRouter().openapi(summary, async (c) => {
    const result = await getSummary.execute(c.get("userId"), c.req.valid("query"));
    return c.json(
      success("DASHBOARD_SUMMARY", "Dashboard summary fetched", { summary: presentDashboardSummary(result) }),
      200,
    );
  });
};
