import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { encodeCursor, parseUuid } from "@finance/domain";
import type { PreparedStore } from "./data";
import { call, type LoadSpec } from "./load";
import { distinctPng, receiptForm } from "./multipart";
import type { BenchOptions } from "./options";
import type { ChildServer } from "./processes";

export interface Scenario {
  readonly id: string;
  readonly title: string;
  readonly spec: Omit<LoadSpec, "url">;
  readonly note?: string;
}

export const RECEIPT_IMAGE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../packages/ocr-tesseract/test/fixtures/clean.png",
);

/** Rows only a run naming them with `--only`, or `--compare`, measures. */
export const WALLET_SCENARIOS = ["wallet-get", "wallet-list"];

export type SetUp = Awaited<ReturnType<typeof setUp>>;

interface TransactionJson {
  id: string;
  date: string;
}

/** Logs in as the seeded user and finds what the scenarios need: ids, a deep cursor, which routes exist. */
export const setUp = async (server: ChildServer, prepared: PreparedStore) => {
  const { seeded } = prepared;
  const login = await call<{ accessToken: string }>(server.url, "/api/v1/auth/login", {
    method: "POST",
    json: { email: seeded.email, password: seeded.password },
  });
  const token = login.accessToken;
  const { wallets } = await call<{ wallets: { id: string; name: string; currency: string }[] }>(
    server.url,
    "/api/v1/wallet",
    { token },
  );
  const { categories } = await call<{ categories: { id: string; name: string }[] }>(server.url, "/api/v1/categories", {
    token,
  });
  const firstPage = await fetch(`${server.url}/api/v1/transaction?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.text());
  const wallet = wallets.find((w) => w.currency === "USD") ?? wallets[0];
  const category = categories.find((c) => c.name === "Groceries") ?? categories[0];
  if (!wallet || !category) throw new Error("The seeded user has no wallet or no category");

  // The seed spreads the transactions evenly over `months` months ending when it ran, in date
  // order; the newest row older than 90% of that span is about 90% of the way down the list.
  const end = new Date(seeded.seededAt);
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - seeded.months, end.getUTCDate()));
  const deepBefore = new Date(end.getTime() - 0.9 * (end.getTime() - start.getTime()));
  const probe = await call<{ transactions: TransactionJson[] }>(
    server.url,
    `/api/v1/transaction?limit=1&to=${encodeURIComponent(deepBefore.toISOString())}`,
    { token },
  );
  const row = probe.transactions[0];
  if (!row) throw new Error(`No transaction before ${deepBefore.toISOString()}: is the database seeded?`);
  const rowId = parseUuid(row.id);
  if (!rowId) throw new Error(`The API answered a transaction id that is not a UUID: ${row.id}`);
  const deepCursor = encodeCursor({ date: new Date(row.date), id: rowId });
  const deepPage = await call<{ transactions: TransactionJson[] }>(
    server.url,
    `/api/v1/transaction?limit=50&cursor=${encodeURIComponent(deepCursor)}`,
    { token },
  );
  if (deepPage.transactions.length !== 50) throw new Error("The deep page is not a full page");

  const dashboard = await fetch(`${server.url}/api/v1/dashboard/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await dashboard.arrayBuffer();
  return {
    token,
    firstPage,
    wallet,
    category,
    deepCursor,
    deepBefore: deepBefore.toISOString(),
    dashboardStatus: dashboard.status,
  };
};

export const storeScenarios = (options: BenchOptions, setup: SetUp): Scenario[] => {
  const auth = { authorization: `Bearer ${setup.token}` };
  const timing = {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
  };
  const receiptImage = readFileSync(RECEIPT_IMAGE);
  // Counted from the clock, so a run on reused data does not resend an earlier run's files.
  let uploads = Date.now() * 1000;
  const nextReceipt = () => {
    uploads += 1;
    return receiptForm(
      { walletId: setup.wallet.id, categoryId: setup.category.id },
      { name: "clean.png", type: "image/png", bytes: distinctPng(receiptImage, uploads) },
    );
  };
  const scenarios: Scenario[] = [
    {
      id: "list-first",
      title: "GET /transaction?limit=50, first page",
      spec: { ...timing, path: "/api/v1/transaction?limit=50", headers: auth },
    },
    {
      id: "list-deep",
      title: "GET /transaction?limit=50, deep page (~90% down)",
      spec: {
        ...timing,
        path: `/api/v1/transaction?limit=50&cursor=${encodeURIComponent(setup.deepCursor)}`,
        headers: auth,
      },
    },
    {
      id: "dashboard",
      title: "GET /dashboard/summary (current month)",
      spec: { ...timing, path: "/api/v1/dashboard/summary", headers: auth },
      ...(setup.dashboardStatus !== 200 && {
        note: `the route answered ${setup.dashboardStatus} at setup (not available in this build?)`,
      }),
    },
    {
      id: "create",
      title: "POST /transaction",
      spec: {
        ...timing,
        method: "POST",
        path: "/api/v1/transaction",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          amount: 12.34,
          type: "expense",
          currency: setup.wallet.currency,
          walletId: setup.wallet.id,
          categoryId: setup.category.id,
          description: "bench",
          date: new Date().toISOString(),
        }),
      },
    },
    {
      id: "wallet-get",
      title: "GET /wallet/:id",
      spec: { ...timing, path: `/api/v1/wallet/${setup.wallet.id}`, headers: auth },
    },
    {
      id: "wallet-list",
      title: "GET /wallet (first page)",
      spec: { ...timing, path: "/api/v1/wallet", headers: auth },
    },
    {
      id: "receipt",
      title: "POST /transaction/receipt (clean.png, PaddleOCR, a distinct file each time)",
      spec: {
        connections: options.receiptConnections,
        durationSeconds: options.receiptDurationSeconds,
        warmupSeconds: 0,
        warmupRequests: options.receiptConnections * 2,
        method: "POST",
        path: "/api/v1/transaction/receipt",
        headers: auth,
        nextBody: nextReceipt,
      },
    },
  ];
  return scenarios;
};
