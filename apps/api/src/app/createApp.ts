import { Scalar } from "@scalar/hono-api-reference";
import { cors } from "hono/cors";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requestId } from "hono/request-id";
import { requireAuth } from "../http/auth";
import { errorHandler, errorResponse, notFoundHandler } from "../http/errors";
import { utf8JsonOnly } from "../http/mediaType";
import { bodyLimits, requestLogger } from "../http/middleware";
import { newRouter } from "../http/openapi";
import { rateLimits } from "../http/rateLimit";
import { securityHeaders } from "../http/securityHeaders";
import { authRoutes } from "../routes/auth.routes";
import { budgetRoutes } from "../routes/budgets.routes";
import { categoryRoutes } from "../routes/categories.routes";
import { dashboardRoutes } from "../routes/dashboard.routes";
import { healthRoutes } from "../routes/health.routes";
import { receiptRoutes } from "../routes/receipts.routes";
import { transactionRoutes } from "../routes/transactions.routes";
import { walletRoutes } from "../routes/wallets.routes";
import type { AppDeps } from "./AppDeps";
import { SERVICE_NAME, SERVICE_VERSION } from "./meta";
import type { RouteContext, RouteModule } from "./RouteContext";
import { buildUseCases } from "./useCases";

export const API_PREFIX = "/api/v1";
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = "/docs";
/**
 * A client's X-Request-Id is kept when it is at most this long and only ASCII letters, digits,
 * `_`, `-` and `=` (hono's own rule); otherwise a UUID is generated. It is logged with every line.
 */
export const MAX_REQUEST_ID_LENGTH = 64;

/**
 * The route modules mounted under /api/v1. Adding an area is one line here:
 * write `src/routes/<area>.routes.ts` exporting a RouteModule (see transactions.routes.ts).
 */
const ROUTE_MODULES: readonly RouteModule[] = [
  authRoutes,
  walletRoutes,
  categoryRoutes,
  transactionRoutes,
  receiptRoutes,
  budgetRoutes,
  dashboardRoutes,
];

/** The whole HTTP app on the given ports. No I/O happens here; `main` serves it, tests call `app.request()`. */
export const createApp = (deps: AppDeps) => {
  const app = newRouter();
  const { config, logger } = deps;

  app.use(requestId({ limitLength: MAX_REQUEST_ID_LENGTH }));
  app.use(requestLogger(logger));
  app.use(securityHeaders({ docsPath: DOCS_PATH }));
  if (config.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: config.corsOrigins.includes("*") ? "*" : [...config.corsOrigins],
        allowHeaders: ["Authorization", "Content-Type", "X-Request-Id"],
        exposeHeaders: ["X-Request-Id", "Retry-After", "RateLimit", "RateLimit-Policy"],
      }),
    );
  }
  // After CORS (a preflight is answered there and never counted), before anything reads a body.
  const limits = rateLimits({
    perMinute: config.rateLimit.perMinute,
    authPerMinute: config.rateLimit.authPerMinute,
    trustProxyHops: config.trustProxyHops,
    tokens: deps.tokens,
    logger,
    ...(deps.rateLimitStores && { stores: deps.rateLimitStores }),
  });
  app.use(limits.api);
  app.use(`${API_PREFIX}/auth/login`, limits.auth);
  app.use(`${API_PREFIX}/auth/register`, limits.auth);
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        errorResponse(c, "METHOD_NOT_ALLOWED", `Method ${c.req.method} is not allowed here`, undefined, {
          Allow: methods.join(", "),
        }),
    }),
  );
  app.use(bodyLimits({ jsonMaxBytes: config.jsonBodyMaxBytes, multipartMaxBytes: config.receiptMaxBytes }));
  app.use(utf8JsonOnly);
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  const ctx: RouteContext = {
    deps,
    useCases: buildUseCases(deps),
    requireAuth: requireAuth(deps.tokens, deps.repositories.users),
  };
  app.route("/", healthRoutes(ctx));
  for (const module of ROUTE_MODULES) app.route(API_PREFIX, module(ctx));

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  app.doc31(OPENAPI_PATH, {
    openapi: "3.1.0",
    info: {
      title: "Personal finance service",
      version: SERVICE_VERSION,
      description: "Transactions, wallets, categories and budgets. See API-CONTRACT.md.",
    },
  });
  app.get(DOCS_PATH, Scalar({ url: OPENAPI_PATH, pageTitle: `${SERVICE_NAME} API` }));
  return app;
};

export type App = ReturnType<typeof createApp>;
