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

const CheckSchema = z.object({
  status: z.enum(["ok", "failed"]),
  latencyMs: z.number().int(),
  reason: z.string().optional(),
});

const ReadySchema = z
  .object({
    code: z.enum(["SERVICE_READY", "SERVICE_NOT_READY"]),
    message: z.string(),
    error: z.string().optional().openapi({ description: "When not ready: the message again (an error body)" }),
    status: z.enum(["ready", "not_ready"]),
    failed: z.array(z.string()).openapi({ description: "The names of the checks that failed", example: ["redis"] }),
    checks: z
      .object({ database: CheckSchema, redis: CheckSchema.optional(), ocr: CheckSchema })
      .openapi({ description: "`redis` only when REDIS_URL is set" }),
    queue: z
      .object({ waiting: z.number().int(), running: z.number().int(), workers: z.number().int().nullable() })
      .nullable()
      .openapi({ description: "Jobs waiting and running, and worker processes connected (null in process)" }),
    timestamp: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Readiness");

/** Mounted at the root, no token: for load balancers and orchestrators. */
export const ready = createRoute({
  operationId: "getReadiness",
  method: "get",
  path: "/health/ready",
  ...publicRoute("health"),
  summary: "The database, Redis (when set) and the OCR engine answer",
  responses: {
    200: jsonResponse(ReadySchema, "Every dependency answered"),
    503: jsonResponse(ReadySchema, "At least one dependency failed; `failed` names which"),
    ...declaredErrors(500),
  },
});
