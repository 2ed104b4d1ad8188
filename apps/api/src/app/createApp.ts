import { cors } from "hono/cors";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requestId } from "hono/request-id";
import { clientInFlight } from "../http/clientInFlight";
import { errorHandler, errorResponse, notFoundHandler } from "../http/errors";
import { loginThrottle } from "../http/loginThrottle";
import { utf8JsonOnly } from "../http/mediaType";
import { bodyLimits, requestLogger } from "../http/middleware";
import { newRouter } from "../http/openapi";
import { rateLimits } from "../http/rateLimit";
import { declareScopeRefusals } from "../http/scopeRefusals";
import { securityHeaders } from "../http/securityHeaders";
import { uploadsInFlight } from "../http/uploadsInFlight";
import { attachmentsRouter } from "../routes/attachments/attachments.index";
import { authRouter } from "../routes/auth/auth.index";
import { budgetsRouter } from "../routes/budgets/budgets.index";
import { categoriesRouter } from "../routes/categories/categories.index";
import { presentConflictCurrent } from "../routes/conflictCurrent.presenters";
import { dashboardRouter } from "../routes/dashboard/dashboard.index";
import { exportRouter } from "../routes/export/export.index";
import { healthRouter } from "../routes/health/health.index";
import { importsRouter } from "../routes/imports/imports.index";
import { jobsRouter } from "../routes/jobs/jobs.index";
import { receiptsRouter } from "../routes/receipts/receipts.index";
import { receiptsInFlight } from "../routes/receipts/receipts.inFlight";
import { recurrencesRouter } from "../routes/recurrences/recurrences.index";
import { tagsRouter } from "../routes/tags/tags.index";
import { tokensRouter } from "../routes/tokens/tokens.index";
import { transactionsRouter } from "../routes/transactions/transactions.index";
import { transfersRouter } from "../routes/transfers/transfers.index";
import { usageRouter } from "../routes/usage/usage.index";
import { walletsRouter } from "../routes/wallets/wallets.index";
import { webhooksRouter } from "../routes/webhooks/webhooks.index";
import { answerCache } from "../stores/answerCache";
import type { AppDeps, HttpServices } from "./AppDeps";
import { docsRouter } from "./docsPage";
import { SERVICE_NAME } from "./meta";
import { documentDescription, serveOpenApiDocument } from "./openapiDocument";
import { webApp } from "./webApp";

export const API_PREFIX = "/api/v1";
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = "/docs";
/**
 * A client's X-Request-Id is kept when it is at most this long and only ASCII letters, digits,
 * `_`, `-` and `=` (hono's own rule); otherwise a UUID is generated. It is logged with every line.
 */
export const MAX_REQUEST_ID_LENGTH = 64;

/** `POST /transaction/:id/attachments`: the form route whose file cap is ATTACHMENT_MAX_BYTES. */
const ATTACHMENT_UPLOAD_PATH = /\/attachments\/?$/;
/** `POST /imports`: the form route whose file cap is IMPORT_MAX_BYTES. */
const IMPORT_UPLOAD_PATH = /\/imports\/?$/;

/** The areas mounted under /api/v1 (`src/routes/<area>/<area>.index.ts`); adding one is one line here. */
const ROUTERS = [
  authRouter,
  tokensRouter,
  walletsRouter,
  categoriesRouter,
  transactionsRouter,
  tagsRouter,
  receiptsRouter,
  budgetsRouter,
  dashboardRouter,
  attachmentsRouter,
  transfersRouter,
  usageRouter,
  webhooksRouter,
  recurrencesRouter,
  jobsRouter,
  importsRouter,
  exportRouter,
] as const;

/** The whole HTTP app on the given ports. No I/O happens here; `main` serves it, tests call `app.request()`. */
export const createApp = (deps: AppDeps) => {
  const app = newRouter();
  const { config, logger } = deps;
  const bearer = { tokens: deps.tokens, personalAccessTokens: deps.useCases.authenticatePersonalAccessToken };
  const services: HttpServices = {
    config,
    logger,
    clock: deps.clock,
    tokens: deps.tokens,
    bearer,
    tokenUsers: deps.tokenUsers,
    readiness: deps.readiness,
    loginThrottle: loginThrottle({ policy: config.loginBackoff, store: deps.loginAttempts, clock: deps.clock, logger }),
    transactionPages: answerCache(deps.storeVersion, config.db.listCacheBytes),
    receiptsInFlight: receiptsInFlight(config.receiptMaxInFlightPerUser),
    uploadsInFlight: uploadsInFlight(config.files.uploadMaxInFlightPerUser),
  };

  // Handlers and route middleware are defined once per module; they reach this app's use cases here.
  app.use(async (c, next) => {
    c.set("useCases", deps.useCases);
    c.set("services", services);
    await next();
  });
  app.use(requestId({ limitLength: MAX_REQUEST_ID_LENGTH }));
  app.use(requestLogger(logger));
  // Before anything waits on the store or reads a body: one address cannot hold every request slot.
  app.use(clientInFlight(config.http.maxInFlightPerClient, config.trustProxyHops));
  app.use(securityHeaders({ docsPath: DOCS_PATH }));
  if (config.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: config.corsOrigins.includes("*") ? "*" : [...config.corsOrigins],
        allowHeaders: ["Authorization", "Content-Type", "X-Request-Id", "Idempotency-Key", "X-Requested-With"],
        exposeHeaders: ["X-Request-Id", "Retry-After", "RateLimit", "RateLimit-Policy"],
      }),
    );
  }
  // After CORS (a preflight is answered there and never counted), before anything reads a body.
  const limits = rateLimits({
    perMinute: config.rateLimit.perMinute,
    authPerMinute: config.rateLimit.authPerMinute,
    trustProxyHops: config.trustProxyHops,
    bearer,
    logger,
    stores: deps.rateLimitStores,
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
  app.use(
    bodyLimits({
      jsonMaxBytes: config.jsonBodyMaxBytes,
      // The attachment upload holds its file to ATTACHMENT_MAX_BYTES; every other form (the receipt) to RECEIPT_MAX_BYTES.
      multipartMaxBytes: (path) =>
        ATTACHMENT_UPLOAD_PATH.test(path)
          ? config.files.attachmentMaxBytes
          : IMPORT_UPLOAD_PATH.test(path)
            ? config.imports.maxBytes
            : config.receiptMaxBytes,
    }),
  );
  app.use(utf8JsonOnly);
  app.onError(errorHandler(logger, presentConflictCurrent));
  app.notFound(notFoundHandler());

  app.route("/", healthRouter);
  for (const router of ROUTERS) app.route(API_PREFIX, router);

  declareScopeRefusals(app.openAPIRegistry);
  app.route(
    "/",
    serveOpenApiDocument(app, OPENAPI_PATH, {
      title: "Personal finance service",
      description: documentDescription(OPENAPI_PATH),
    }),
  );
  app.route("/", docsRouter({ docsPath: DOCS_PATH, openapiPath: OPENAPI_PATH, title: `${SERVICE_NAME} API` }));
  // Last: it runs only for a request no route answered, so every API answer stays as it was.
  app.use(webApp({ distDir: config.web.distDir }));
  return app;
};

export type App = ReturnType<typeof createApp>;
