import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { weakSecretReason } from "./secretStrength";

/**
 * The service's configuration, read once from the environment at start (API-CONTRACT.md,
 * "Configuration"). `loadConfig` either answers a complete, typed Config or throws a ConfigError
 * that names every variable that is wrong; main prints it and exits non-zero.
 */

export const MIN_JWT_SECRET_LENGTH = 32;
export const DEFAULT_SQLITE_PATH = "./data/finance.db";
/** Where attachment files go when FILES_DIR is not set and the database is not a SQLite file. */
export const DEFAULT_FILES_DIR = "./data/files";

/** A variable's value, trimmed; an empty one counts as unset. */
const setValue = (environment: Environment, name: string): string | undefined => {
  const value = environment[name]?.trim();
  return value === "" ? undefined : value;
};

/**
 * PostgreSQL connections per process when DB_POOL_MAX is not set: the usual starting point of
 * two per core plus one (connections beyond what the cores can run only queue inside the
 * database), shared among the processes of a cluster with one more each, at least two: a
 * worker cannot lend its idle connections to another, and a transaction holds one across its
 * round trips, so an exact share queues a worker's bursts.
 */
export const defaultPoolSize = (cores = availableParallelism(), processes = 1): number => {
  const machine = 2 * cores + 1;
  return processes === 1 ? machine : Math.max(2, Math.ceil(machine / processes) + 1);
};

/**
 * OCR worker processes per process when OCR_WORKERS is not set: the cores, shared among the
 * processes of a cluster (at least one each). Each worker holds its own engine and models (a few
 * hundred MB): a cluster of no more processes than cores starts at most as many as one process
 * would, where each process used to start a whole machine's worth.
 */
export const defaultOcrWorkers = (cores = availableParallelism(), processes = 1): number =>
  Math.max(1, Math.floor(cores / processes));

/**
 * Threads per OCR worker when OCR_WORKER_THREADS is not set: the cores shared out among every
 * worker of every process, at least 1, so busy workers together never ask for more cores than
 * there are.
 */
export const defaultOcrThreads = (cores: number, workersPerProcess: number, processes = 1): number =>
  Math.max(1, Math.floor(cores / (workersPerProcess * processes)));

/**
 * What `start:cluster`'s primary sets for each of its `processes` workers: the machine-wide
 * defaults above, each shared out among them, for every one the environment leaves unset (a value
 * set stays as it is, per process). The primary has loaded the configuration first, so a value set
 * is a valid one.
 */
export const clusterWorkerDefaults = (
  environment: Environment,
  cores: number,
  processes: number,
): Record<string, string> => {
  const unset = (name: string) => setValue(environment, name) === undefined;
  const ocrWorkers = unset("OCR_WORKERS") ? defaultOcrWorkers(cores, processes) : Number(environment.OCR_WORKERS);
  return {
    ...(unset("DB_POOL_MAX") && { DB_POOL_MAX: String(defaultPoolSize(cores, processes)) }),
    ...(unset("OCR_WORKERS") && { OCR_WORKERS: String(ocrWorkers) }),
    ...(unset("OCR_WORKER_THREADS") && {
      OCR_WORKER_THREADS: String(defaultOcrThreads(cores, ocrWorkers, processes)),
    }),
  };
};

/**
 * Where the built web app is when WEB_DIST_DIR is not set: `apps/web/dist` of the checkout this
 * code runs from, found from its own file (`apps/api/src/config/` under tsx, the bundle in
 * `apps/api/dist/` after the build); a copy outside a checkout looks in `./apps/web/dist`.
 */
export const defaultWebDistDir = (moduleUrl: string = import.meta.url): string => {
  const here = fileURLToPath(moduleUrl);
  const app = here.lastIndexOf(`${sep}apps${sep}api${sep}`);
  return app >= 0 ? join(here.slice(0, app), "apps", "web", "dist") : resolve("apps", "web", "dist");
};

export type DatabaseTarget =
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "postgres"; readonly url: string };

const POSTGRES_SCHEME = /^postgres(ql)?:\/\//i;

/** `sqlite:PATH`, `file:PATH`, `:memory:` -> SQLite; `postgres://`, `postgresql://` -> PostgreSQL. */
export const parseDatabaseUrl = (value: string | undefined): DatabaseTarget | null => {
  const url = value?.trim();
  if (!url) return { kind: "sqlite", path: DEFAULT_SQLITE_PATH };
  if (url === ":memory:") return { kind: "sqlite", path: ":memory:" };
  if (POSTGRES_SCHEME.test(url)) {
    try {
      // postgres.js's own URL parsing throws on a host whose percent-encoding is broken. Host and
      // port parameters are the adapter's to check (postgresTarget), when the service opens it.
      decodeURIComponent(new URL(url).hostname);
      return { kind: "postgres", url };
    } catch {
      return null;
    }
  }
  const sqlite = /^(?:sqlite|file):(?:\/\/)?(.+)$/i.exec(url);
  if (sqlite?.[1]) return { kind: "sqlite", path: sqlite[1] };
  return null;
};

/**
 * The HTTP server's own limits, like a reverse proxy's (README, "Hardening"): the headers must
 * arrive within 20 s (Apache's mod_reqtimeout default; nginx allows 60 s), the whole request,
 * body included, within 120 s (a 10 MiB receipt at about 700 kbit/s); an idle keep-alive
 * connection is closed after 5 s (Apache's and Node's default); at most 1024 connections per
 * process (nginx's usual worker_connections), the rest are refused at once.
 */
export const DEFAULT_HTTP_LIMITS = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
  /** A quarter of the process's connections: one address can never take them all (docs/security.md). */
  maxConnectionsPerClient: 256,
  /** Requests of one address answered at once; past it, 429 before the body is read. */
  maxInFlightPerClient: 128,
} as const;

/** A user's stored files (attachments and kept receipt images) together: 1 GiB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 1024 * 1024 * 1024;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const origins = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .pipe(
    z.array(
      z.string().refine((origin) => origin === "*" || /^https?:\/\/[^/\s]+$/i.test(origin), {
        message: "must be a comma-separated list of origins like https://app.example.com (no path)",
      }),
    ),
  );

/**
 * How many reverse proxies in front of the service append to X-Forwarded-For: 0 (default) never
 * reads the header (the client is the socket's peer); N takes the N-th address from the right.
 * `false` / `true` stand for 0 / 1.
 */
const trustProxy = z
  .string()
  .transform((value) => (value.toLowerCase() === "true" ? "1" : value.toLowerCase() === "false" ? "0" : value))
  .pipe(int(0, 10));

const EnvSchema = z
  .object({
    PORT: int(0, 65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.string().optional(),
    JWT_SECRET: z
      .string()
      .min(MIN_JWT_SECRET_LENGTH, `must have at least ${MIN_JWT_SECRET_LENGTH} characters`)
      .optional(),
    JWT_TTL: int(1, 31_536_000).default(3600),
    REFRESH_TOKEN_TTL: int(60, 31_536_000).default(30 * 24 * 3600),
    TOKEN_USER_CACHE_SECONDS: int(0, 3600).default(30),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    OCR_PROVIDER: z.enum(["paddle", "tesseract", "http"]).default("paddle"),
    OCR_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    OCR_MODEL: z.string().min(1).optional(),
    OCR_API_KEY: z.string().min(1).optional(),
    OCR_TIMEOUT_MS: int(1, 600_000).default(30_000),
    RECEIPT_MAX_BYTES: int(1, 100 * 1024 * 1024).default(10 * 1024 * 1024),
    IMPORT_MAX_BYTES: int(1, 1024 * 1024 * 1024).default(20 * 1024 * 1024),
    IMPORT_MAX_ROWS: int(1, 10_000_000).default(200_000),
    FILES_DIR: z.string().min(1).optional(),
    ATTACHMENT_MAX_BYTES: int(1, 100 * 1024 * 1024).default(10 * 1024 * 1024),
    RECEIPT_MAX_PIXELS: int(1, 1_000_000_000).default(40_000_000),
    RECEIPT_MAX_IN_FLIGHT_PER_USER: int(1, 1000).default(2),
    UPLOAD_MAX_IN_FLIGHT_PER_USER: int(1, 1000).default(4),
    STORAGE_QUOTA_BYTES: int(1, Number.MAX_SAFE_INTEGER).default(DEFAULT_STORAGE_QUOTA_BYTES),
    OCR_WORKERS: int(1, 64).optional(),
    OCR_WORKER_MAX_RSS_MB: int(64, 65_536).default(1024),
    OCR_WORKER_IDLE_SECONDS: int(0, 86_400).default(300),
    OCR_WORKER_NICE: int(0, 19).default(19),
    OCR_WORKER_THREADS: int(1, 64).optional(),
    RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(300),
    RATE_LIMIT_AUTH_PER_MINUTE: int(1, 1_000_000).default(10),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
    RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(200).default("finance:rate-limit:"),
    CORS_ORIGINS: origins.optional(),
    TRUST_PROXY: trustProxy.default(0),
    BCRYPT_COST: int(4, 31).default(10),
    DB_POOL_MAX: int(1, 1000).optional(),
    DB_STATEMENT_TIMEOUT_MS: int(0, 3_600_000).default(30_000),
    SQLITE_BUSY_TIMEOUT_MS: int(0, 600_000).default(5_000),
    SQLITE_SYNCHRONOUS: z.enum(["full", "normal"]).default("full"),
    LIST_CACHE_MB: int(0, 4096).default(16),
    LOGIN_FREE_FAILURES: int(0, 1000).default(5),
    LOGIN_BACKOFF_BASE_MS: int(1, 86_400_000).default(1000),
    LOGIN_BACKOFF_MAX_MS: int(1, 86_400_000).default(900_000),
    LOGIN_FAILURES_FORGET_MS: int(1, 30 * 86_400_000).default(3_600_000),
    HTTP_HEADERS_TIMEOUT_MS: int(1, 600_000).default(DEFAULT_HTTP_LIMITS.headersTimeoutMs),
    HTTP_REQUEST_TIMEOUT_MS: int(1, 3_600_000).default(DEFAULT_HTTP_LIMITS.requestTimeoutMs),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: int(1, 600_000).default(DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
    HTTP_MAX_CONNECTIONS: int(1, 1_000_000).default(DEFAULT_HTTP_LIMITS.maxConnections),
    HTTP_MAX_CONNECTIONS_PER_CLIENT: int(1, 1_000_000).default(DEFAULT_HTTP_LIMITS.maxConnectionsPerClient),
    HTTP_MAX_IN_FLIGHT_PER_CLIENT: int(1, 1_000_000).default(DEFAULT_HTTP_LIMITS.maxInFlightPerClient),
    IDEMPOTENCY_LEASE_MS: int(1000, 86_400_000).default(300_000),
    RECURRENCE_INTERVAL_MS: int(10, 86_400_000).default(60_000),
    IMPORT_PURGE_INTERVAL_MS: int(10, 86_400_000).default(3_600_000),
    WEB_DIST_DIR: z.string().min(1).optional(),
    WEBHOOK_TIMEOUT_MS: int(1, 600_000).default(10_000),
    WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
    JOB_QUEUE_PREFIX: z.string().min(1).max(200).default("finance:jobs"),
    JOB_WAIT_MS: int(1, 3_600_000).default(120_000),
    JOB_ATTEMPTS: int(1, 100).default(3),
    WORKER_CONCURRENCY: int(1, 256).default(1),
    WORKER_LOCK_MS: int(1000, 3_600_000).default(30_000),
    WORKER_STALLED_CHECK_MS: int(100, 3_600_000).default(30_000),
    READY_TIMEOUT_MS: int(1, 60_000).default(2_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.JWT_SECRET === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: `is required in production (at least ${MIN_JWT_SECRET_LENGTH} characters)`,
      });
    }
    if (env.LOGIN_BACKOFF_MAX_MS < env.LOGIN_BACKOFF_BASE_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["LOGIN_BACKOFF_MAX_MS"],
        message: "must be at least LOGIN_BACKOFF_BASE_MS",
      });
    }
    if (env.LOGIN_FAILURES_FORGET_MS < env.LOGIN_BACKOFF_MAX_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["LOGIN_FAILURES_FORGET_MS"],
        message: "must be at least LOGIN_BACKOFF_MAX_MS (a count forgotten during its own delay would never reach it)",
      });
    }
    const weakness = env.JWT_SECRET === undefined ? null : weakSecretReason(env.JWT_SECRET);
    if (env.NODE_ENV === "production" && weakness !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: `is too easy to guess: it ${weakness}; use a random value such as \`openssl rand -base64 48\``,
      });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_MS"],
        message: "must not be longer than HTTP_REQUEST_TIMEOUT_MS (the request's time includes its headers)",
      });
    }
    if (parseDatabaseUrl(env.DATABASE_URL) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: POSTGRES_SCHEME.test(env.DATABASE_URL?.trim() ?? "")
          ? "is not a URL that can be read (a Unix-domain socket: postgresql://user@localhost/db?host=/socket/dir)"
          : "must be sqlite:PATH, file:PATH, :memory:, postgres://... or postgresql://...",
      });
    }
    if (env.OCR_PROVIDER === "http") {
      for (const name of ["OCR_URL", "OCR_MODEL"] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({ code: "custom", path: [name], message: "is required when OCR_PROVIDER=http" });
        }
      }
    }
  });

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly environment: "development" | "production" | "test";
  readonly database: DatabaseTarget;
  readonly jwt: {
    readonly secret: string;
    readonly ttlSeconds: number;
    readonly secretGenerated: boolean;
    /** Why a configured secret fails the production rule (`weakSecretReason`); logged as a warning elsewhere. */
    readonly secretWeakness: string | null;
    /**
     * TOKEN_USER_CACHE_SECONDS: how long a process keeps the user an access token speaks for (0: read it
     * on every request). A password change drops it at once in this process and the cluster's workers,
     * and a moment later in other instances on the same PostgreSQL database.
     */
    readonly userCacheMs: number;
  };
  /** REFRESH_TOKEN_TTL: lifetime of each refresh token in seconds (a refresh issues a new one). */
  readonly refreshTokenTtlSeconds: number;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly ocr: {
    readonly provider: "tesseract" | "paddle" | "http";
    readonly url?: string;
    readonly model?: string;
    readonly apiKey?: string;
    /** Counted from when a job starts in a worker, never from when it was queued. */
    readonly timeoutMs: number;
    /** OCR worker processes of this process (OCR_WORKERS; default: `defaultOcrWorkers`). */
    readonly workers: number;
    /** A worker whose resident memory passed this after a job is replaced (OCR_WORKER_MAX_RSS_MB). */
    readonly workerMaxRssBytes: number;
    /** A worker this long without a job exits (OCR_WORKER_IDLE_SECONDS; 0: never). */
    readonly workerIdleMs: number;
    /** The workers' nice value (OCR_WORKER_NICE), so requests waiting for the CPU go first. */
    readonly workerNiceness: number;
    /** Threads one worker's engine computes with (OCR_WORKER_THREADS; default: `defaultOcrThreads`). */
    readonly workerThreads: number;
  };
  readonly receiptMaxBytes: number;
  /** Bank-file imports: IMPORT_MAX_BYTES (the uploaded file) and IMPORT_MAX_ROWS (its entries). */
  readonly imports: { readonly maxBytes: number; readonly maxRows: number };
  /** Attachment files (the receipt images the receipt route keeps too). */
  readonly files: {
    /** FILES_DIR; default: `files` beside a SQLite file, else ./data/files. */
    readonly dir: string;
    /** ATTACHMENT_MAX_BYTES: one uploaded attachment. */
    readonly attachmentMaxBytes: number;
    /** UPLOAD_MAX_IN_FLIGHT_PER_USER: multipart uploads (receipts, attachments) of one user at once, per process. */
    readonly uploadMaxInFlightPerUser: number;
    /** STORAGE_QUOTA_BYTES: a user's stored files together (attachments, kept receipt images). */
    readonly quotaBytes: number;
  };
  /** Width x height from the image header (RECEIPT_MAX_PIXELS, default 40 MP). */
  readonly receiptMaxPixels: number;
  readonly webhooks: {
    /** WEBHOOK_TIMEOUT_MS: one delivery attempt, from resolving the host to the answer's first bytes. */
    readonly timeoutMs: number;
    /** WEBHOOK_ALLOW_PRIVATE=true: loopback and private addresses may receive webhooks (tests, development). */
    readonly allowPrivate: boolean;
  };
  /** Receipts of one user processed at once per process (RECEIPT_MAX_IN_FLIGHT_PER_USER). */
  readonly receiptMaxInFlightPerUser: number;
  /** JSON (and any non-multipart) request bodies; the contract's 1 MiB. */
  readonly jsonBodyMaxBytes: number;
  /**
   * How long a request holds its Idempotency-Key (IDEMPOTENCY_LEASE_MS): longer than any request
   * runs; after it, a retry of a request whose process died takes the key over and runs again.
   */
  readonly idempotencyLeaseMs: number;
  /** How often the service records due recurrences (RECURRENCE_INTERVAL_MS); it also does on start. */
  readonly recurrenceIntervalMs: number;
  /** How often expired import previews are removed with their rows (IMPORT_PURGE_INTERVAL_MS); also on start. */
  readonly importPurgeIntervalMs: number;
  /** The web app served at `/`. */
  readonly web: {
    /** Its build folder (WEB_DIST_DIR, absolute; default: `defaultWebDistDir`). */
    readonly distDir: string;
  };
  readonly rateLimit: {
    readonly perMinute: number;
    readonly authPerMinute: number;
    readonly redisUrl?: string;
    /** Key prefix of the counters in Redis (RATE_LIMIT_REDIS_PREFIX): services sharing one Redis keep apart. */
    readonly redisPrefix: string;
  };
  /** Per-account login backoff (LOGIN_*): see http/loginThrottle.ts. */
  readonly loginBackoff: {
    readonly freeFailures: number;
    readonly baseDelayMs: number;
    readonly maxDelayMs: number;
    readonly forgetAfterMs: number;
  };
  /** Trusted proxy hops in front of the service (TRUST_PROXY): 0 ignores X-Forwarded-For. */
  readonly trustProxyHops: number;
  /** Allowed CORS origins; empty means no CORS headers at all. */
  readonly corsOrigins: readonly string[];
  readonly bcryptCost: number;
  readonly db: {
    readonly poolMax: number;
    readonly statementTimeoutMs: number;
    /** How long a SQLite write waits for another process's lock before 503 STORE_UNAVAILABLE. */
    readonly sqliteBusyTimeoutMs: number;
    /** When a SQLite commit reaches the disk: before it is answered (full) or at the next checkpoint (normal). */
    readonly sqliteSynchronous: "full" | "normal";
    /** Memory for transaction-list answers kept until the store changes; 0 keeps none. */
    readonly listCacheBytes: number;
  };
  /** Receipt OCR (and later deliveries) as jobs: on Redis with REDIS_URL, else in this process. */
  readonly jobs: {
    /** REDIS_URL: when set, jobs wait in Redis and `start:worker` processes run them. */
    readonly redisUrl?: string;
    /** JOB_QUEUE_PREFIX: key prefix of the queue in Redis (services and test runs sharing one Redis keep apart). */
    readonly prefix: string;
    /** JOB_WAIT_MS: how long a request that did not ask for an async answer waits for its job. */
    readonly waitMs: number;
    /** JOB_ATTEMPTS: runs of a job whose handler crashes (a domain error is final at once). */
    readonly attempts: number;
    /** WORKER_CONCURRENCY: jobs one worker process runs at once. */
    readonly workerConcurrency: number;
    /** WORKER_LOCK_MS: a dead worker's job is taken back after about this plus WORKER_STALLED_CHECK_MS. */
    readonly workerLockMs: number;
    readonly workerStalledCheckMs: number;
  };
  /** READY_TIMEOUT_MS: how long `/health/ready` waits for each dependency. */
  readonly readyTimeoutMs: number;
  /** The Node HTTP server's timeouts and connection cap (HTTP_*). */
  readonly http: {
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
    readonly keepAliveTimeoutMs: number;
    readonly maxConnections: number;
    /**
     * HTTP_MAX_CONNECTIONS_PER_CLIENT: open connections of one peer address; over it, its
     * longest-waiting idle or slow one is closed. Not applied behind TRUST_PROXY (every peer is the proxy).
     */
    readonly maxConnectionsPerClient: number;
    /** HTTP_MAX_IN_FLIGHT_PER_CLIENT: requests of one client address answered at once (429 past it). */
    readonly maxInFlightPerClient: number;
  };
}

/** Attachment files live beside a SQLite file (one folder to back up); otherwise under ./data. */
const defaultFilesDir = (database: DatabaseTarget): string =>
  database.kind === "sqlite" && database.path !== ":memory:"
    ? join(dirname(database.path), "files")
    : DEFAULT_FILES_DIR;

export class ConfigError extends Error {
  override readonly name = "ConfigError";

  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join("\n")}`);
  }
}

export type Environment = Readonly<Record<string, string | undefined>>;

/** Reads the configuration from an environment (default `process.env`). Empty values count as unset. */
export const loadConfig = (environment: Environment = process.env): Config => {
  const relevant = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((name) => [name, setValue(environment, name)] as const)
      .filter(([, value]) => value !== undefined),
  );
  const parsed = EnvSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        message:
          issue.code === "invalid_value" && "values" in issue
            ? `must be one of ${issue.values.join(", ")}`
            : issue.message,
      })),
    );
  }
  const env = parsed.data;
  const database = parseDatabaseUrl(env.DATABASE_URL) as DatabaseTarget;
  const cores = availableParallelism();
  const ocrWorkers = env.OCR_WORKERS ?? defaultOcrWorkers(cores);
  return {
    port: env.PORT,
    host: env.HOST,
    environment: env.NODE_ENV,
    database,
    jwt: {
      secret: env.JWT_SECRET ?? randomBytes(48).toString("base64url"),
      ttlSeconds: env.JWT_TTL,
      secretGenerated: env.JWT_SECRET === undefined,
      secretWeakness: env.JWT_SECRET === undefined ? null : weakSecretReason(env.JWT_SECRET),
      userCacheMs: env.TOKEN_USER_CACHE_SECONDS * 1000,
    },
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
    logLevel: env.LOG_LEVEL,
    ocr: {
      provider: env.OCR_PROVIDER,
      ...(env.OCR_URL !== undefined && { url: env.OCR_URL }),
      ...(env.OCR_MODEL !== undefined && { model: env.OCR_MODEL }),
      ...(env.OCR_API_KEY !== undefined && { apiKey: env.OCR_API_KEY }),
      timeoutMs: env.OCR_TIMEOUT_MS,
      workers: ocrWorkers,
      workerMaxRssBytes: env.OCR_WORKER_MAX_RSS_MB * 1024 * 1024,
      workerIdleMs: env.OCR_WORKER_IDLE_SECONDS * 1000,
      workerNiceness: env.OCR_WORKER_NICE,
      workerThreads: env.OCR_WORKER_THREADS ?? defaultOcrThreads(cores, ocrWorkers),
    },
    receiptMaxBytes: env.RECEIPT_MAX_BYTES,
    imports: { maxBytes: env.IMPORT_MAX_BYTES, maxRows: env.IMPORT_MAX_ROWS },
    files: {
      dir: env.FILES_DIR ?? defaultFilesDir(database),
      attachmentMaxBytes: env.ATTACHMENT_MAX_BYTES,
      uploadMaxInFlightPerUser: env.UPLOAD_MAX_IN_FLIGHT_PER_USER,
      quotaBytes: env.STORAGE_QUOTA_BYTES,
    },
    receiptMaxPixels: env.RECEIPT_MAX_PIXELS,
    receiptMaxInFlightPerUser: env.RECEIPT_MAX_IN_FLIGHT_PER_USER,
    webhooks: { timeoutMs: env.WEBHOOK_TIMEOUT_MS, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === "true" },
    jsonBodyMaxBytes: 1024 * 1024,
    idempotencyLeaseMs: env.IDEMPOTENCY_LEASE_MS,
    recurrenceIntervalMs: env.RECURRENCE_INTERVAL_MS,
    importPurgeIntervalMs: env.IMPORT_PURGE_INTERVAL_MS,
    web: { distDir: env.WEB_DIST_DIR === undefined ? defaultWebDistDir() : resolve(env.WEB_DIST_DIR) },
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      ...(env.REDIS_URL !== undefined && { redisUrl: env.REDIS_URL }),
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX,
    },
    loginBackoff: {
      freeFailures: env.LOGIN_FREE_FAILURES,
      baseDelayMs: env.LOGIN_BACKOFF_BASE_MS,
      maxDelayMs: env.LOGIN_BACKOFF_MAX_MS,
      forgetAfterMs: env.LOGIN_FAILURES_FORGET_MS,
    },
    trustProxyHops: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS ?? [],
    bcryptCost: env.BCRYPT_COST,
    db: {
      poolMax: env.DB_POOL_MAX ?? defaultPoolSize(cores),
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      sqliteBusyTimeoutMs: env.SQLITE_BUSY_TIMEOUT_MS,
      sqliteSynchronous: env.SQLITE_SYNCHRONOUS,
      listCacheBytes: env.LIST_CACHE_MB * 1024 * 1024,
    },
    jobs: {
      ...(env.REDIS_URL !== undefined && { redisUrl: env.REDIS_URL }),
      prefix: env.JOB_QUEUE_PREFIX,
      waitMs: env.JOB_WAIT_MS,
      attempts: env.JOB_ATTEMPTS,
      workerConcurrency: env.WORKER_CONCURRENCY,
      workerLockMs: env.WORKER_LOCK_MS,
      workerStalledCheckMs: env.WORKER_STALLED_CHECK_MS,
    },
    readyTimeoutMs: env.READY_TIMEOUT_MS,
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerClient: env.HTTP_MAX_CONNECTIONS_PER_CLIENT,
      maxInFlightPerClient: env.HTTP_MAX_IN_FLIGHT_PER_CLIENT,
    },
  };
};
