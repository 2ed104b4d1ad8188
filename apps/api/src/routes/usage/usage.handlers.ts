import { type AppRouteHandler, success } from "../../http/openapi";
import { presentStorageUsage } from "./usage.presenters";
import type * as routes from "./usage.routes";

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const usage = await c.get("useCases").getStorageUsage.execute(c.get("userId"));
  return c.json(success("USAGE_FETCHED", "Storage usage fetched", { usage: presentStorageUsage(usage) }), 200);
};
