import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JoseTokenPort } from "@finance/adapter-auth";
import { DiskFileStore } from "@finance/adapter-files";
import { DomainError, type OcrPort, type Repositories } from "@finance/domain";
import type { DependencyContainer } from "tsyringe";
import { type App, OPENAPI_PATH } from "../../src/app/createApp";
import { buildContainer, registerPorts, resolve, resolvePorts } from "../../src/composition/container";
import { type Ports, TOKENS } from "../../src/composition/tokens";
import { type Config, loadConfig } from "../../src/config/config";
import { apiClient, appRequester, type Requester, rawFetchRequester } from "./client";
import { TestClock } from "./clock";
import { captureLogger } from "./logs";
import { aCategory, aUser, aWallet, type UserBody } from "./mothers";
import { type OpenApiResponseValidator, validatingRequester, validatorFor } from "./openapiResponses";
import { openTestStore, type StoreKind } from "./stores";

export interface TestAppOptions {
  /** Which persistence adapter backs the app (default memory). */
  store?: StoreKind;
  /** Environment variables on top of the test defaults (NODE_ENV=test, BCRYPT_COST=4, a fixed JWT_SECRET, high rate limits). */
  env?: Record<string, string>;
  /** Start the clock stopped at this instant (default: real time until `clock.set`). */
  now?: Date | string;
  /**
   * Replace any port, e.g. `ocr: fakeOcr(...)` or a repository that fails; registered in the
   * container before anything is built. A function is given the ports the test app would use.
   */
  deps?: Partial<Ports> | ((base: Ports) => Partial<Ports>);
}

export interface TestApp {
  app: App;
  /** The ports the app was built on, as the container resolved them. */
  deps: Ports;
  /** The composition root's container, with the test's ports registered: `resolve(t.container, USE_CASES.x)`. */
  container: DependencyContainer;
  config: Config;
  /** The folder of this app's attachment files (removed on close). */
  filesDir: string;
  clock: TestClock;
  /** Raw request on any path: `t.request("GET", "/health")`. */
  request: Requester;
  /** JSON log lines written so far. */
  logs: string[];
  /** Calls under /api/v1, optionally as a user: `t.client(token).post("/wallet", aWallet())`. */
  client: (token?: string) => ReturnType<typeof apiClient>;
  close: () => Promise<void>;
}

export const TEST_JWT_SECRET = "test-secret-that-is-at-least-32-characters-long";

/** The default OCR of test apps: always fails like an unreachable provider (tests that read receipts pass their own). */
export const unavailableOcr: OcrPort = {
  read: async () => {
    throw new DomainError("OCR_RESPONSE_FAILED", "OCR provider is not configured in this test");
  },
};

/**
 * Rate limits of test apps unless a test sets its own: suites register and log in many users from
 * one (socket-less) client, which the contract's 10 per minute would refuse. The limiter's own
 * tests (test/hardening) set low limits explicitly.
 */
export const TEST_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
  LOGIN_FREE_FAILURES: "1000",
} as const;

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: "test",
    BCRYPT_COST: "4",
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: "info",
    // Webhooks of tests point at receivers on loopback.
    WEBHOOK_ALLOW_PRIVATE: "true",
    ...TEST_RATE_LIMITS,
    ...env,
  });

/**
 * The app as the composition root builds it (jose, bcrypt at cost 4, the chosen store), with a
 * controllable clock: the test's ports are registered in the container over the real ones.
 */
export const makeTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const config = testConfig(options.env);
  const clock = new TestClock(options.now ? new Date(options.now) : undefined);
  const { logger, lines } = captureLogger(config.logLevel);
  const store = await openTestStore(options.store ?? "memory");
  // Attachment files on a real disk, in a folder of this app's own.
  const filesDir = mkdtempSync(join(tmpdir(), "finance-test-files-"));
  const container = buildContainer(config, logger);
  registerPorts(container, {
    repositories: store.repositories,
    dashboard: store.dashboard,
    storeVersion: store.version,
    tokens: new JoseTokenPort({ secret: config.jwt.secret, ttlSeconds: config.jwt.ttlSeconds, now: () => clock.now() }),
    clock,
    ocr: unavailableOcr,
    files: new DiskFileStore(filesDir),
  });
  if (options.deps) {
    registerPorts(container, typeof options.deps === "function" ? options.deps(resolvePorts(container)) : options.deps);
  }
  const app = resolve(container, TOKENS.App);
  // Every response a suite gets must be one the OpenAPI document declares (status and body).
  let validator: Promise<OpenApiResponseValidator> | undefined;
  const documented = () => {
    validator ??= Promise.resolve(app.request(OPENAPI_PATH)).then(async (res) => validatorFor(await res.text()));
    return validator;
  };
  const request = validatingRequester(appRequester(app), documented);
  return {
    app,
    deps: resolvePorts(container),
    container,
    config,
    filesDir,
    clock,
    request,
    logs: lines,
    client: (token) => apiClient(request, token),
    close: async () => {
      await resolve(container, TOKENS.RateLimitBackend).close();
      await store.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
};

let servedDocument: Promise<OpenApiResponseValidator> | undefined;

/** The validator of the document every app serves, for requesters that reach no TestApp of their own. */
export const servedDocumentValidator = (): Promise<OpenApiResponseValidator> => {
  servedDocument ??= makeTestApp().then(async (t) => {
    const document = await (await t.app.request(OPENAPI_PATH)).text();
    await t.close();
    return validatorFor(document);
  });
  return servedDocument;
};

/** Requests to a real server (`startService`); every answer is checked against the OpenAPI document. */
export const fetchRequester = (baseUrl: string): Requester =>
  validatingRequester(rawFetchRequester(baseUrl), servedDocumentValidator);

export interface LoggedInUser {
  token: string;
  /** The login's refresh token (`fin_rt_...`). */
  refreshToken: string;
  user: { id: string; name: string; email: string; createdAt: string };
  credentials: UserBody;
  /** Calls under /api/v1 as this user. */
  api: ReturnType<typeof apiClient>;
}

/** Registers a fresh user (aUser + overrides), logs in, and answers the token and a client. */
export const registerAndLogin = async (
  t: Pick<TestApp, "request">,
  overrides: Partial<UserBody> = {},
): Promise<LoggedInUser> => {
  const credentials = aUser(overrides);
  const anonymous = apiClient(t.request);
  const registered = await anonymous.post("/auth/register", credentials);
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.accessToken as string;
  const refreshToken = login.body.refreshToken as string;
  return { token, refreshToken, user: login.body.user, credentials, api: apiClient(t.request, token) };
};

/** Repositories whose every call fails with `error` (for 500 INTERNAL_ERROR tests). */
export const failingRepositories = (base: Repositories, error: Error): Repositories => {
  const fail = <T extends object>(repo: T): T =>
    new Proxy(repo, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? () => Promise.reject(error) : value;
      },
    });
  return {
    users: fail(base.users),
    wallets: fail(base.wallets),
    categories: fail(base.categories),
    transactions: fail(base.transactions),
    budgets: fail(base.budgets),
    idempotencyKeys: fail(base.idempotencyKeys),
    recurrences: fail(base.recurrences),
    attachments: fail(base.attachments),
    tags: fail(base.tags),
    transfers: fail(base.transfers),
    refreshTokens: fail(base.refreshTokens),
    personalAccessTokens: fail(base.personalAccessTokens),
    webhooks: fail(base.webhooks),
    outbox: fail(base.outbox),
    imports: fail(base.imports),
  };
};

/** Creates a wallet and a category for a user; answers their JSON (`wallet.id`, `category.id`). */
export const seedWalletAndCategory = async (
  api: ReturnType<typeof apiClient>,
  overrides: { wallet?: Record<string, unknown>; category?: Record<string, unknown> } = {},
) => {
  const wallet = await api.post("/wallet", aWallet(overrides.wallet));
  const category = await api.post("/categories", aCategory(overrides.category));
  if (wallet.status !== 201 || category.status !== 201) {
    throw new Error(`seeding failed: ${JSON.stringify(wallet.body)} ${JSON.stringify(category.body)}`);
  }
  return { wallet: wallet.body.wallet, category: category.body.category };
};
