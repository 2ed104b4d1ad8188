import { afterAll, beforeAll, describe } from "vitest";
import { type StoreKind, TEST_DATABASE_URL } from "./stores";
import { makeTestApp, type TestApp, type TestAppOptions } from "./testApp";

/** The stores every end-to-end suite runs on. PostgreSQL needs TEST_DATABASE_URL. */
export const E2E_STORES: readonly StoreKind[] = ["sqlite", "postgres"];

/**
 * Runs the same suite once per store: `describeEachStore("transactions", (store) => { ... })`.
 * Without TEST_DATABASE_URL the PostgreSQL copy is registered as skipped, so the report shows it.
 */
export const describeEachStore = (
  title: string,
  body: (store: StoreKind) => void,
  stores: readonly StoreKind[] = E2E_STORES,
): void => {
  for (const store of stores) {
    if (store === "postgres" && !TEST_DATABASE_URL) {
      describe.skip(`${title} [postgres: skipped, TEST_DATABASE_URL is not set]`, () => body(store));
    } else {
      describe(`${title} [${store}]`, () => body(store));
    }
  }
};

/**
 * One app for the enclosing describe block (built in beforeAll, closed in afterAll). Tests share
 * it, so each test registers its own users (registerAndLogin makes unique e-mails).
 */
export const useTestApp = (options: TestAppOptions = {}): (() => TestApp) => {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await makeTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("useTestApp: the app is built in beforeAll");
    return app;
  };
};
