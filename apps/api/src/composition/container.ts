import "reflect-metadata";
import { resolve as resolvePath } from "node:path";
import { BcryptPasswordHasher, JoseTokenPort, NodeSecretTokens } from "@finance/adapter-auth";
import { BankStatementReader } from "@finance/adapter-bankfiles";
import { DiskFileStore } from "@finance/adapter-files";
import { TemporalRecurrenceRules } from "@finance/adapter-rrule";
import { HttpWebhookSender, WebhookUrlPolicy, webhookSecrets } from "@finance/adapter-webhooks";
import {
  createUuidV7Generator,
  systemClock,
  type UseCasePorts,
  type UseCases,
  useCaseFactories,
  useCaseNames,
} from "@finance/domain";
import type { Logger } from "pino";
import { type DependencyContainer, instanceCachingFactory, container as rootContainer } from "tsyringe";
import { createApp } from "../app/createApp";
import type { Config } from "../config/config";
import { TokenUserCache } from "../stores/tokenUserCache";
import { forgetTokenUserInCluster } from "./clusterTokenUsers";
import { forgettingOnEveryInstance, TOKEN_USERS_CHANNEL } from "./instanceTokenUsers";
import { createJobQueue, jobHandlers } from "./jobs";
import { createOcrPool } from "./ocrPool/createOcrPool";
import type { Database } from "./persistence";
import { pooledRandomBytes } from "./randomPool";
import { createRateLimitStores } from "./rateLimitStore";
import { createReadiness } from "./readiness";
import { PORT_TOKENS, type Ports, TOKENS, type Token, USE_CASE_PORT_TOKENS, USE_CASES } from "./tokens";
import { WebhookDispatch } from "./webhookDispatch";

const PORT_NAMES = Object.keys(PORT_TOKENS) as (keyof Ports)[];
const USE_CASE_PORT_NAMES = Object.keys(USE_CASE_PORT_TOKENS) as (keyof UseCasePorts)[];

/** Typed resolve: `resolve(container, TOKENS.App)`. */
export const resolve = <T>(container: DependencyContainer, token: Token<T>): T => container.resolve<T>(token);

const single = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) });

/** The domain's ports as the container holds them, each resolved when a use case's factory reads it. */
const useCasePorts = (container: DependencyContainer): UseCasePorts => {
  const ports = {};
  for (const name of USE_CASE_PORT_NAMES) {
    Object.defineProperty(ports, name, { enumerable: true, get: () => container.resolve(USE_CASE_PORT_TOKENS[name]) });
  }
  return ports as UseCasePorts;
};

/** Every use case, resolved by its token: what the HTTP handlers reach as `c.get("useCases")`. */
const resolveUseCases = (container: DependencyContainer): UseCases =>
  Object.fromEntries(useCaseNames.map((name) => [name, container.resolve(USE_CASES[name])])) as unknown as UseCases;

/**
 * The composition root: the ONLY place that builds ports and use cases, and (with persistence.ts
 * and ocr.ts) the only code naming concrete adapters. Config and logger come in as values, and
 * the opened database when there is one; everything else is a cached factory, built on first
 * resolve. A later `register` of a token wins, so a test or a seed puts its own value in before
 * resolving (see `registerPorts`).
 */
export const buildContainer = (config: Config, logger: Logger, database?: Database): DependencyContainer => {
  const c = rootContainer.createChildContainer();
  c.register(TOKENS.Config, { useValue: config });
  c.register(TOKENS.Logger, { useValue: logger });
  if (database) c.register(TOKENS.Database, { useValue: database });
  c.register(
    TOKENS.Repositories,
    single((r) => resolve(r, TOKENS.Database).repositories),
  );
  c.register(
    TOKENS.DashboardQuery,
    single((r) => resolve(r, TOKENS.Database).dashboard),
  );
  // Without the service's database (a test's memory store), answers are not cached.
  c.register(
    TOKENS.StoreVersion,
    single((r) => (r.isRegistered(TOKENS.Database, true) ? resolve(r, TOKENS.Database).version : undefined)),
  );
  c.register(
    TOKENS.TokenPort,
    single(() => new JoseTokenPort({ secret: config.jwt.secret, ttlSeconds: config.jwt.ttlSeconds })),
  );
  c.register(
    TOKENS.PasswordHasher,
    single(() => new BcryptPasswordHasher(config.bcryptCost)),
  );
  c.register(
    TOKENS.SecretTokens,
    single(() => new NodeSecretTokens()),
  );
  c.register(
    TOKENS.IdGenerator,
    single(() => createUuidV7Generator(pooledRandomBytes(4096))),
  );
  c.register(TOKENS.Clock, { useValue: systemClock });
  c.register(
    TOKENS.OcrPort,
    // Receipts are read in a pool of worker processes, each running the engine OCR_PROVIDER names.
    single(() => createOcrPool(config, logger)),
  );
  c.register(
    TOKENS.FileStore,
    single(() => new DiskFileStore(resolvePath(config.files.dir))),
  );
  c.register(
    TOKENS.StatementReader,
    single(() => new BankStatementReader()),
  );
  c.register(
    TOKENS.RateLimitBackend,
    single(() => createRateLimitStores(config, logger)),
  );
  c.register(
    TOKENS.RateLimitStores,
    single((r) => resolve(r, TOKENS.RateLimitBackend).stores),
  );
  c.register(
    TOKENS.LoginAttempts,
    single((r) => resolve(r, TOKENS.RateLimitBackend).loginAttempts),
  );
  c.register(
    TOKENS.WebhookUrls,
    single(
      () =>
        new WebhookUrlPolicy({
          production: config.environment === "production",
          allowPrivate: config.webhooks.allowPrivate,
        }),
    ),
  );
  c.register(TOKENS.WebhookSecrets, { useValue: webhookSecrets });
  c.register(
    TOKENS.WebhookSender,
    single(
      (r) => new HttpWebhookSender({ urls: resolve(r, TOKENS.WebhookUrls), timeoutMs: config.webhooks.timeoutMs }),
    ),
  );
  c.register(
    TOKENS.WebhookDispatch,
    single((r) => new WebhookDispatch(r.resolve(USE_CASES.relayEvents), r.resolve(USE_CASES.deliverDueWebhooks))),
  );

  c.register(
    TOKENS.RecurrenceRules,
    single(() => new TemporalRecurrenceRules()),
  );
  c.register(
    TOKENS.UseCaseSettings,
    single((r) => {
      const { refreshTokenTtlSeconds, files, idempotencyLeaseMs, imports } = resolve(r, TOKENS.Config);
      return {
        refreshTokenTtlSeconds,
        storageQuotaBytes: files.quotaBytes,
        idempotencyLeaseMs,
        importMaxRows: imports.maxRows,
      };
    }),
  );
  c.register(
    TOKENS.TokenUsers,
    single(
      (r) =>
        new TokenUserCache(resolve(r, TOKENS.Repositories).users, { ttlMs: config.jwt.userCacheMs, maxUsers: 10_000 }),
    ),
  );
  // Without the service's database (a test's memory store), no other instance is told.
  c.register(
    TOKENS.TokenUsersChannel,
    single((r) =>
      r.isRegistered(TOKENS.Database, true) ? resolve(r, TOKENS.Database).channel?.(TOKEN_USERS_CHANNEL) : undefined,
    ),
  );
  c.register(
    TOKENS.ForgetTokenUser,
    single((r) => {
      const cache = resolve(r, TOKENS.TokenUsers);
      return forgettingOnEveryInstance(
        forgetTokenUserInCluster((id) => cache.forget(id), logger),
        resolve(r, TOKENS.TokenUsersChannel),
        logger,
      );
    }),
  );
  // Each use case of the domain's list once, under its own token, built on first resolve.
  for (const name of useCaseNames) {
    c.register(
      USE_CASES[name],
      single((r) => useCaseFactories[name](useCasePorts(r))),
    );
  }
  c.register(
    TOKENS.JobHandlers,
    single((r) => jobHandlers({ createTransactionsFromReceipt: r.resolve(USE_CASES.createTransactionsFromReceipt) })),
  );
  c.register(
    TOKENS.JobQueue,
    single((r) => createJobQueue(config, logger, resolve(r, TOKENS.Clock), () => resolve(r, TOKENS.JobHandlers))),
  );
  c.register(
    TOKENS.Readiness,
    single((r) => createReadiness(config, resolve(r, TOKENS.Repositories), resolve(r, TOKENS.JobQueue))),
  );
  c.register(
    TOKENS.App,
    single((r) =>
      createApp({
        config: resolve(r, TOKENS.Config),
        logger: resolve(r, TOKENS.Logger),
        clock: resolve(r, TOKENS.Clock),
        tokens: resolve(r, TOKENS.TokenPort),
        tokenUsers: resolve(r, TOKENS.TokenUsers),
        storeVersion: resolve(r, TOKENS.StoreVersion),
        useCases: resolveUseCases(r),
        rateLimitStores: resolve(r, TOKENS.RateLimitStores),
        loginAttempts: resolve(r, TOKENS.LoginAttempts),
        readiness: resolve(r, TOKENS.Readiness),
      }),
    ),
  );
  return c;
};

/** Puts the given ports in as values (a test's memory store, fake clock or failing OCR); call before resolving. */
export const registerPorts = (container: DependencyContainer, ports: Partial<Ports>): void => {
  const put = <K extends keyof Ports>(name: K, value: Ports[K] | undefined) => {
    if (value !== undefined) container.register(PORT_TOKENS[name], { useValue: value });
  };
  for (const name of PORT_NAMES) put(name, ports[name]);
};

/** The ports the container resolves (after any `registerPorts`). */
export const resolvePorts = (container: DependencyContainer): Ports =>
  Object.fromEntries(PORT_NAMES.map((name) => [name, container.resolve(PORT_TOKENS[name])])) as unknown as Ports;
