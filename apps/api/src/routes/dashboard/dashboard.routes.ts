import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonResponse, protectedRoute } from "../../http/openapi";
import { dateOrDateTime, input } from "../shared/fieldRules";
import { DashboardSummarySchema } from "./dashboard.presenters";

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

export const summary = createRoute({
  ...protectedRoute("dashboard"),
  operationId: "getDashboardSummary",
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
