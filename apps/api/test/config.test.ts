import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  clusterWorkerDefaults,
  defaultOcrThreads,
  defaultOcrWorkers,
  defaultPoolSize,
  defaultWebDistDir,
  loadConfig,
} from "../src/config/config";

/** A secret like `openssl rand -base64 24` prints: passes the production rule. */
const STRONG_SECRET = "q7Xv2LmR9tKp4WzN8cHs1YbJ6fDg3Ae0";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
};

describe("configuration", () => {
  it("has the contract's defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      environment: "development",
      database: { kind: "sqlite", path: "./data/finance.db" },
      jwt: { ttlSeconds: 3600, secretGenerated: true, userCacheMs: 30_000 },
      logLevel: "info",
      ocr: {
        provider: "paddle",
        timeoutMs: 30_000,
        workers: availableParallelism(),
        workerMaxRssBytes: 1024 ** 3,
        workerIdleMs: 300_000,
        workerNiceness: 19,
        // One worker per core, so one thread each.
        workerThreads: 1,
      },
      receiptMaxBytes: 10_485_760,
      receiptMaxPixels: 40_000_000,
      receiptMaxInFlightPerUser: 2,
      jsonBodyMaxBytes: 1_048_576,
      rateLimit: { perMinute: 300, authPerMinute: 10 },
      corsOrigins: [],
      bcryptCost: 10,
      db: {
        poolMax: defaultPoolSize(),
        statementTimeoutMs: 30_000,
        sqliteBusyTimeoutMs: 5_000,
        sqliteSynchronous: "full",
      },
    });
    expect(config.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.rateLimit.redisUrl).toBeUndefined();
    expect(loadConfig({}).jwt.secret).not.toBe(config.jwt.secret);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: "postgres://user:pw@db:5432/finance",
      JWT_SECRET: STRONG_SECRET,
      JWT_TTL: "900",
      TOKEN_USER_CACHE_SECONDS: "0",
      LOG_LEVEL: "warn",
      OCR_PROVIDER: "http",
      OCR_URL: "https://ocr.example.com/v1",
      OCR_MODEL: "vision-1",
      OCR_API_KEY: "sk-test",
      OCR_TIMEOUT_MS: "5000",
      RECEIPT_MAX_BYTES: "2048",
      RECEIPT_MAX_PIXELS: "1000000",
      RECEIPT_MAX_IN_FLIGHT_PER_USER: "5",
      OCR_WORKERS: "3",
      OCR_WORKER_MAX_RSS_MB: "512",
      OCR_WORKER_IDLE_SECONDS: "0",
      OCR_WORKER_NICE: "0",
      OCR_WORKER_THREADS: "4",
      RATE_LIMIT_PER_MINUTE: "60",
      RATE_LIMIT_AUTH_PER_MINUTE: "5",
      REDIS_URL: "redis://127.0.0.1:6379",
      CORS_ORIGINS: "https://a.example.com, http://localhost:5173",
      BCRYPT_COST: "12",
      DB_POOL_MAX: "20",
      DB_STATEMENT_TIMEOUT_MS: "15000",
      SQLITE_BUSY_TIMEOUT_MS: "250",
      SQLITE_SYNCHRONOUS: "normal",
      LIST_CACHE_MB: "2",
      HTTP_HEADERS_TIMEOUT_MS: "10000",
      HTTP_REQUEST_TIMEOUT_MS: "30000",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "65000",
      HTTP_MAX_CONNECTIONS: "500",
      HTTP_MAX_CONNECTIONS_PER_CLIENT: "50",
      HTTP_MAX_IN_FLIGHT_PER_CLIENT: "20",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      environment: "production",
      database: { kind: "postgres", url: "postgres://user:pw@db:5432/finance" },
      jwt: { secret: STRONG_SECRET, ttlSeconds: 900, secretGenerated: false, secretWeakness: null, userCacheMs: 0 },
      logLevel: "warn",
      ocr: {
        provider: "http",
        url: "https://ocr.example.com/v1",
        model: "vision-1",
        apiKey: "sk-test",
        timeoutMs: 5000,
        workers: 3,
        workerMaxRssBytes: 512 * 1024 * 1024,
        workerIdleMs: 0,
        workerNiceness: 0,
        workerThreads: 4,
      },
      receiptMaxBytes: 2048,
      receiptMaxPixels: 1_000_000,
      receiptMaxInFlightPerUser: 5,
      rateLimit: { perMinute: 60, authPerMinute: 5, redisUrl: "redis://127.0.0.1:6379" },
      corsOrigins: ["https://a.example.com", "http://localhost:5173"],
      bcryptCost: 12,
      db: {
        poolMax: 20,
        statementTimeoutMs: 15_000,
        sqliteBusyTimeoutMs: 250,
        sqliteSynchronous: "normal",
        listCacheBytes: 2 * 1024 * 1024,
      },
      http: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 65_000,
        maxConnections: 500,
        maxConnectionsPerClient: 50,
        maxInFlightPerClient: 20,
      },
    });
  });

  it.each([
    ["sqlite:./tmp/x.db", { kind: "sqlite", path: "./tmp/x.db" }],
    ["file:/var/lib/finance.db", { kind: "sqlite", path: "/var/lib/finance.db" }],
    [":memory:", { kind: "sqlite", path: ":memory:" }],
    ["postgresql://localhost/finance", { kind: "postgres", url: "postgresql://localhost/finance" }],
    [
      "postgresql:///finance?host=/var/run/postgresql",
      { kind: "postgres", url: "postgresql:///finance?host=/var/run/postgresql" },
    ],
    ["postgres://app@%2Frun%2Fpg/finance", { kind: "postgres", url: "postgres://app@%2Frun%2Fpg/finance" }],
    ["", { kind: "sqlite", path: "./data/finance.db" }],
  ])("DATABASE_URL=%s", (url, database) => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual(database);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ JWT_SECRET: "too-short" }, "JWT_SECRET"],
    [{ JWT_TTL: "-1" }, "JWT_TTL"],
    [{ TOKEN_USER_CACHE_SECONDS: "3601" }, "TOKEN_USER_CACHE_SECONDS"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ SQLITE_SYNCHRONOUS: "off" }, "SQLITE_SYNCHRONOUS"],
    [{ OCR_PROVIDER: "magic" }, "OCR_PROVIDER"],
    [{ OCR_PROVIDER: "http" }, "OCR_URL"],
    [{ OCR_URL: "ftp://x" }, "OCR_URL"],
    [{ OCR_TIMEOUT_MS: "0" }, "OCR_TIMEOUT_MS"],
    [{ RECEIPT_MAX_BYTES: "1.5" }, "RECEIPT_MAX_BYTES"],
    [{ RECEIPT_MAX_PIXELS: "0" }, "RECEIPT_MAX_PIXELS"],
    [{ RECEIPT_MAX_IN_FLIGHT_PER_USER: "0" }, "RECEIPT_MAX_IN_FLIGHT_PER_USER"],
    [{ OCR_WORKERS: "0" }, "OCR_WORKERS"],
    [{ OCR_WORKER_MAX_RSS_MB: "10" }, "OCR_WORKER_MAX_RSS_MB"],
    [{ OCR_WORKER_IDLE_SECONDS: "-1" }, "OCR_WORKER_IDLE_SECONDS"],
    [{ OCR_WORKER_NICE: "20" }, "OCR_WORKER_NICE"],
    [{ OCR_WORKER_THREADS: "0" }, "OCR_WORKER_THREADS"],
    [{ LIST_CACHE_MB: "-1" }, "LIST_CACHE_MB"],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, "RATE_LIMIT_PER_MINUTE"],
    [{ REDIS_URL: "http://redis" }, "REDIS_URL"],
    [{ CORS_ORIGINS: "https://a.example.com/path" }, "CORS_ORIGINS"],
    [{ BCRYPT_COST: "3" }, "BCRYPT_COST"],
    [{ DB_POOL_MAX: "0" }, "DB_POOL_MAX"],
    [{ HTTP_HEADERS_TIMEOUT_MS: "0" }, "HTTP_HEADERS_TIMEOUT_MS"],
    [{ HTTP_REQUEST_TIMEOUT_MS: "soon" }, "HTTP_REQUEST_TIMEOUT_MS"],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: "-5" }, "HTTP_KEEP_ALIVE_TIMEOUT_MS"],
    [{ HTTP_MAX_CONNECTIONS: "0" }, "HTTP_MAX_CONNECTIONS"],
    [{ HTTP_HEADERS_TIMEOUT_MS: "30000", HTTP_REQUEST_TIMEOUT_MS: "20000" }, "HTTP_HEADERS_TIMEOUT_MS"],
  ])("rejects %j naming %s", (env, variable) => {
    const error = problemsOf(env);
    expect(error.problems.map((p) => p.variable)).toContain(variable);
    expect(error.message).toContain(`${variable}:`);
  });

  it.each(["postgresql://app@/finance?host=/var/run/postgresql", "postgres://app@%2Frun%E0%A4%A/finance"])(
    "says how to write a socket when the postgres:// URL %s cannot be read",
    (url) => {
      const { problems } = problemsOf({ DATABASE_URL: url });
      expect(problems).toEqual([{ variable: "DATABASE_URL", message: expect.stringContaining("?host=/socket/dir") }]);
    },
  );

  it("shares the cores out among the OCR workers' threads unless OCR_WORKER_THREADS says how many", () => {
    expect(loadConfig({ OCR_WORKERS: "1" }).ocr.workerThreads).toBe(availableParallelism());
    expect(loadConfig({ OCR_WORKERS: String(availableParallelism() * 2) }).ocr.workerThreads).toBe(1);
    expect(loadConfig({ OCR_WORKERS: "1", OCR_WORKER_THREADS: "3" }).ocr.workerThreads).toBe(3);
  });

  it("requires JWT_SECRET of at least 32 characters in production", () => {
    const missing = problemsOf({ NODE_ENV: "production" });
    expect(missing.problems).toEqual([{ variable: "JWT_SECRET", message: expect.stringContaining("production") }]);
    expect(problemsOf({ NODE_ENV: "production", JWT_SECRET: "x".repeat(31) }).problems[0]?.variable).toBe("JWT_SECRET");
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: STRONG_SECRET }).jwt.secretGenerated).toBe(false);
  });

  it.each([
    ["a".repeat(32), "fewer than 10 distinct characters"],
    ["changemechangemechangemechangeme", "fewer than 10 distinct characters"],
    ["Xk9!changeme-Xk9!changeme-Xk9!changeme", "repeats a sequence of 8 characters"],
    ["abcdefghijklmnopqrstuvwxyz012345", "run of 6 consecutive characters"],
    ["mysupersecretjwtsigningkeyforprod", 'the word "secret"'],
    ["Production-Password-For-The-JWT-2025", 'the word "password"'],
  ])("refuses the guessable JWT_SECRET %s in production (%s)", (secret, reason) => {
    const error = problemsOf({ NODE_ENV: "production", JWT_SECRET: secret });
    expect(error.problems).toEqual([{ variable: "JWT_SECRET", message: expect.stringContaining(reason) }]);
    expect(error.message).not.toContain(secret);
    // Outside production it starts, and the weakness is there to be logged.
    expect(loadConfig({ NODE_ENV: "development", JWT_SECRET: secret }).jwt.secretWeakness).toContain(reason);
  });

  it("takes random secrets in production: hex, base64 and base64url of 16 bytes and more", () => {
    for (const secret of [
      "3f9c1a7e5b20d84c6e1f0a9b7c3d5e28",
      "k3Jd8Qz1Lm0xVb7Rt5Wn2Yp9Cs4Ha6Fg",
      "Zt4yM1pB0+qR8vN3wK6xJ2cL9sD7fH5gA1eU/oI4rT0=",
    ]) {
      expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: secret }).jwt.secretWeakness, secret).toBeNull();
    }
  });

  it("keeps attachment files beside a SQLite file unless FILES_DIR says where, and caps one at ATTACHMENT_MAX_BYTES", () => {
    expect(loadConfig({}).files).toEqual({
      dir: "data/files",
      attachmentMaxBytes: 10 * 1024 * 1024,
      uploadMaxInFlightPerUser: 4,
      quotaBytes: 1024 * 1024 * 1024,
    });
    expect(loadConfig({ DATABASE_URL: "sqlite:/var/lib/finance/ledger.db" }).files.dir).toBe("/var/lib/finance/files");
    expect(loadConfig({ DATABASE_URL: "postgres://db/finance" }).files.dir).toBe("./data/files");
    expect(loadConfig({ DATABASE_URL: ":memory:" }).files.dir).toBe("./data/files");
    expect(
      loadConfig({
        FILES_DIR: "/srv/files",
        ATTACHMENT_MAX_BYTES: "1024",
        UPLOAD_MAX_IN_FLIGHT_PER_USER: "7",
        STORAGE_QUOTA_BYTES: "5000000",
      }).files,
    ).toEqual({ dir: "/srv/files", attachmentMaxBytes: 1024, uploadMaxInFlightPerUser: 7, quotaBytes: 5_000_000 });
    expect(problemsOf({ ATTACHMENT_MAX_BYTES: "0" }).problems).toEqual([
      { variable: "ATTACHMENT_MAX_BYTES", message: "must be at least 1" },
    ]);
  });

  it("has reverse-proxy-like HTTP server limits by default", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1024,
      maxConnectionsPerClient: 256,
      maxInFlightPerClient: 128,
    });
  });

  it("reports every bad variable at once, and treats empty values as unset", () => {
    const error = problemsOf({ PORT: "x", LOG_LEVEL: "loud", BCRYPT_COST: "99" });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(["BCRYPT_COST", "LOG_LEVEL", "PORT"]);
    expect(loadConfig({ PORT: "", JWT_SECRET: "  " }).port).toBe(3000);
  });
});

describe("defaultPoolSize", () => {
  it("is two connections per core plus one, shared among a cluster's processes with one more each", () => {
    expect(defaultPoolSize(2)).toBe(5);
    expect(defaultPoolSize(8)).toBe(17);
    expect(defaultPoolSize(2, 2)).toBe(4);
    expect(defaultPoolSize(8, 8)).toBe(4);
    expect(defaultPoolSize(1, 8)).toBe(2);
  });
});

describe("defaultOcrWorkers and defaultOcrThreads", () => {
  it("give one process every core and share them among a cluster's processes, at least one each", () => {
    expect(defaultOcrWorkers(8)).toBe(8);
    expect(defaultOcrWorkers(8, 8)).toBe(1);
    expect(defaultOcrWorkers(8, 3)).toBe(2);
    expect(defaultOcrWorkers(2, 4)).toBe(1);
    expect(defaultOcrThreads(8, 8)).toBe(1);
    expect(defaultOcrThreads(8, 1)).toBe(8);
    expect(defaultOcrThreads(8, 2, 2)).toBe(2);
    expect(defaultOcrThreads(2, 1, 4)).toBe(1);
  });
});

describe("clusterWorkerDefaults", () => {
  it("shares the pool, the OCR workers and their threads among the processes when none is set", () => {
    expect(clusterWorkerDefaults({}, 8, 8)).toEqual({ DB_POOL_MAX: "4", OCR_WORKERS: "1", OCR_WORKER_THREADS: "1" });
    expect(clusterWorkerDefaults({ DB_POOL_MAX: " " }, 8, 2)).toEqual({
      DB_POOL_MAX: "10",
      OCR_WORKERS: "4",
      OCR_WORKER_THREADS: "1",
    });
  });

  it("leaves what the environment sets, and counts the OCR workers it sets when sharing out threads", () => {
    expect(clusterWorkerDefaults({ DB_POOL_MAX: "7", OCR_WORKERS: "1" }, 8, 2)).toEqual({ OCR_WORKER_THREADS: "4" });
    expect(clusterWorkerDefaults({ OCR_WORKER_THREADS: "3" }, 8, 2)).toEqual({ DB_POOL_MAX: "10", OCR_WORKERS: "4" });
  });

  it("gives a worker's loadConfig the shared values", () => {
    const config = loadConfig(clusterWorkerDefaults({}, 8, 4));
    expect(config.ocr).toMatchObject({ workers: 2, workerThreads: 1 });
    expect(config.db.poolMax).toBe(defaultPoolSize(8, 4));
  });
});

describe("WEB_DIST_DIR", () => {
  it("defaults to apps/web/dist of this checkout", () => {
    const checkout = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
    expect(loadConfig({}).web.distDir).toBe(join(checkout, "apps", "web", "dist"));
  });

  it("finds the checkout from the source under tsx and from the bundle in apps/api/dist", () => {
    expect(defaultWebDistDir("file:///srv/finance/apps/api/src/config/config.ts")).toBe("/srv/finance/apps/web/dist");
    expect(defaultWebDistDir("file:///srv/finance/apps/api/dist/main.js")).toBe("/srv/finance/apps/web/dist");
    expect(defaultWebDistDir("file:///opt/service/main.js")).toBe(resolve("apps", "web", "dist"));
  });

  it("takes a folder, relative to the working directory", () => {
    expect(loadConfig({ WEB_DIST_DIR: "/var/www/finance" }).web.distDir).toBe("/var/www/finance");
    expect(loadConfig({ WEB_DIST_DIR: "build/web" }).web.distDir).toBe(resolve("build", "web"));
  });
});
