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

export const ready: AppRouteHandler<typeof routes.ready> = async (c) => {
  const { readiness, clock } = c.get("services");
  const report = await readiness();
  const failed = report.checks.filter((check) => !check.ok).map((check) => check.name);
  const checks = Object.fromEntries(
    report.checks.map((check) => [
      check.name,
      {
        status: check.ok ? ("ok" as const) : ("failed" as const),
        latencyMs: check.latencyMs,
        ...(check.reason !== undefined && { reason: check.reason }),
      },
    ]),
  ) as { database: ReadyCheck; redis?: ReadyCheck; ocr: ReadyCheck };
  const common = { failed, checks, queue: report.queue, timestamp: clock.now().toISOString() };
  if (failed.length === 0) {
    return c.json({ code: "SERVICE_READY" as const, message: "Ready", status: "ready" as const, ...common }, 200);
  }
  const message = `Not ready: ${report.checks
    .filter((check) => !check.ok)
    .map((check) => `${check.name} ${check.reason ?? "failed"}`)
    .join("; ")}`;
  return c.json(
    { code: "SERVICE_NOT_READY" as const, message, error: message, status: "not_ready" as const, ...common },
    503,
    { "Cache-Control": "no-store" },
  );
};

type ReadyCheck = { status: "ok" | "failed"; latencyMs: number; reason?: string };
