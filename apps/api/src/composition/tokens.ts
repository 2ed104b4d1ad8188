import type { WebhookUrlPolicy } from "@finance/adapter-webhooks";
import {
  type Clock,
  type DashboardQuery,
  type FileStore,
  type IdGenerator,
  type JobHandlers,
  type JobQueue,
  type OcrPort,
  type PasswordChanged,
  type PasswordHasher,
  type RecurrenceRules,
  type Repositories,
  type SecretTokens,
  type StatementReader,
  type StoreVersion,
  type TokenPort,
  type UseCaseName,
  type UseCasePorts,
  type UseCaseSettings,
  type UseCases,
  useCaseNames,
  type WebhookSecrets,
  type WebhookSender,
} from "@finance/domain";
import type { Logger } from "pino";
import type { App } from "../app/createApp";
import type { Config } from "../config/config";
import type { Readiness } from "../http/readiness";
import type { LoginAttemptStore } from "../stores/loginAttemptStore";
import type { RateLimitStores } from "../stores/rateLimitStores";
import type { TokenUserCache } from "../stores/tokenUserCache";
import type { Database, StoreChannel } from "./persistence";
import type { RateLimitStoreProvider } from "./rateLimitStore";
import type { WebhookDispatch } from "./webhookDispatch";

/** A DI token that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly __type?: T };

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/**
 * The ports: the domain's (`UseCasePorts`, but for the settings, which come from the config) and
 * the app's own; a test registers its own values for any of them.
 */
export interface Ports extends Omit<UseCasePorts, "settings" | "passwordChanged"> {
  /** The version of the same database as `repositories`, for cached answers; none (a memory store) caches nothing. */
  readonly storeVersion: StoreVersion | undefined;
  readonly config: Config;
  readonly logger: Logger;
  readonly rateLimitStores: RateLimitStores;
  readonly loginAttempts: LoginAttemptStore;
}

/**
 * Every token of the container, in ONE place. Registrations use `useValue` / `useFactory`
 * (tsx and esbuild emit no decorator metadata, so nothing is resolved by constructor types).
 */
export const TOKENS = {
  Config: token<Config>("Config"),
  Logger: token<Logger>("Logger"),
  Database: token<Database>("Database"),
  Repositories: token<Repositories>("Repositories"),
  DashboardQuery: token<DashboardQuery>("DashboardQuery"),
  StoreVersion: token<StoreVersion | undefined>("StoreVersion"),
  TokenPort: token<TokenPort>("TokenPort"),
  PasswordHasher: token<PasswordHasher>("PasswordHasher"),
  SecretTokens: token<SecretTokens>("SecretTokens"),
  IdGenerator: token<IdGenerator>("IdGenerator"),
  Clock: token<Clock>("Clock"),
  OcrPort: token<OcrPort>("OcrPort"),
  FileStore: token<FileStore>("FileStore"),
  /** Reads uploaded bank files (CSV, OFX, QFX, QIF, CAMT.053). */
  StatementReader: token<StatementReader>("StatementReader"),
  /** Expands RFC 5545 recurrence rules in an IANA time zone. */
  RecurrenceRules: token<RecurrenceRules>("RecurrenceRules"),
  RateLimitBackend: token<RateLimitStoreProvider>("RateLimitBackend"),
  RateLimitStores: token<RateLimitStores>("RateLimitStores"),
  LoginAttempts: token<LoginAttemptStore>("LoginAttempts"),
  /** The use cases' settings, read from the config. */
  UseCaseSettings: token<UseCaseSettings>("UseCaseSettings"),
  /** Whether a URL may receive webhooks (scheme, and every address its host resolves to). */
  WebhookUrls: token<WebhookUrlPolicy>("WebhookUrls"),
  WebhookSecrets: token<WebhookSecrets>("WebhookSecrets"),
  WebhookSender: token<WebhookSender>("WebhookSender"),
  /** The outbox relay and the deliverer, as the in-process loop drives them. */
  WebhookDispatch: token<WebhookDispatch>("WebhookDispatch"),
  /** The users access tokens speak for, kept a short while (TOKEN_USER_CACHE_SECONDS). */
  TokenUsers: token<TokenUserCache>("TokenUsers"),
  /** Where a password change is announced to the other instances on the database (none on SQLite). */
  TokenUsersChannel: token<StoreChannel | undefined>("TokenUsersChannel"),
  /** Drops a user from the TokenUsers of this process and every cluster worker, and tells the other instances. */
  ForgetTokenUser: token<PasswordChanged>("ForgetTokenUser"),
  /** The job handlers by kind: the same map the API process (no Redis) and worker processes run. */
  JobHandlers: token<JobHandlers>("JobHandlers"),
  /** Where jobs wait: in this process, or on Redis (REDIS_URL) for `start:worker` processes. */
  JobQueue: token<JobQueue>("JobQueue"),
  /** What `/health/ready` asks. */
  Readiness: token<Readiness>("Readiness"),
  App: token<App>("App"),
} as const;

type DomainPortName = Exclude<keyof UseCasePorts, "settings" | "passwordChanged">;

/** The token of each of the domain's ports, by its name in `UseCasePorts`. */
const DOMAIN_PORT_TOKENS: { readonly [K in DomainPortName]-?: Token<UseCasePorts[K]> } = {
  repositories: TOKENS.Repositories,
  dashboard: TOKENS.DashboardQuery,
  passwords: TOKENS.PasswordHasher,
  tokens: TOKENS.TokenPort,
  secrets: TOKENS.SecretTokens,
  ids: TOKENS.IdGenerator,
  clock: TOKENS.Clock,
  ocr: TOKENS.OcrPort,
  files: TOKENS.FileStore,
  jobs: TOKENS.JobQueue,
  statements: TOKENS.StatementReader,
  webhookUrls: TOKENS.WebhookUrls,
  webhookSecrets: TOKENS.WebhookSecrets,
  webhookSender: TOKENS.WebhookSender,
  recurrenceRules: TOKENS.RecurrenceRules,
};

/** The token of each port, by its name in `Ports`. */
export const PORT_TOKENS: { readonly [K in keyof Ports]-?: Token<Ports[K]> } = {
  ...DOMAIN_PORT_TOKENS,
  storeVersion: TOKENS.StoreVersion,
  config: TOKENS.Config,
  logger: TOKENS.Logger,
  rateLimitStores: TOKENS.RateLimitStores,
  loginAttempts: TOKENS.LoginAttempts,
};

/** What each of the domain's `UseCasePorts` is resolved from when a use case is built. */
export const USE_CASE_PORT_TOKENS: { readonly [K in keyof UseCasePorts]-?: Token<UseCasePorts[K]> } = {
  ...DOMAIN_PORT_TOKENS,
  settings: TOKENS.UseCaseSettings,
  // A password change drops the user from every process's token-user cache before it is answered.
  passwordChanged: TOKENS.ForgetTokenUser,
};

/**
 * The token of each use case, one per name of the domain's list (`useCaseFactories`):
 * `resolve(container, USE_CASES.registerUser)`.
 */
export const USE_CASES = Object.fromEntries(useCaseNames.map((name) => [name, token(name)])) as {
  readonly [K in UseCaseName]: Token<UseCases[K]>;
};
