import "reflect-metadata";
import { webcrypto } from "node:crypto";
import { BcryptPasswordHasher, JoseTokenPort } from "@finance/adapter-auth";
import { createUuidV7Generator, systemClock } from "@finance/domain";
import type { Logger } from "pino";
import { type DependencyContainer, instanceCachingFactory, container as rootContainer } from "tsyringe";
import type { AppDeps } from "../app/AppDeps";
import { createApp } from "../app/createApp";
import type { Config } from "../config/config";
import { createOcrPool } from "./ocrPool/createOcrPool";
import type { Database } from "./persistence";
import { createRateLimitStores } from "./rateLimitStore";
import { TOKENS, type Token } from "./tokens";

/** Typed resolve: `resolve(container, TOKENS.App)`. */
export const resolve = <T>(container: DependencyContainer, token: Token<T>): T => container.resolve<T>(token);

const single = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) });

/**
 * The composition root's container: the ONLY place (with persistence.ts and ocr.ts) that names
 * concrete adapters. Config, logger and the already opened database come in as values; every
 * other port is a cached factory, built on first resolve.
 */
export const buildContainer = (config: Config, logger: Logger, database: Database): DependencyContainer => {
  const c = rootContainer.createChildContainer();
  c.register(TOKENS.Config, { useValue: config });
  c.register(TOKENS.Logger, { useValue: logger });
  c.register(TOKENS.Database, { useValue: database });
  c.register(
    TOKENS.Repositories,
    single((r) => resolve(r, TOKENS.Database).repositories),
  );
  c.register(
    TOKENS.DashboardQuery,
    single((r) => resolve(r, TOKENS.Database).dashboard),
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
    TOKENS.IdGenerator,
    single(() => createUuidV7Generator((length) => webcrypto.getRandomValues(new Uint8Array(length)))),
  );
  c.register(TOKENS.Clock, { useValue: systemClock });
  c.register(
    TOKENS.OcrPort,
    // Receipts are read in a pool of worker processes, each running the engine OCR_PROVIDER names.
    single(() => createOcrPool(config, logger)),
  );
  c.register(
    TOKENS.RateLimitStores,
    single(() => createRateLimitStores(config, logger)),
  );
  c.register(
    TOKENS.AppDeps,
    single(
      (r): AppDeps => ({
        repositories: resolve(r, TOKENS.Repositories),
        dashboard: resolve(r, TOKENS.DashboardQuery),
        tokens: resolve(r, TOKENS.TokenPort),
        passwords: resolve(r, TOKENS.PasswordHasher),
        ids: resolve(r, TOKENS.IdGenerator),
        clock: resolve(r, TOKENS.Clock),
        ocr: resolve(r, TOKENS.OcrPort),
        config: resolve(r, TOKENS.Config),
        logger: resolve(r, TOKENS.Logger),
        rateLimitStores: resolve(r, TOKENS.RateLimitStores).stores,
        loginAttempts: resolve(r, TOKENS.RateLimitStores).loginAttempts,
      }),
    ),
  );
  c.register(
    TOKENS.App,
    single((r) => createApp(resolve(r, TOKENS.AppDeps))),
  );
  return c;
};
