import type { ErrorCode } from "@finance/domain";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Codes only the HTTP layer produces: about the request itself (its JSON, size, route, method,
 * media type, token header, pace) or the server, never about the domain. They are HttpErrors or
 * answered directly; HEADERS_TOO_LARGE and REQUEST_TIMEOUT by the server before any route runs.
 */
export const HTTP_ONLY_ERROR_CODES = [
  "INVALID_JSON",
  "PAYLOAD_TOO_LARGE",
  "ROUTE_NOT_FOUND",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "AUTH_TOKEN_MISSING",
  "UNSUPPORTED_RECEIPT_TYPE",
  "UNSUPPORTED_ATTACHMENT_TYPE",
  "METHOD_NOT_ALLOWED",
  "UNSUPPORTED_MEDIA_TYPE",
  "HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
  "CSRF_REJECTED",
] as const;

export type ApiErrorCode = ErrorCode | (typeof HTTP_ONLY_ERROR_CODES)[number];

/**
 * THE table from error code to HTTP status (API-CONTRACT.md). The error handler looks the code
 * up here and nowhere else; nothing switches on error classes. `satisfies` makes a new code in
 * the domain's ERROR_CODES or in HTTP_ONLY_ERROR_CODES a type error until it gets a status here.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  USER_NOT_FOUND: 404,
  EMAIL_ALREADY_REGISTERED: 409,
  INVALID_CREDENTIALS: 401,
  AUTH_TOKEN_MISSING: 401,
  AUTH_TOKEN_INVALID: 401,
  AUTH_TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_INVALID: 401,
  // A personal access token used beyond its scopes: authenticated, but not allowed this request.
  INSUFFICIENT_SCOPE: 403,
  // A refresh or logout by the session cookie without X-Requested-With, or from another site's Origin.
  CSRF_REJECTED: 403,
  TOKEN_NOT_FOUND: 404,
  // The spec allows "400 or 404, depending on the path"; the service answers 404 everywhere.
  WALLET_NOT_FOUND: 404,
  // The spec allows "400 or 404"; the service answers 400 everywhere (a bad parameter of the request).
  INVALID_CATEGORY_EXIST_PARAMS: 400,
  CATEGORY_ALREADY_EXISTS: 409,
  CURRENCY_MISMATCH: 400,
  INVALID_TRANSACTION_ID: 400,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_OWNER_MISMATCH: 403,
  UNSUPPORTED_RECEIPT_TYPE: 415,
  OCR_PARSE_FAILED: 500,
  OCR_RESPONSE_FAILED: 500,
  RECEIPT_ALREADY_PROCESSED: 409,
  BUDGET_NOT_FOUND: 404,
  BUDGET_ALREADY_EXISTS: 409,
  BUDGET_MEMBER_ALREADY_EXISTS: 409,
  BUDGET_MEMBER_NOT_FOUND: 404,
  INVITATION_ALREADY_ANSWERED: 409,
  INSUFFICIENT_PERMISSIONS: 403,
  INVALID_BUDGET_PERIOD: 400,
  INVALID_BUDGET_TIMEFRAME: 400,
  // A valid write that would take a balance or a reported total past the exact range: it conflicts with the state.
  SUM_OUT_OF_RANGE: 409,
  // Members' shares of one budget would add up past 100%.
  BUDGET_SHARES_EXCEEDED: 400,
  // A conditional write (If-Match / body version) found the resource at another version.
  CONFLICT: 409,
  // The same Idempotency-Key with another request: the request is well formed but cannot be processed under it.
  IDEMPOTENCY_KEY_REUSED: 422,
  // The first request under the key is still running.
  IDEMPOTENCY_KEY_IN_USE: 409,
  // Deleting a wallet or category that transactions or budgets still use (without reassignTo).
  WALLET_IN_USE: 409,
  CATEGORY_IN_USE: 409,
  // Recording into, or reassigning to, an archived wallet or category: it conflicts with its state.
  WALLET_ARCHIVED: 409,
  CATEGORY_ARCHIVED: 409,
  // A new currency for a wallet that transactions or budgets use.
  WALLET_CURRENCY_LOCKED: 409,
  // An attachment that is missing, another user's, or whose file is gone.
  ATTACHMENT_NOT_FOUND: 404,
  // The transaction already holds MAX_ATTACHMENTS_PER_TRANSACTION files.
  ATTACHMENT_LIMIT_REACHED: 409,
  // An upload that would take the user's stored files past STORAGE_QUOTA_BYTES.
  STORAGE_QUOTA_EXCEEDED: 413,
  // An upload that is not PNG, JPEG, WebP or PDF by its bytes.
  UNSUPPORTED_ATTACHMENT_TYPE: 415,
  // A tag route's id, or a transaction's tagIds naming a tag that is not the caller's (details name each).
  TAG_NOT_FOUND: 404,
  TAG_ALREADY_EXISTS: 409,
  // Like every other id of another user: a transfer that is not the caller's does not exist for them.
  TRANSFER_NOT_FOUND: 404,
  // A leg changed through /transaction/:id; both legs move only through /transfers/:id.
  TRANSACTION_IS_TRANSFER_LEG: 409,
  // The store was busy (a lock held past its wait, a deadlock) or refused the connection; nothing written.
  STORE_UNAVAILABLE: 503,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_URL_NOT_ALLOWED: 400,
  INVALID_RECURRENCE_RULE: 400,
  RECURRENCE_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  // Expired, discarded, unknown and other users' imports alike.
  IMPORT_NOT_FOUND: 404,
  IMPORT_ALREADY_COMMITTED: 409,
  // Judged by the file's content, never its name or the client's header.
  UNSUPPORTED_IMPORT_FORMAT: 415,
  IMPORT_MAPPING_REQUIRED: 400,
  IMPORT_TOO_MANY_ROWS: 400,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>;

export type ErrorStatus = (typeof ERROR_STATUS)[ApiErrorCode];

/** A code of the table (a job's stored failure is read back as text). */
export const isApiErrorCode = (code: string): code is ApiErrorCode => Object.hasOwn(ERROR_STATUS, code);

export const statusOf = (code: ApiErrorCode): ErrorStatus => ERROR_STATUS[code];

/** Codes whose answer says when to try again (`Retry-After`, seconds). */
const RETRY_AFTER_SECONDS: Partial<Record<ApiErrorCode, number>> = { STORE_UNAVAILABLE: 1 };

/** The headers an error answer carries because of its code alone. */
export const headersOf = (code: ApiErrorCode): Record<string, string> => {
  const seconds = RETRY_AFTER_SECONDS[code];
  return seconds === undefined ? {} : { "Retry-After": String(seconds) };
};
