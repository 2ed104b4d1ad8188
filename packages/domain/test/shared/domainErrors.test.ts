import { describe, expect, it } from "vitest";
import { DomainError, ERROR_CODES, type ErrorCode } from "../../src";
import * as catalogue from "../../src/shared/domainErrors";

type Factory = keyof typeof catalogue;

/** Sample arguments for every factory; the type makes a new factory a compile error until it is listed. */
const SAMPLES: { [F in Factory]: Parameters<(typeof catalogue)[F]> } = {
  invalidField: ["name", "Name is required"],
  invalidInput: ["Invalid registration", [{ path: "email", message: "E-mail is not valid" }]],
  noFieldToChange: [],
  rangeReversed: [],
  rangeBeforeTime: [],
  invalidBudgetId: ["memberId"],
  userNotFound: [],
  emailAlreadyRegistered: [],
  invalidCredentials: [],
  authTokenInvalid: [],
  authTokenExpired: [],
  refreshTokenInvalid: [],
  insufficientScope: [],
  personalAccessTokenNotFound: [],
  walletNotFound: [],
  categoryAlreadyExists: [],
  categoryNotOwned: [],
  currencyMismatch: ["USD", "EUR"],
  sumOutOfRange: [],
  invalidTransactionId: [],
  transactionNotFound: [],
  transactionOwnerMismatch: [],
  ocrParseFailed: ["No line could be read", "lines"],
  ocrResponseFailed: [],
  receiptAlreadyProcessed: [["0b0c5b5e-6f43-4a8e-9d0e-4a8c1f6a2b10"]],
  attachmentNotFound: [],
  attachmentLimitReached: [10],
  storageQuotaExceeded: [1024],
  invalidTagId: [],
  tagNotFound: [[{ index: 1 }]],
  tagAlreadyExists: [],
  budgetNotFound: [],
  budgetAlreadyExists: [],
  budgetMemberAlreadyExists: [],
  budgetMemberNotFound: [],
  invitationAlreadyAnswered: [],
  insufficientPermissions: [],
  invalidBudgetPeriod: [["daily", "weekly"]],
  invalidBudgetTimeframe: ["endDate", "endDate must be after startDate"],
  budgetSharesExceeded: [12_000, 9_000, 10_000],
  conflict: ["budget", 3, null],
  idempotencyKeyReused: [],
  idempotencyKeyInUse: [],
  invalidWalletId: [],
  invalidCategoryId: [],
  walletInUse: [],
  categoryInUse: [],
  walletArchived: [],
  categoryArchived: [],
  walletCurrencyLocked: [],
  reassignToItself: [],
  reassignAcrossTransfer: [],
  transferNotFound: [],
  invalidTransferId: [],
  sameWalletTransfer: [],
  transactionIsTransferLeg: ["0b0c5b5e-6f43-4a8e-9d0e-4a8c1f6a2b10"],
  storeUnavailable: [],
  webhookNotFound: [],
  webhookUrlNotAllowed: ["the host resolves to 127.0.0.1"],
  invalidRecurrenceRule: ["COUNT must be at least 1"],
  recurrenceNotFound: [],
  invalidRecurrenceId: [],
  invalidTimezone: [],
  jobNotFound: [],
  importNotFound: [],
  importAlreadyCommitted: [],
  unsupportedImportFormat: ["The file is not a bank statement"],
  importMappingRequired: ["No date column", [{ path: "header[0]", message: "When" }]],
  importTooManyRows: ["The file has more than 3 rows"],
};

/**
 * Codes that stand for a family of situations: their factory takes (or words) the situation, and
 * VALIDATION_ERROR has one factory per shape of input problem. Every other code is one situation,
 * so exactly one factory with one message.
 */
const SITUATION_CODES: readonly ErrorCode[] = [
  "VALIDATION_ERROR",
  "INVALID_BUDGET_TIMEFRAME",
  "OCR_PARSE_FAILED",
  "OCR_RESPONSE_FAILED",
  "WEBHOOK_URL_NOT_ALLOWED",
  "INVALID_RECURRENCE_RULE",
];

const made = (Object.keys(SAMPLES) as Factory[]).map((factory) => {
  const make = catalogue[factory] as (...args: unknown[]) => DomainError;
  return { factory, error: make(...(SAMPLES[factory] as unknown[])) };
});

describe("the domain error catalogue", () => {
  it("makes a DomainError with a message from every factory", () => {
    for (const { factory, error } of made) {
      expect(error, factory).toBeInstanceOf(DomainError);
      expect(error.message.length, factory).toBeGreaterThan(0);
    }
  });

  it("has a factory for every code of ERROR_CODES, and only those", () => {
    const codes = new Set(made.map(({ error }) => error.code));
    expect([...codes].sort()).toEqual([...ERROR_CODES].sort());
  });

  it("gives every one-situation code exactly one factory, so whoever throws it, it reads the same", () => {
    for (const code of ERROR_CODES.filter((c) => !SITUATION_CODES.includes(c))) {
      const factories = made.filter(({ error }) => error.code === code).map(({ factory }) => factory);
      expect(factories, code).toHaveLength(1);
    }
  });

  it("words a fixed-message code the same on every call", () => {
    for (const { factory, error } of made.filter(({ factory }) => SAMPLES[factory].length === 0)) {
      const again = (catalogue[factory] as () => DomainError)();
      expect(again.message, factory).toBe(error.message);
      expect(again.details, factory).toEqual(error.details);
    }
  });

  it("names both currencies of a mismatch, wallet's last", () => {
    expect(catalogue.currencyMismatch("USD", "EUR").message).toBe("Currency EUR differs from wallet currency USD");
  });

  it("keeps one message for the member codes that used to read differently per store", () => {
    expect(catalogue.budgetMemberNotFound().message).toBe("Budget member not found");
    expect(catalogue.budgetMemberAlreadyExists().message).toBe("User is already a member of this budget");
  });

  it("carries the stored state and its version on CONFLICT", () => {
    const error = catalogue.conflict("transaction", 4, { transaction: "stored" });
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toContain("now version 4");
    expect(error.current).toEqual({ transaction: "stored" });
  });

  it("leaves codes about requests (JSON, routes, size, pace, token header) to the HTTP layer", () => {
    for (const httpCode of [
      "INVALID_JSON",
      "ROUTE_NOT_FOUND",
      "RATE_LIMITED",
      "PAYLOAD_TOO_LARGE",
      "AUTH_TOKEN_MISSING",
    ]) {
      expect(ERROR_CODES as readonly string[]).not.toContain(httpCode);
    }
  });
});
