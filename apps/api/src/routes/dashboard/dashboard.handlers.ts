import { type AppRouteHandler, success } from "../../http/openapi";
import { presentDashboardSummary } from "./dashboard.presenters";
import type * as routes from "./dashboard.routes";

export const summary: AppRouteHandler<typeof routes.summary> = async (c) => {
  const result = await c.get("useCases").getDashboardSummary.execute(c.get("userId"), c.req.valid("query"));
  return c.json(
    success("DASHBOARD_SUMMARY", "Dashboard summary fetched", { summary: presentDashboardSummary(result) }),
    200,
  );
};
