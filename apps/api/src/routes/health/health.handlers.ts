import { SERVICE_NAME, SERVICE_VERSION } from "../../app/meta";
import type { AppRouteHandler } from "../../http/openapi";
import type * as routes from "./health.routes";

export const health: AppRouteHandler<typeof routes.health> = (c) =>
  c.json(
    {
      // Every JSON body carries code and message (contract, Conventions).
      code: "SERVICE_HEALTHY" as const,
      message: "Service is running",
      status: "ok" as const,
      service: SERVICE_NAME,
      environment: c.get("services").config.environment,
      timestamp: c.get("services").clock.now().toISOString(),
      version: SERVICE_VERSION,
    },
    200,
  );
