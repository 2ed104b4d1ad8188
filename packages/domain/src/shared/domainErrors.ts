import { DomainError, type ErrorDetail } from "./DomainError";
import { MAX_TOTAL_MINOR } from "./limits";

/**
 * The catalogue of domain errors: the one place a DomainError is made, so a code reads the same
 * whoever throws it (a use case, the memory store or a SQL store). Codes that stand for one
 * situation have a fixed message; VALIDATION_ERROR, INVALID_BUDGET_TIMEFRAME and the OCR codes
 * cover many situations and take the message that names which.
 */

// Validation of input.

/** A validation failure on one input field, in the contract's `details` shape. */
export const invalidField = (path: string, message: string): DomainError =>
  new DomainError("VALIDATION_ERROR", message, [{ path, message }]);

/** A validation failure with its own summary and any number of field details. */
export const invalidInput = (message: string, details?: readonly ErrorDetail[]): DomainError =>
  new DomainError("VALIDATION_ERROR", message, details);

/** A PATCH that names no field it may change. */
export const noFieldToChange = (): DomainError => invalidField("", "At least one field is required");

/** A range whose `from` is not before its `to`. */
export const rangeReversed = (): DomainError => invalidField("from", "from must be before to");

/** An exclusive `to` at the first instant of the date rule: nothing lies before it. */
export const rangeBeforeTime = (): DomainError =>
  invalidField("to", "to must be after 0001-01-01T00:00:00.000Z (it is exclusive)");

/** A budget or membership path id that is not a UUID (the contract answers VALIDATION_ERROR there). */
export const invalidBudgetId = (path: "budgetId" | "memberId" = "budgetId"): DomainError =>
  invalidField(path, path === "memberId" ? "Member id is not valid" : "Budget id is not valid");

// Users and tokens.

export const userNotFound = (): DomainError =>
  new DomainError("USER_NOT_FOUND", "No user is registered with this e-mail");

export const emailAlreadyRegistered = (): DomainError =>
  new DomainError("EMAIL_ALREADY_REGISTERED", "E-mail is already registered");

/** The same for an unknown e-mail and a wrong password, so neither is revealed. */
export const invalidCredentials = (): DomainError =>
  new DomainError("INVALID_CREDENTIALS", "E-mail or password is wrong");

export const authTokenInvalid = (): DomainError => new DomainError("AUTH_TOKEN_INVALID", "Access token is invalid");

export const authTokenExpired = (): DomainError => new DomainError("AUTH_TOKEN_EXPIRED", "Access token has expired");

/** Unknown, expired, revoked or already used: the same answer, since the client logs in again either way. */
export const refreshTokenInvalid = (): DomainError =>
  new DomainError("REFRESH_TOKEN_INVALID", "Refresh token is invalid, expired or revoked; log in again");

/** A personal access token used beyond its scopes (a read token on a write, any token on token or password management). */
export const insufficientScope = (): DomainError =>
  new DomainError("INSUFFICIENT_SCOPE", "This token's scopes do not allow this request");

/** A personal access token that does not exist and one of another user's read alike. */
export const personalAccessTokenNotFound = (): DomainError =>
  new DomainError("TOKEN_NOT_FOUND", "Personal access token not found");

// Wallets, categories, money.

/** A wallet that does not exist and one of another user's read alike. */
export const walletNotFound = (): DomainError => new DomainError("WALLET_NOT_FOUND", "Wallet not found");

export const categoryAlreadyExists = (): DomainError =>
  new DomainError("CATEGORY_ALREADY_EXISTS", "You already have a category with this name");

/** A category that does not exist and one of another user's read alike. */
export const categoryNotOwned = (): DomainError =>
  new DomainError("INVALID_CATEGORY_EXIST_PARAMS", "Category does not exist or is not yours");

/** A wallet path id that is not a UUID (the contract names no invalid-id code for wallets). */
export const invalidWalletId = (): DomainError => invalidField("id", "Wallet id is not valid");

/** A category path id that is not a UUID (the contract names no invalid-id code for categories). */
export const invalidCategoryId = (): DomainError => invalidField("id", "Category id is not valid");

export const walletInUse = (): DomainError =>
  new DomainError(
    "WALLET_IN_USE",
    "Transactions or budgets still use this wallet; delete them or pass reassignTo=<another wallet id>",
  );

export const categoryInUse = (): DomainError =>
  new DomainError(
    "CATEGORY_IN_USE",
    "Transactions or budgets still use this category; delete them or pass reassignTo=<another category id>",
  );

/** Nothing new goes into an archived wallet: transactions, receipts, budgets, reassigned records. */
export const walletArchived = (): DomainError =>
  new DomainError("WALLET_ARCHIVED", "This wallet is archived; unarchive it first (PATCH archived: false)");

/** Nothing new goes into an archived category: transactions, receipts, budgets, reassigned records. */
export const categoryArchived = (): DomainError =>
  new DomainError("CATEGORY_ARCHIVED", "This category is archived; unarchive it first (PATCH archived: false)");

export const walletCurrencyLocked = (): DomainError =>
  new DomainError("WALLET_CURRENCY_LOCKED", "The currency of a wallet that has transactions or budgets cannot change");

/** `reassignTo` naming the very wallet or category being deleted. */
export const reassignToItself = (): DomainError =>
  invalidField("reassignTo", "reassignTo must name another wallet or category than the one deleted");

/** Moving a wallet's records into the other wallet of one of its transfers would leave a transfer with one wallet. */
export const reassignAcrossTransfer = (): DomainError =>
  invalidField(
    "reassignTo",
    "A transfer links this wallet and reassignTo; delete or change that transfer first (a transfer needs two wallets)",
  );

/** An amount (of a transaction, a budget, a receipt) in another currency than its wallet's. */
export const currencyMismatch = (walletCurrency: string, given: string): DomainError =>
  new DomainError("CURRENCY_MISMATCH", `Currency ${given.slice(0, 8)} differs from wallet currency ${walletCurrency}`);

/** A balance or a reported total that would leave the exactly representable range (see MAX_TOTAL_MINOR). */
export const sumOutOfRange = (): DomainError =>
  new DomainError(
    "SUM_OUT_OF_RANGE",
    `This would take a wallet balance or an income or expense total beyond ${MAX_TOTAL_MINOR} minor units, past which amounts are no longer exact`,
  );

// Transactions and receipts.

export const invalidTransactionId = (): DomainError =>
  new DomainError("INVALID_TRANSACTION_ID", "Transaction id is not valid");

export const transactionNotFound = (): DomainError => new DomainError("TRANSACTION_NOT_FOUND", "Transaction not found");

export const transactionOwnerMismatch = (): DomainError =>
  new DomainError("TRANSACTION_OWNER_MISMATCH", "Transaction belongs to another user");

/** The receipt was read but not understood; `path` names the part of the answer, when there is one. */
export const ocrParseFailed = (message: string, path?: string): DomainError =>
  new DomainError("OCR_PARSE_FAILED", message, path === undefined ? undefined : [{ path, message }]);

/** The OCR engine or service gave no usable answer. */
export const ocrResponseFailed = (message = "The OCR step did not return a usable response"): DomainError =>
  new DomainError("OCR_RESPONSE_FAILED", message);

/** The receipt was recorded before; `details` names each transaction of that batch still there. */
export const receiptAlreadyProcessed = (transactionIds: readonly string[]): DomainError =>
  new DomainError(
    "RECEIPT_ALREADY_PROCESSED",
    `This receipt was already recorded into this wallet (${transactionIds.length} transaction${transactionIds.length === 1 ? "" : "s"})`,
    transactionIds.map((id, i) => ({ path: `transactions.${i}.id`, message: id })),
  );

// Attachments.

/** An attachment that does not exist, one of another user and one whose file is gone read alike. */
export const attachmentNotFound = (): DomainError => new DomainError("ATTACHMENT_NOT_FOUND", "Attachment not found");

/** The transaction already holds the most attachments one may. */
export const attachmentLimitReached = (max: number): DomainError =>
  new DomainError("ATTACHMENT_LIMIT_REACHED", `A transaction holds at most ${max} attachments; delete one first`);

/** The upload would take the user's stored files past STORAGE_QUOTA_BYTES; nothing was stored. */
export const storageQuotaExceeded = (quotaBytes: number): DomainError =>
  new DomainError(
    "STORAGE_QUOTA_EXCEEDED",
    `Your stored files would pass your storage quota of ${quotaBytes} bytes; delete some attachments first`,
  );

// Tags.

/** A tag path id that is not a UUID. */
export const invalidTagId = (): DomainError => invalidField("id", "Tag id is not valid");

/**
 * A tag that does not exist and one of another user's read alike; `missing` names each entry of a
 * transaction's `tagIds` that is not the caller's tag by its position in the (sorted, folded) list.
 * The id itself is not echoed: an answer never carries ids of another user's rows.
 */
export const tagNotFound = (missing: readonly { index: number }[] = []): DomainError =>
  new DomainError(
    "TAG_NOT_FOUND",
    "Tag not found",
    missing.length === 0
      ? undefined
      : missing.map(({ index }) => ({ path: `tagIds.${index}`, message: "No tag of yours has this id" })),
  );

export const tagAlreadyExists = (): DomainError =>
  new DomainError("TAG_ALREADY_EXISTS", "You already have a tag with this name");

// Transfers between a user's own wallets.

/** A transfer that does not exist and one of another user's read alike. */
export const transferNotFound = (): DomainError => new DomainError("TRANSFER_NOT_FOUND", "Transfer not found");

/** A transfer path id that is not a UUID. */
export const invalidTransferId = (): DomainError => invalidField("id", "Transfer id is not valid");

/** Both legs of a transfer on one wallet would move nothing. */
export const sameWalletTransfer = (): DomainError =>
  invalidField("toWalletId", "toWalletId must be another wallet than fromWalletId");

/**
 * A transfer's leg changed through the transaction routes: both legs move together, so the change
 * goes through the transfer (its id is the detail).
 */
export const transactionIsTransferLeg = (transferId: string): DomainError =>
  new DomainError(
    "TRANSACTION_IS_TRANSFER_LEG",
    "This transaction is a leg of a transfer; change it through /transfers/{id}",
    [{ path: "transferId", message: transferId }],
  );

// Budgets and their members.

export const budgetNotFound = (): DomainError => new DomainError("BUDGET_NOT_FOUND", "Budget not found");

export const budgetAlreadyExists = (): DomainError =>
  new DomainError("BUDGET_ALREADY_EXISTS", "You already have a budget with this name");

export const budgetMemberAlreadyExists = (): DomainError =>
  new DomainError("BUDGET_MEMBER_ALREADY_EXISTS", "User is already a member of this budget");

/** A membership that does not exist and one of another budget read alike. */
export const budgetMemberNotFound = (): DomainError =>
  new DomainError("BUDGET_MEMBER_NOT_FOUND", "Budget member not found");

export const invitationAlreadyAnswered = (): DomainError =>
  new DomainError("INVITATION_ALREADY_ANSWERED", "The invitation has already been answered");

export const insufficientPermissions = (): DomainError =>
  new DomainError("INSUFFICIENT_PERMISSIONS", "You do not have permission to do this on the budget");

export const invalidBudgetPeriod = (periods: readonly string[]): DomainError =>
  new DomainError("INVALID_BUDGET_PERIOD", `Budget period must be one of ${periods.join(", ")}`, [
    { path: "period", message: "Invalid budget period" },
  ]);

/** A budget date that is not one, or an end that does not come after the start. */
export const invalidBudgetTimeframe = (path: string, message: string): DomainError =>
  new DomainError("INVALID_BUDGET_TIMEFRAME", message, [{ path, message }]);

/** Shares in hundredths of a percent: `total` with the new one, `taken` by the others, `max` allowed. */
export const budgetSharesExceeded = (total: number, taken: number, max: number): DomainError =>
  new DomainError(
    "BUDGET_SHARES_EXCEEDED",
    `Members' shares would add up to ${total / 100}%; ${taken / 100}% is already shared and at most ${max / 100}% may be`,
    [{ path: "share", message: `At most ${Math.max(0, max - taken) / 100}% is left to share` }],
  );

/**
 * A conditional write found the resource at another `version`; `current` is the stored state
 * (typed by `budgetConflict`, `transactionConflict` and `transferConflict` in conflict.ts).
 */
export const conflict = (kind: "budget" | "transaction" | "transfer", version: number, current: unknown): DomainError =>
  new DomainError(
    "CONFLICT",
    `The ${kind} was changed meanwhile (now version ${version}); apply your change to the current ${kind}`,
    undefined,
    current,
  );

// Idempotent retries.

/** The same Idempotency-Key sent again with another request (method, path or body). */
export const idempotencyKeyReused = (): DomainError =>
  new DomainError(
    "IDEMPOTENCY_KEY_REUSED",
    "This Idempotency-Key was used with another request; send a new key for a new request",
  );

/** A retry under a key whose first request is still running. */
export const idempotencyKeyInUse = (): DomainError =>
  new DomainError(
    "IDEMPOTENCY_KEY_IN_USE",
    "A request with this Idempotency-Key is still in progress; retry after it has finished",
  );

// The store.

/**
 * A store that could not take the work just now and wrote nothing of it (a lock held past its
 * wait, a deadlock or serialisation failure, a refused connection): the same request may be sent again.
 */
export const storeUnavailable = (): DomainError =>
  new DomainError("STORE_UNAVAILABLE", "The data store is busy or unreachable; nothing was saved, retry shortly");

// Webhooks.

/** A webhook that does not exist and one of another user's read alike. */
export const webhookNotFound = (): DomainError => new DomainError("WEBHOOK_NOT_FOUND", "Webhook not found");

/** The scheme, or an address the host resolves to, is not one webhooks may call. */
export const webhookUrlNotAllowed = (reason: string): DomainError =>
  new DomainError("WEBHOOK_URL_NOT_ALLOWED", `This URL may not receive webhooks: ${reason}`, [
    { path: "url", message: reason },
  ]);

// Recurring transactions.

/** A rule that cannot be read, uses a part the service does not take, or can never occur. */
export const invalidRecurrenceRule = (reason: string): DomainError =>
  new DomainError("INVALID_RECURRENCE_RULE", `The recurrence rule is not valid: ${reason}`, [
    { path: "rrule", message: reason },
  ]);

/** Unknown, another user's, or deleted: answered alike. */
export const recurrenceNotFound = (): DomainError => new DomainError("RECURRENCE_NOT_FOUND", "Recurrence not found");

export const invalidRecurrenceId = (): DomainError => invalidField("id", "Recurrence id is not valid");

export const invalidTimezone = (): DomainError =>
  invalidField("timezone", "timezone must be an IANA time zone name such as Europe/Berlin");

// Jobs.

/** No such job, or one of another user (never told apart). */
export const jobNotFound = (): DomainError => new DomainError("JOB_NOT_FOUND", "Job not found");
// Imports of bank files.

/** Expired, discarded, unknown and other users' imports answer alike. */
export const importNotFound = (): DomainError => new DomainError("IMPORT_NOT_FOUND", "Import not found");

export const importAlreadyCommitted = (): DomainError =>
  new DomainError("IMPORT_ALREADY_COMMITTED", "This import was already committed");

/** A bank file that is no statement the service reads, or a broken one; the message names which. */
export const unsupportedImportFormat = (message: string, details?: readonly ErrorDetail[]): DomainError =>
  new DomainError("UNSUPPORTED_IMPORT_FORMAT", message, details);

/** A CSV whose columns were not found; `details` hold its header row. */
export const importMappingRequired = (message: string, details?: readonly ErrorDetail[]): DomainError =>
  new DomainError("IMPORT_MAPPING_REQUIRED", message, details);

/** A bank file with more entries than IMPORT_MAX_ROWS. */
export const importTooManyRows = (message: string): DomainError => new DomainError("IMPORT_TOO_MANY_ROWS", message);
