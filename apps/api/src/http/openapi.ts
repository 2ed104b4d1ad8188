import { type DomainError, invalidField, isUuid } from "@finance/domain";
import { OpenAPIHono, type RouteConfig, type RouteConfigToEnv, type RouteHandler, z } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import type { AppEnv } from "../app/AppDeps";
import { type AuthMiddleware, requireAuth, requireSession } from "./auth";
import { type ApiErrorCode, ERROR_STATUS, type ErrorStatus } from "./errorStatus";
import { validationHook } from "./errors";
import { idempotentPost } from "./idempotency";

/** A router for one area; its validation failures go through the shared error handler. */
export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** A handler of `<area>.handlers.ts`, typed by its route: `c.req.valid(...)`, `c.get("userId")` behind `requireAuth`. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv & RouteConfigToEnv<R>>;

/** The OpenAPI security requirement of routes behind `requireAuth`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

export const ErrorSchema = z
  .object({
    code: z.string().openapi({ example: "VALIDATION_ERROR" }),
    message: z.string(),
    error: z.string().openapi({ description: "Same text as message" }),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    current: z
      .object({})
      .passthrough()
      .optional()
      .openapi({ description: "CONFLICT only: the budget, transaction or transfer as stored now (with its version)" }),
  })
  .openapi("Error");

const STATUS_TEXT: Record<number, string> = {
  400: "Invalid request",
  401: "Missing, invalid or expired token",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Unprocessable request",
  429: "Rate limited",
  500: "Internal error",
  503: "Store busy or unreachable, nothing saved: retry after Retry-After seconds",
};

/** The rate-limit headers (`components.headers`, registered by `describeDocument`). */
export const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description: "IETF draft-7: the limit, what is left of it and the seconds until it resets",
    schema: { type: "string" },
    example: "limit=100, remaining=99, reset=60",
  },
  "RateLimit-Policy": {
    description: "IETF draft-7: the limit and its window in seconds",
    schema: { type: "string" },
    example: "100;w=60",
  },
  // Declared on 429 and 503 answers, which always carry it.
  "Retry-After": {
    description: "Seconds to wait before trying again",
    required: true,
    schema: { type: "integer", minimum: 0 },
    example: 30,
  },
} as const;

const headerRef = (name: keyof typeof RATE_LIMIT_HEADERS) => ({ $ref: `#/components/headers/${name}` });

/** What a 429 carries: always `Retry-After`; the draft-7 pair too when the per-minute limiter answered. */
const RATE_LIMITED_HEADERS = {
  "Retry-After": headerRef("Retry-After"),
  RateLimit: headerRef("RateLimit"),
  "RateLimit-Policy": headerRef("RateLimit-Policy"),
};

/** Every operation may answer these: the rate limit, an unexpected failure and a busy store. */
const ALWAYS = [429, 500, 503] as const;

/** Error responses of an operation for the document, 429, 500 and 503 included: `...errorResponses(400, 401, 404)`. */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  declaredErrors<S | (typeof ALWAYS)[number]>(...statuses, ...ALWAYS);

/** Exactly the given error responses (`/health` is never rate limited). */
export const declaredErrors = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(
    [...new Set(statuses)].map((status) => {
      const codes = (Object.keys(ERROR_STATUS) as ApiErrorCode[]).filter((code) => ERROR_STATUS[code] === status);
      return [
        status,
        {
          description: `${STATUS_TEXT[status] ?? "Error"} (${codes.join(", ")})`,
          ...(status === 429 && { headers: RATE_LIMITED_HEADERS }),
          ...(status === 503 && { headers: { "Retry-After": headerRef("Retry-After") } }),
          content: { "application/json": { schema: ErrorSchema } },
        },
      ];
    }),
  ) as { [K in S]: { description: string; content: { "application/json": { schema: typeof ErrorSchema } } } };

export const jsonBody = <T extends ZodType>(schema: T, description?: string) => ({
  required: true,
  ...(description !== undefined && { description }),
  content: { "application/json": { schema } },
});

export const jsonResponse = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** Success envelope `{code, message, ...payload}` with the code as a literal. */
export const envelope = <C extends string, S extends z.ZodRawShape>(code: C, shape: S) =>
  z.object({ code: z.literal(code), message: z.string(), ...shape });

/** Builds a success body; `code` keeps its literal type so it matches `envelope`. */
export const success = <C extends string, P extends object>(code: C, message: string, payload: P) => ({
  code,
  message,
  ...payload,
});

/**
 * A UUID path parameter. `failure` is the domain's error for a malformed value (INVALID_TRANSACTION_ID
 * for transactions; a VALIDATION_ERROR naming the field, the default, for budgets and members), so
 * the route answers exactly what the use case would.
 */
export const uuidParam = (
  name: string,
  failure: () => DomainError = () => invalidField(name, `${name} is not a valid id`),
) =>
  z
    .string()
    .refine(isUuid, { message: failure().message, params: { failure } })
    .openapi({ param: { name, in: "path" }, format: "uuid", example: "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d" });

/** Spread into a `createRoute({...})` of a route anyone may call: says so in the document (`security: []`). */
export const publicRoute = (tag: string) => ({ security: [] as Array<Record<string, string[]>>, tags: [tag] });

/** What a protected POST does with an Idempotency-Key. */
export interface ProtectedRouteOptions {
  /**
   * "ignored" for a POST whose body or answer holds a secret (a password, a token shown once):
   * neither may be stored, even hashed, so the header is accepted and ignored, as on login.
   */
  readonly idempotencyKey?: "handled" | "ignored";
}

/** Marks an operation whose Idempotency-Key is ignored; the document's declaration skips it. */
export const IDEMPOTENCY_IGNORED_EXTENSION = "x-idempotency-key-ignored";

const passThrough: AuthMiddleware = (_c, next) => next();

/**
 * Spread into a `createRoute({...})` of a protected route: runs `requireAuth` before validation,
 * types `c.get("userId")`, and marks the route with the bearer scheme in the document. A POST also
 * gets its Idempotency-Key handled (`idempotentPost`; the document declares it on every protected
 * POST) unless `idempotencyKey: "ignored"`. A route that lists its own `middleware` puts
 * `idempotentPost` after `requireAuth` and after anything that reads the body as it streams.
 */
export const protectedRoute = (tag: string, options: ProtectedRouteOptions = {}) => ({
  middleware: [requireAuth, options.idempotencyKey === "ignored" ? passThrough : idempotentPost] as [
    AuthMiddleware,
    AuthMiddleware,
  ],
  ...(options.idempotencyKey === "ignored" && { [IDEMPOTENCY_IGNORED_EXTENSION]: true }),
  security: BEARER_SECURITY,
  tags: [tag],
});

/**
 * `protectedRoute` for routes a personal access token may never use (token management, password
 * change). Their bodies or answers hold secrets (passwords, a token shown once), so an
 * Idempotency-Key is ignored there (no `idempotentPost`), and the document says so.
 */
export const sessionRoute = (tag: string) => ({
  middleware: [requireSession] as [AuthMiddleware],
  [IDEMPOTENCY_IGNORED_EXTENSION]: true,
  security: BEARER_SECURITY,
  tags: [tag],
});
