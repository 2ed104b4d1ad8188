/**
 * Every stable, machine-readable code a use case or an adapter can fail with (API-CONTRACT.md).
 * Codes about requests themselves (malformed JSON, unknown routes, body size, rate limits, a
 * missing token) belong to the HTTP layer (apps/api/src/http/errorStatus.ts), not here.
 */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "USER_NOT_FOUND",
  "EMAIL_ALREADY_REGISTERED",
  "INVALID_CREDENTIALS",
  "AUTH_TOKEN_INVALID",
  "AUTH_TOKEN_EXPIRED",
  "WALLET_NOT_FOUND",
  "CATEGORY_ALREADY_EXISTS",
  "INVALID_CATEGORY_EXIST_PARAMS",
  "CURRENCY_MISMATCH",
  "INVALID_TRANSACTION_ID",
  "TRANSACTION_NOT_FOUND",
  "TRANSACTION_OWNER_MISMATCH",
  "OCR_PARSE_FAILED",
  "OCR_RESPONSE_FAILED",
  "RECEIPT_ALREADY_PROCESSED",
  "BUDGET_NOT_FOUND",
  "BUDGET_ALREADY_EXISTS",
  "BUDGET_MEMBER_ALREADY_EXISTS",
  "BUDGET_MEMBER_NOT_FOUND",
  "INVITATION_ALREADY_ANSWERED",
  "INSUFFICIENT_PERMISSIONS",
  "INVALID_BUDGET_PERIOD",
  "INVALID_BUDGET_TIMEFRAME",
  "SUM_OUT_OF_RANGE",
  "BUDGET_SHARES_EXCEEDED",
  "CONFLICT",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
