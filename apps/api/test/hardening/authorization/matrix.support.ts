import type { ParsedReceipt } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { expect } from "vitest";
import { pngOfSize, receiptForm } from "../../receipts.support";
import {
  A_PDF,
  type ApiClient,
  anOwner,
  anUnknownId,
  type LoggedInUser,
  type Owned,
  type TestApp,
  type TestResponse,
} from "../../support";

export const MALFORMED = ["not-a-uuid", "1 OR 1=1", "../wallet", "01900000-0000-7000-8000-00000000000g"];

export const tag = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

export const RECEIPT: ParsedReceipt = {
  merchant: "Corner Shop",
  date: "2026-03-01",
  currency: "USD",
  lines: [{ description: "Bread", amount: 2.5 }],
  total: 2.5,
};

/** A user with a wallet, a category, a transaction, a budget and a pending invitation to `friend`, all named after `label`. */
export const aLabelledOwner = (t: TestApp, friend: LoggedInUser, label: string): Promise<Owned> =>
  anOwner(t, friend, {
    user: { name: tag(`${label}-NAME`), email: `${tag(label)}@example.com` },
    wallet: { name: tag(`${label}-WALLET`) },
    category: { name: tag(`${label}-CATEGORY`) },
    transaction: { description: tag(`${label}-SECRET`) },
    budget: { name: tag(`${label}-BUDGET`), limit: 321, startDate: "2026-01-01" },
    tag: { name: tag(`${label}-TAG`) },
  });

export interface World {
  t: TestApp;
  vera: Owned;
  mallory: Owned;
  carl: LoggedInUser;
  /** Everything of Vera's (and her friend Carl's) that must never reach Mallory. */
  secrets: string[];
  /** Every answer Mallory got. */
  seen: { probe: string; res: TestResponse }[];
  ocrCalls: () => number;
  /** How Mallory authenticates in the current pass: her login session, or her read-scoped personal access token. */
  credential: "session" | "readToken";
  malloryReadToken: ApiClient;
  /** A preview of Vera's, waiting for her commit. */
  veraImportId: string;
  /** A receipt job of Vera's. */
  veraJobId: string;
}

export type Expectation = readonly [status: number, code: string];

export interface Probe {
  readonly label: string;
  readonly send: (w: World) => Promise<TestResponse>;
  readonly expect: Expectation | ((res: TestResponse, w: World) => void);
}

export const as = (w: World) => (w.credential === "session" ? w.mallory.user.api : w.malloryReadToken);
export const bearerOf = (w: World) => (w.credential === "session" ? w.mallory.user.token : w.mallory.tokenSecret);

/** Another user's, a missing and malformed ids in one position, each with the contract's answer. */
export const idCases = (
  name: string,
  send: (id: string, w: World) => Promise<TestResponse>,
  expected: { foreign: Expectation; missing: Expectation; malformed: Expectation },
  foreignId: (w: World) => string,
): Probe[] => [
  { label: `${name}: another user's`, send: (w) => send(foreignId(w), w), expect: expected.foreign },
  { label: `${name}: missing`, send: (w) => send(anUnknownId(), w), expect: expected.missing },
  ...MALFORMED.map((bad) => ({
    label: `${name}: malformed ${JSON.stringify(bad)}`,
    send: (w: World) => send(encodeURIComponent(bad), w),
    expect: expected.malformed,
  })),
];

/** A transaction body's `tagIds` naming another user's, a missing and malformed tag ids. */
export const tagIdsCases = (name: string, send: (tagIds: string[], w: World) => Promise<TestResponse>): Probe[] => [
  { label: `${name}: another user's`, send: (w) => send([w.mallory.tagId, w.vera.tagId], w), expect: TAG_ID.foreign },
  { label: `${name}: missing`, send: (w) => send([anUnknownId()], w), expect: TAG_ID.missing },
  ...MALFORMED.map((bad) => ({
    label: `${name}: malformed ${JSON.stringify(bad)}`,
    send: (w: World) => send([w.mallory.tagId, bad], w),
    expect: TAG_ID.malformed,
  })),
];

/** Same, for an id in a JSON body or a form (sent as is, not URL-encoded). */
export const bodyIdCases = (
  name: string,
  send: (id: string, w: World) => Promise<TestResponse>,
  expected: Expectation,
  foreignId: (w: World) => string,
): Probe[] => [
  { label: `${name}: another user's`, send: (w) => send(foreignId(w), w), expect: expected },
  { label: `${name}: missing`, send: (w) => send(anUnknownId(), w), expect: expected },
  ...MALFORMED.map((bad) => ({
    label: `${name}: malformed ${JSON.stringify(bad)}`,
    send: (w: World) => send(bad, w),
    expect: expected,
  })),
];

export const TX_ID = {
  foreign: [403, "TRANSACTION_OWNER_MISMATCH"],
  missing: [404, "TRANSACTION_NOT_FOUND"],
  malformed: [400, "INVALID_TRANSACTION_ID"],
} as const;
export const BUDGET_ID = {
  foreign: [403, "INSUFFICIENT_PERMISSIONS"],
  missing: [404, "BUDGET_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const MEMBER_ID = {
  foreign: [404, "BUDGET_MEMBER_NOT_FOUND"],
  missing: [404, "BUDGET_MEMBER_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const WALLET_ID = {
  foreign: [404, "WALLET_NOT_FOUND"],
  missing: [404, "WALLET_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const CATEGORY_ID = {
  foreign: [400, "INVALID_CATEGORY_EXIST_PARAMS"],
  missing: [400, "INVALID_CATEGORY_EXIST_PARAMS"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const ATTACHMENT_ID = {
  foreign: [404, "ATTACHMENT_NOT_FOUND"],
  missing: [404, "ATTACHMENT_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const TAG_ID = {
  foreign: [404, "TAG_NOT_FOUND"],
  missing: [404, "TAG_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const TRANSFER_ID = {
  foreign: [404, "TRANSFER_NOT_FOUND"],
  missing: [404, "TRANSFER_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const TOKEN_ID = {
  foreign: [404, "TOKEN_NOT_FOUND"],
  missing: [404, "TOKEN_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
export const WALLET_REF = [404, "WALLET_NOT_FOUND"] as const;
export const CATEGORY_REF = [400, "INVALID_CATEGORY_EXIST_PARAMS"] as const;
export const RECURRENCE_ID = {
  foreign: [404, "RECURRENCE_NOT_FOUND"],
  missing: [404, "RECURRENCE_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;

/** A list answer: 200, and only the caller's rows (the secrets check does the rest). */
export const listOf =
  (field: string, owner: (w: World) => Record<string, unknown> = () => ({})) =>
  (res: TestResponse, w: World) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = field.split(".").reduce((value, key) => value?.[key], res.body) as Record<string, unknown>[];
    expect(Array.isArray(rows)).toBe(true);
    for (const row of rows) expect(row).toMatchObject(owner(w));
  };

export const budgetBody = (w: World, overrides: Record<string, unknown>) => ({
  name: tag("M-BUDGET"),
  currency: "USD",
  limit: 10,
  period: "monthly",
  walletId: w.mallory.walletId,
  categoryIds: [w.mallory.categoryId],
  ...overrides,
});

export const attach = (w: World, transactionId: string) => {
  const form = new FormData();
  form.append("file", new Blob([A_PDF]), "mine.pdf");
  return w.t.request("POST", `/api/v1/transaction/${transactionId}/attachments`, {
    token: bearerOf(w),
    rawBody: form,
  });
};

export const receipt = (w: World, ids: { walletId: string; categoryId: string }) =>
  w.t.request("POST", "/api/v1/transaction/receipt", {
    token: bearerOf(w),
    rawBody: receiptForm({ receipt: pngOfSize(64), ...ids }),
  });

export const SAME_SITE = { "X-Requested-With": "finance-web" };
export const FOREIGN_ORIGIN = "https://evil.example";

/** A refresh or logout authenticated by the browser session's cookie (no token in the body). */
export const byCookie = (w: World, path: string, cookie: string, headers: Record<string, string>) =>
  w.t.client().call("POST", path, { body: {}, headers: { ...headers, Cookie: `finance_refresh=${cookie}` } });

/** Routes behind `requireAuth` (all under /api/v1 but these public ones). */
export const PROTECTED = /^\/api\/v1\/(?!auth\/(register|login|refresh|logout)$|openapi\.json$)/;

/** Every `METHOD path` the app serves (middleware entries are `ALL`). */
export const servedRoutes = (t: TestApp) => [
  ...new Set(t.app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`)),
];

/** Vera's rows as the store holds them, to compare before and after. */
export const snapshot = async (w: World) => {
  const { repositories } = w.t.deps;
  return {
    wallets: await repositories.wallets.listByUser(idOf(w.vera.user.user.id)),
    transaction: await repositories.transactions.findById(idOf(w.vera.transactionId)),
    transfer: await repositories.transfers.findById(idOf(w.vera.transferId)),
    budget: await repositories.budgets.findById(idOf(w.vera.budgetId)),
    member: await repositories.budgets.findMember(idOf(w.vera.memberId)),
    categories: await repositories.categories.listByUser(idOf(w.vera.user.user.id)),
    attachments: await repositories.attachments.listByTransaction(idOf(w.vera.transactionId)),
    file: await w.t.deps.files.get(w.vera.attachmentId).then((file) => file?.sizeBytes),
    tags: await repositories.tags.list({ userId: idOf(w.vera.user.user.id), limit: 100 }),
    tokens: await repositories.personalAccessTokens.listByUser(idOf(w.vera.user.user.id)),
    user: await repositories.users.findById(idOf(w.vera.user.user.id)),
    import: await repositories.imports.findById(idOf(w.veraImportId)),
    importRows: await repositories.imports.listRows({ importId: idOf(w.veraImportId), limit: 10 }),
    recurrence: await repositories.recurrences.findById(idOf(w.vera.recurrenceId)),
  };
};
