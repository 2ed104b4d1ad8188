import "reflect-metadata";
import { resolve as resolvePath } from "node:path";
import { BcryptPasswordHasher, JoseTokenPort, NodeSecretTokens } from "@finance/adapter-auth";
import { DiskFileStore } from "@finance/adapter-files";
import { TemporalRecurrenceRules } from "@finance/adapter-rrule";
import { BudgetAllocator, createUuidV7Generator, SessionIssuer, SweepOrphanFiles, systemClock } from "@finance/domain";
import type { Logger } from "pino";
import { type DependencyContainer, instanceCachingFactory, container as rootContainer } from "tsyringe";
import type { AppDeps } from "../app/AppDeps";
import { createApp } from "../app/createApp";
import type { UseCases } from "../app/useCases";
import type { Config } from "../config/config";
import { TokenUserCache } from "../stores/tokenUserCache";
import { forgetTokenUserInCluster } from "./clusterTokenUsers";
import { forgettingOnEveryInstance, TOKEN_USERS_CHANNEL } from "./instanceTokenUsers";
import { createOcrPool } from "./ocrPool/createOcrPool";
import type { Database } from "./persistence";
import { pooledRandomBytes } from "./randomPool";
import { createRateLimitStores } from "./rateLimitStore";
import { PORT_TOKENS, type Ports, TOKENS, type Token, USE_CASES } from "./tokens";
import { USE_CASE_FACTORIES } from "./useCases";

const USE_CASE_NAMES = Object.keys(USE_CASES) as (keyof UseCases)[];
const PORT_NAMES = Object.keys(PORT_TOKENS) as (keyof Ports)[];

/** Typed resolve: `resolve(container, TOKENS.App)`. */
export const resolve = <T>(container: DependencyContainer, token: Token<T>): T => container.resolve<T>(token);

const single = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) });

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
    TOKENS.OrphanSweep,
    single(
      (r) =>
        new SweepOrphanFiles(
          resolve(r, TOKENS.Repositories).attachments,
          resolve(r, TOKENS.FileStore),
          resolve(r, TOKENS.Clock),
        ),
    ),
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
    TOKENS.RecurrenceRules,
    single(() => new TemporalRecurrenceRules()),
  );
  // One allocator for every use case, so every write reports budgets the same way.
  c.register(
    TOKENS.BudgetAllocator,
    single(
      (r) =>
        new BudgetAllocator(
          resolve(r, TOKENS.Repositories).budgets,
          resolve(r, TOKENS.Repositories).transactions,
          resolve(r, TOKENS.Clock),
        ),
    ),
  );
  // One issuer, so login, refresh and password change make sessions alike.
  c.register(
    TOKENS.SessionIssuer,
    single(
      (r) =>
        new SessionIssuer(
          resolve(r, TOKENS.TokenPort),
          resolve(r, TOKENS.Repositories).refreshTokens,
          resolve(r, TOKENS.SecretTokens),
          resolve(r, TOKENS.IdGenerator),
          resolve(r, TOKENS.Clock),
          resolve(r, TOKENS.Config).refreshTokenTtlSeconds,
        ),
    ),
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
  const useCase = <K extends keyof UseCases>(name: K) => c.register(USE_CASES[name], single(USE_CASE_FACTORIES[name]));
  for (const name of USE_CASE_NAMES) useCase(name);
  c.register(
    TOKENS.UseCases,
    single((r) => Object.fromEntries(USE_CASE_NAMES.map((name) => [name, r.resolve(USE_CASES[name])])) as UseCases),
  );
  c.register(
    TOKENS.AppDeps,
    single(
      (r): AppDeps => ({
        config: resolve(r, TOKENS.Config),
        logger: resolve(r, TOKENS.Logger),
        clock: resolve(r, TOKENS.Clock),
        tokens: resolve(r, TOKENS.TokenPort),
        tokenUsers: resolve(r, TOKENS.TokenUsers),
        storeVersion: resolve(r, TOKENS.StoreVersion),
        useCases: resolve(r, TOKENS.UseCases),
        rateLimitStores: resolve(r, TOKENS.RateLimitStores),
        loginAttempts: resolve(r, TOKENS.LoginAttempts),
      }),
    ),
  );
  c.register(
    TOKENS.App,
    single((r) => createApp(resolve(r, TOKENS.AppDeps))),
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
