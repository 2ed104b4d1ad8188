import { createRoute, z } from "@hono/zod-openapi";
import { declaredErrors, jsonResponse, publicRoute } from "../../http/openapi";

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

/** Mounted at the root, outside /api/v1, no token. */
export const health = createRoute({
  operationId: "getHealth",
  method: "get",
  path: "/health",
  ...publicRoute("health"),
  summary: "The process answers (no database or provider check)",
  responses: { 200: jsonResponse(HealthSchema, "The process is running"), ...declaredErrors(500) },
});
