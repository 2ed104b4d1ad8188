import { createRoute, z } from "@hono/zod-openapi";
import { SERVICE_NAME, SERVICE_VERSION } from "../app/meta";
import type { RouteModule } from "../app/RouteContext";
import { declaredErrors, jsonResponse, newRouter } from "../http/openapi";

const HealthSchema = z
  .object({
    code: z.literal("SERVICE_HEALTHY"),
    message: z.string(),
    status: z.literal("ok"),
    service: z.string(),
    environment: z.string(),
    timestamp: z.string().openapi({ format: "date-time" }),
    version: z.string(),
  })
  .openapi("Health");

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "The process answers (no database or provider check)",
  responses: { 200: jsonResponse(HealthSchema, "The process is running"), ...declaredErrors(500) },
});

/** Mounted at the root, outside /api/v1, no token. */
export const healthRoutes: RouteModule = ({ deps }) =>
  newRouter().openapi(health, (c) =>
    c.json(
      {
        // Every JSON body carries code and message (contract, Conventions).
        code: "SERVICE_HEALTHY" as const,
        message: "Service is running",
        status: "ok" as const,
        service: SERVICE_NAME,
        environment: deps.config.environment,
        timestamp: deps.clock.now().toISOString(),
        version: SERVICE_VERSION,
      },
      200,
    ),
  );
