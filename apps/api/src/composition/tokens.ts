import type {
  Clock,
  DashboardQuery,
  IdGenerator,
  OcrPort,
  PasswordHasher,
  Repositories,
  TokenPort,
} from "@finance/domain";
import type { Logger } from "pino";
import type { AppDeps } from "../app/AppDeps";
import type { App } from "../app/createApp";
import type { Config } from "../config/config";
import type { Database } from "./persistence";
import type { RateLimitStoreProvider } from "./rateLimitStore";

/** A DI token that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly __type?: T };

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

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
  TokenPort: token<TokenPort>("TokenPort"),
  PasswordHasher: token<PasswordHasher>("PasswordHasher"),
  IdGenerator: token<IdGenerator>("IdGenerator"),
  Clock: token<Clock>("Clock"),
  OcrPort: token<OcrPort>("OcrPort"),
  RateLimitStores: token<RateLimitStoreProvider>("RateLimitStores"),
  AppDeps: token<AppDeps>("AppDeps"),
  App: token<App>("App"),
} as const;
