import {
  authTokenInvalid,
  type ConflictCurrent,
  conflictCurrentOf,
  type DomainError,
  type ErrorDetail,
  invalidInput,
  isDomainError,
} from "@finance/domain";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { ZodError, z } from "zod";
import { ErrorDetailList } from "./errorDetails";
import { type ApiErrorCode, headersOf, isApiErrorCode, statusOf } from "./errorStatus";

/** Only the request id: this file stays below the app layer. */
type RequestIdEnv = { Variables: { requestId: string } };

/** The contract's error body. `error` repeats `message`; `details` only for validation failures. */
export interface ErrorBody {
  code: ApiErrorCode;
  message: string;
  error: string;
  details?: ErrorDetail[];
  /** CONFLICT only: the resource as it is stored now, presented like a GET of it. */
  current?: unknown;
}

/**
 * How a CONFLICT's stored resource is presented: by its area's presenter, which lives beside its
 * routes; the app passes it in so this file depends on no route.
 */
export type PresentConflictCurrent = (current: ConflictCurrent) => unknown;

/** An expected failure of the HTTP layer (method, media type), carried like a DomainError. */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * A job's stored failure answered as the failure itself: a request that waited for its job fails
 * as if it had done the work. A code the table does not know (a job that crashed) is a 500.
 */
export class JobFailedError extends Error {
  override readonly name = "JobFailedError";

  constructor(
    readonly code: string,
    message: string,
    readonly details?: readonly ErrorDetail[],
  ) {
    super(message);
  }
}

export const errorResponse = (
  c: Context,
  code: ApiErrorCode,
  message: string,
  details?: readonly ErrorDetail[],
  headers: Record<string, string> = {},
  current?: unknown,
): Response => {
  const body: ErrorBody = {
    code,
    message,
    error: message,
    ...(details && details.length > 0 && { details: [...details] }),
    ...(current !== undefined && { current }),
  };
  return c.json(body, statusOf(code), headers);
};

/** How a JSON type is named in a message: "amount must be a number". */
const JSON_TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
  array: "an array",
  object: "an object",
  null: "null",
};

const bound = (origin: string, limit: number | bigint, kind: "most" | "least"): string => {
  if (kind === "least" && Number(limit) === 1 && (origin === "string" || origin === "array"))
    return "must not be empty";
  if (origin === "string") return `must be at ${kind} ${limit} characters long`;
  if (origin === "array") return `must have at ${kind} ${limit} items`;
  return `must be at ${kind} ${limit}`;
};

/**
 * The error map of every request field (`z.string({ error: fieldIssueMessage })`): the message
 * names the field by its path and says which rule failed. An absent field "is required"; a
 * present one of the wrong JSON type "must be a string"; one out of bounds says the bound. A check
 * with its own message keeps it; anything else falls through to zod's own text.
 */
export const fieldIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join(".") : "Request body";
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? `${field} is required`
        : `${field} must be ${JSON_TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case "too_big":
      return `${field} ${bound(issue.origin, issue.maximum, "most")}`;
    case "too_small":
      return `${field} ${bound(issue.origin, issue.minimum, "least")}`;
    default:
      return undefined;
  }
};

/**
 * A zod failure in the contract's shape. A refinement may name the domain error its failure stands
 * for with `params: { failure }` (see `uuidParam`): the first such issue whose code is not
 * VALIDATION_ERROR wins, so a malformed transaction id answers INVALID_TRANSACTION_ID.
 */
export const validationError = (error: ZodError, prefix: readonly PropertyKey[] = []): DomainError => {
  const details = new ErrorDetailList();
  for (const issue of error.issues) {
    const failure =
      issue.code === "custom" ? (issue.params as { failure?: () => DomainError } | undefined)?.failure : undefined;
    const coded = failure?.();
    if (coded && coded.code !== "VALIDATION_ERROR") return coded;
    // Past the cap only count: 90,000 unknown keys must not cost 90,000 strings.
    if (details.full) {
      details.skip(issue.code === "unrecognized_keys" ? issue.keys.length : 1);
      continue;
    }
    const path = [...prefix, ...issue.path].map(String);
    if (issue.code === "unrecognized_keys") {
      for (const [index, key] of issue.keys.entries()) {
        if (details.full) {
          details.skip(issue.keys.length - index);
          break;
        }
        details.add([...path, key].join("."), `Unknown field: ${key}`);
      }
    } else {
      details.add(path.join("."), issue.message);
    }
  }
  return invalidInput(details.message("Request is not valid"), details.details());
};

/** `defaultHook` of every OpenAPIHono router: validation failures become errors for `onError`. */
export const validationHook = (result: { success: boolean; error?: ZodError }) => {
  if (!result.success && result.error) throw validationError(result.error);
};

/** Hono's own HTTPExceptions (body parsing, media type gate, body limit) mapped to codes. */
const fromHttpException = (error: HTTPException): { code: ApiErrorCode; message: string } | null => {
  switch (error.status) {
    case 400:
      return /json/i.test(error.message)
        ? { code: "INVALID_JSON", message: "Request body is not valid JSON" }
        : { code: "VALIDATION_ERROR", message: error.message || "Request is not valid" };
    case 401:
      return { code: "AUTH_TOKEN_INVALID", message: authTokenInvalid().message };
    case 404:
      return { code: "ROUTE_NOT_FOUND", message: "Route not found" };
    case 405:
      return { code: "METHOD_NOT_ALLOWED", message: "Method not allowed" };
    case 413:
      return { code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" };
    case 415:
      return { code: "UNSUPPORTED_MEDIA_TYPE", message: "Content-Type must be application/json" };
    case 429:
      return { code: "RATE_LIMITED", message: "Too many requests" };
    default:
      return null;
  }
};

/**
 * The one error handler: DomainError -> its code's status; HTTP-layer failures -> their code;
 * anything else -> 500 INTERNAL_ERROR, logged with the request id, nothing of it in the body.
 */
export const errorHandler =
  <E extends RequestIdEnv>(logger: Logger, presentConflictCurrent: PresentConflictCurrent): ErrorHandler<E> =>
  (error, c) => {
    const relayed = error instanceof JobFailedError && isApiErrorCode(error.code) ? error.code : null;
    if (isDomainError(error) || relayed !== null) {
      const code = relayed ?? (error as DomainError).code;
      const { message, details } = error as DomainError | JobFailedError;
      // A contract code that is still a failure of ours (the OCR step): the operator needs its reason.
      if (statusOf(code) >= 500) {
        logger.error(
          {
            code,
            reason: message,
            requestId: c.get("requestId"),
            method: c.req.method,
            path: c.req.path,
          },
          "request failed with a server error",
        );
      }
      const current = isDomainError(error) ? conflictCurrentOf(error) : undefined;
      return errorResponse(c, code, message, details, headersOf(code), current && presentConflictCurrent(current));
    }
    if (error instanceof HttpError) return errorResponse(c, error.code, error.message, undefined, error.headers);
    if (error instanceof HTTPException) {
      const mapped = fromHttpException(error);
      if (mapped) return errorResponse(c, mapped.code, mapped.message);
    }
    logger.error(
      { err: error, requestId: c.get("requestId"), method: c.req.method, path: c.req.path },
      "unexpected error",
    );
    return errorResponse(c, "INTERNAL_ERROR", "Internal server error");
  };

export const notFoundHandler =
  <E extends RequestIdEnv>(): NotFoundHandler<E> =>
  (c) =>
    errorResponse(c, "ROUTE_NOT_FOUND", `Route not found: ${c.req.method} ${c.req.path}`);
