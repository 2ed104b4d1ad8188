import type { FileStore } from "../../model/attachment/FileStore";
import type { DashboardQuery } from "../../model/dashboard/DashboardQuery";
import type { StatementReader } from "../../model/import/StatementReader";
import type { JobQueue } from "../../model/job/JobQueue";
import type { OcrPort } from "../../model/receipt/OcrPort";
import type { RecurrenceRules } from "../../model/recurrence/RecurrenceRules";
import type { SecretTokens } from "../../model/token/SecretTokens";
import type { TokenPort } from "../../model/token/TokenPort";
import type { PasswordChanged } from "../../model/user/PasswordChanged";
import type { PasswordHasher } from "../../model/user/PasswordHasher";
import type { WebhookSecrets, WebhookSender, WebhookUrlGuard } from "../../model/webhook/WebhookPorts";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator } from "../../shared/Id";
import type { Repositories } from "../ports/Repositories";

/** The numbers the use cases are configured with (the API reads them from its environment). */
export interface UseCaseSettings {
  /** REFRESH_TOKEN_TTL: how long each refresh token lives from its issue. */
  readonly refreshTokenTtlSeconds: number;
  /** STORAGE_QUOTA_BYTES: a user's attachment files and kept receipt images together. */
  readonly storageQuotaBytes: number;
  /** IDEMPOTENCY_LEASE_MS: how long a claimed idempotency key is held before another request may take it over. */
  readonly idempotencyLeaseMs: number;
  /** IMPORT_MAX_ROWS: the most entries one bank file may bring. */
  readonly importMaxRows: number;
}

/**
 * Everything a use case is built from: every port the application layer uses, and its settings.
 * The API's composition root, the seed, the domain's tests and the examples each supply one.
 */
export interface UseCasePorts {
  readonly repositories: Repositories;
  /** Aggregate queries of the dashboard, computed by the same database as `repositories`. */
  readonly dashboard: DashboardQuery;
  readonly passwords: PasswordHasher;
  /** Access tokens (JWTs in the API). */
  readonly tokens: TokenPort;
  /** Refresh-token and personal-access-token secrets and their hashes. */
  readonly secrets: SecretTokens;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly ocr: OcrPort;
  /** Where attachment files (and kept receipt images) are stored. */
  readonly files: FileStore;
  /** Where jobs (receipt reading) wait to be run: in this process or on a shared queue. */
  readonly jobs: JobQueue;
  /** Reads uploaded bank files (CSV, OFX, QFX, QIF, CAMT.053). */
  readonly statements: StatementReader;
  /** Whether a URL may receive webhooks. */
  readonly webhookUrls: WebhookUrlGuard;
  /** Where new webhooks' signing secrets come from. */
  readonly webhookSecrets: WebhookSecrets;
  /** One signed HTTP attempt of a webhook delivery (the test event's). */
  readonly webhookSender: WebhookSender;
  /** Expands RFC 5545 recurrence rules in an IANA time zone. */
  readonly recurrenceRules: RecurrenceRules;
  readonly settings: UseCaseSettings;
  /** Told of each stored password change; nobody is told when absent. */
  readonly passwordChanged?: PasswordChanged;
}
