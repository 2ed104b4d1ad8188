import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AuthMiddleware } from "../http/auth";
import type { AppDeps, AppEnv } from "./AppDeps";
import type { UseCases } from "./useCases";

/** What every route module receives from createApp. */
export interface RouteContext {
  /** The ports (repositories, clock, ids, ocr, config, logger) for modules that build their own use cases. */
  readonly deps: AppDeps;
  /** The use cases of the core API (users, wallets, categories, transactions) and the shared BudgetAllocator. */
  readonly useCases: UseCases;
  /** Put it in a route's `middleware: [ctx.requireAuth]`; the handler then reads `c.get("userId")`. */
  readonly requireAuth: AuthMiddleware;
}

/** A route module: builds the routes of one area; createApp mounts it under /api/v1. */
export type RouteModule = (ctx: RouteContext) => OpenAPIHono<AppEnv>;
