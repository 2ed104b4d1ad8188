import { createRoute, z } from "@hono/zod-openapi";
import { declareIdempotency } from "../http/idempotencyDocument";
import { errorResponses, jsonResponse, newRouter, publicRoute, RATE_LIMIT_HEADERS } from "../http/openapi";
import { SERVICE_LICENSE, SERVICE_VERSION } from "./meta";

type Router = ReturnType<typeof newRouter>;
type Document = ReturnType<Router["getOpenAPI31Document"]>;

/** What every operation says about itself, checked by `test/openapi.test.ts` and `@redocly/cli lint`. */
const TAGS = [
  { name: "health", description: "Liveness of the process, and readiness of what it depends on" },
  { name: "meta", description: "This document" },
  { name: "auth", description: "Accounts, sessions (access and refresh tokens) and personal access tokens" },
  { name: "wallets", description: "Wallets: a currency and a balance moved by transactions" },
  { name: "categories", description: "Categories of income and expense" },
  { name: "transactions", description: "Income and expenses, one at a time or read off a receipt" },
  { name: "budgets", description: "Spending limits over a wallet's categories, shared with other users" },
  { name: "dashboard", description: "Totals, trends and budgets of a date range" },
  { name: "tags", description: "Labels on transactions, with per-tag totals in the dashboard" },
  { name: "transfers", description: "Money moved between a user's own wallets (two legs, never income or spending)" },
  {
    name: "recurrences",
    description: "Recurring transactions: RFC 5545 rules the service records on every occurrence",
  },
  { name: "attachments", description: "Files kept with transactions (receipt images, invoices): PNG, JPEG, WebP, PDF" },
  {
    name: "webhooks",
    description:
      "Endpoints that receive the caller's events, signed as Standard Webhooks says, retried with backoff for about a day",
  },
  {
    name: "jobs",
    description: "Work run outside the request (receipt OCR with `Prefer: respond-async`), polled by id",
  },
  {
    name: "imports",
    description: "Bank files (CSV, OFX, QFX, QIF, CAMT.053) previewed row by row, then committed all at once",
  },
  { name: "export", description: "Every transaction as CSV or NDJSON, streamed under the list's filters" },
];

/**
 * What the document says as a whole, shown at the top of `/docs`. It points to what API users have:
 * this document and that page, never to the project's own specification files.
 */
export const documentDescription = (openapiPath: string): string =>
  [
    "Wallets in any currency, categories, transactions (typed in or read off a receipt photo), transfers, " +
      "tags, attachments, budgets shared with other users, and a dashboard.",
    `This reference is built from the OpenAPI 3.1 document served at \`${openapiPath}\`: every route, its ` +
      "bodies, its error codes and its limits are stated there. Fetch it to generate a typed client.",
    [
      "- **Sign in.** `POST /api/v1/auth/register`, then `POST /api/v1/auth/login`; send its `accessToken` as " +
        "`Authorization: Bearer <token>` and renew it with `POST /api/v1/auth/refresh`.",
      "- **Answers.** JSON with a stable `code` and a `message`; a failure is `{code, message, error, details?}`. " +
        "Match on `code`, never on the text.",
      "- **Money.** Amounts are decimals in the currency's major units (`12.5` USD), with at most the " +
        "currency's ISO 4217 decimals.",
      "- **Retries.** Every `POST` behind a token takes an `Idempotency-Key` header, so a retried request is " +
        "not recorded twice.",
    ].join("\n"),
  ].join("\n\n");

/** An operation's successful answers carry the rate limiter's draft-7 headers when it is rate limited. */
const declareRateLimitHeaders = (document: Document): Document => {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as { responses?: Record<string, { headers?: object }> }).responses;
      if (!responses?.["429"]) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith("2")) continue;
        response.headers = {
          RateLimit: { $ref: "#/components/headers/RateLimit" },
          "RateLimit-Policy": { $ref: "#/components/headers/RateLimit-Policy" },
          ...response.headers,
        };
      }
    }
  }
  return document;
};

export const openapiRoute = (path: string) =>
  createRoute({
    ...publicRoute("meta"),
    operationId: "getOpenApiDocument",
    method: "get",
    path,
    summary: "This OpenAPI 3.1 document",
    responses: {
      200: jsonResponse(z.record(z.string(), z.unknown()), "The document"),
      ...errorResponses(),
    },
  });

/**
 * Serves the app's OpenAPI document at `path`, built once on first request (every route is
 * registered by then): the routes' own descriptions plus what the document says as a whole.
 */
export const serveOpenApiDocument = (app: Router, path: string, info: { title: string; description: string }) => {
  for (const [name, header] of Object.entries(RATE_LIMIT_HEADERS)) {
    app.openAPIRegistry.registerComponent("headers", name, header);
  }
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description:
      "The access token (a JWT) from login or refresh, or a personal access token (`fin_pat_...`) from POST /auth/tokens",
  });
  let document: Document | undefined;
  return newRouter().openapi(openapiRoute(path), (c) => {
    // Every protected POST takes an Idempotency-Key (`protectedRoute`); the document says so on each.
    document ??= declareIdempotency(
      declareRateLimitHeaders(
        app.getOpenAPI31Document({
          openapi: "3.1.0",
          info: { ...info, version: SERVICE_VERSION, license: SERVICE_LICENSE },
          // Relative: the API is wherever this document was fetched from.
          servers: [{ url: "/", description: "The server that serves this document" }],
          tags: TAGS,
        }),
      ),
    );
    return c.json(document as unknown as Record<string, unknown>, 200);
  });
};
