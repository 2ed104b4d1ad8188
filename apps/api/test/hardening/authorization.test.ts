import type { ParsedReceipt } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { beforeAll, expect, it } from "vitest";
import { countingOcr, pngOfSize, receiptForm, stubOcr } from "../receipts.support";
import {
  A_PDF,
  type ApiClient,
  anOwner,
  anUnknownId,
  apiClient,
  aTransaction,
  aTransfer,
  aUser,
  aWallet,
  describeEachStore,
  type LoggedInUser,
  type Owned,
  registerAndLogin,
  type TestApp,
  type TestResponse,
  useTestApp,
} from "../support";

/**
 * OWASP API1 (broken object-level authorization), API3 (broken object property level). Every
 * route of the app, enumerated from `app.routes`, has an entry below; a new route without one
 * fails the first test. For every id a route takes (in the path, the body, the form or the query),
 * another user's id, a missing id and a malformed id answer the contract's 4xx; lists answer only
 * the caller's rows. Nothing Vera (the victim) owns, not even her ids, ever appears in a body
 * Mallory (the attacker) receives, and after all of it Vera's data is exactly as it was.
 */

const MALFORMED = ["not-a-uuid", "1 OR 1=1", "../wallet", "01900000-0000-7000-8000-00000000000g"];

const tag = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

const RECEIPT: ParsedReceipt = {
  merchant: "Corner Shop",
  date: "2026-03-01",
  currency: "USD",
  lines: [{ description: "Bread", amount: 2.5 }],
  total: 2.5,
};

/** A user with a wallet, a category, a transaction, a budget and a pending invitation to `friend`, all named after `label`. */
const aLabelledOwner = (t: TestApp, friend: LoggedInUser, label: string): Promise<Owned> =>
  anOwner(t, friend, {
    user: { name: tag(`${label}-NAME`), email: `${tag(label)}@example.com` },
    wallet: { name: tag(`${label}-WALLET`) },
    category: { name: tag(`${label}-CATEGORY`) },
    transaction: { description: tag(`${label}-SECRET`) },
    budget: { name: tag(`${label}-BUDGET`), limit: 321, startDate: "2026-01-01" },
    tag: { name: tag(`${label}-TAG`) },
  });

interface World {
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
}

type Expectation = readonly [status: number, code: string];

interface Probe {
  readonly label: string;
  readonly send: (w: World) => Promise<TestResponse>;
  readonly expect: Expectation | ((res: TestResponse, w: World) => void);
}

const as = (w: World) => (w.credential === "session" ? w.mallory.user.api : w.malloryReadToken);
const bearerOf = (w: World) => (w.credential === "session" ? w.mallory.user.token : w.mallory.tokenSecret);

/** Another user's, a missing and malformed ids in one position, each with the contract's answer. */
const idCases = (
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
const tagIdsCases = (name: string, send: (tagIds: string[], w: World) => Promise<TestResponse>): Probe[] => [
  { label: `${name}: another user's`, send: (w) => send([w.mallory.tagId, w.vera.tagId], w), expect: TAG_ID.foreign },
  { label: `${name}: missing`, send: (w) => send([anUnknownId()], w), expect: TAG_ID.missing },
  ...MALFORMED.map((bad) => ({
    label: `${name}: malformed ${JSON.stringify(bad)}`,
    send: (w: World) => send([w.mallory.tagId, bad], w),
    expect: TAG_ID.malformed,
  })),
];

/** Same, for an id in a JSON body or a form (sent as is, not URL-encoded). */
const bodyIdCases = (
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

const TX_ID = {
  foreign: [403, "TRANSACTION_OWNER_MISMATCH"],
  missing: [404, "TRANSACTION_NOT_FOUND"],
  malformed: [400, "INVALID_TRANSACTION_ID"],
} as const;
const BUDGET_ID = {
  foreign: [403, "INSUFFICIENT_PERMISSIONS"],
  missing: [404, "BUDGET_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const MEMBER_ID = {
  foreign: [404, "BUDGET_MEMBER_NOT_FOUND"],
  missing: [404, "BUDGET_MEMBER_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const WALLET_ID = {
  foreign: [404, "WALLET_NOT_FOUND"],
  missing: [404, "WALLET_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const CATEGORY_ID = {
  foreign: [400, "INVALID_CATEGORY_EXIST_PARAMS"],
  missing: [400, "INVALID_CATEGORY_EXIST_PARAMS"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const ATTACHMENT_ID = {
  foreign: [404, "ATTACHMENT_NOT_FOUND"],
  missing: [404, "ATTACHMENT_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const TAG_ID = {
  foreign: [404, "TAG_NOT_FOUND"],
  missing: [404, "TAG_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const TRANSFER_ID = {
  foreign: [404, "TRANSFER_NOT_FOUND"],
  missing: [404, "TRANSFER_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const TOKEN_ID = {
  foreign: [404, "TOKEN_NOT_FOUND"],
  missing: [404, "TOKEN_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const RECURRENCE_ID = {
  foreign: [404, "RECURRENCE_NOT_FOUND"],
  missing: [404, "RECURRENCE_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;
const WALLET_REF = [404, "WALLET_NOT_FOUND"] as const;
const CATEGORY_REF = [400, "INVALID_CATEGORY_EXIST_PARAMS"] as const;

/** A list answer: 200, and only the caller's rows (the secrets check does the rest). */
const listOf =
  (field: string, owner: (w: World) => Record<string, unknown> = () => ({})) =>
  (res: TestResponse, w: World) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = field.split(".").reduce((value, key) => value?.[key], res.body) as Record<string, unknown>[];
    expect(Array.isArray(rows)).toBe(true);
    for (const row of rows) expect(row).toMatchObject(owner(w));
  };

const budgetBody = (w: World, overrides: Record<string, unknown>) => ({
  name: tag("M-BUDGET"),
  currency: "USD",
  limit: 10,
  period: "monthly",
  walletId: w.mallory.walletId,
  categoryIds: [w.mallory.categoryId],
  ...overrides,
});

const recurrenceBody = (w: World, overrides: Record<string, unknown>) => ({
  walletId: w.mallory.walletId,
  categoryId: w.mallory.categoryId,
  amount: 1,
  type: "expense",
  rrule: "FREQ=WEEKLY",
  start: "2099-01-01T09:00:00Z",
  ...overrides,
});

const attach = (w: World, transactionId: string) => {
  const form = new FormData();
  form.append("file", new Blob([A_PDF]), "mine.pdf");
  return w.t.request("POST", `/api/v1/transaction/${transactionId}/attachments`, {
    token: bearerOf(w),
    rawBody: form,
  });
};

const receipt = (w: World, ids: { walletId: string; categoryId: string }) =>
  w.t.request("POST", "/api/v1/transaction/receipt", {
    token: bearerOf(w),
    rawBody: receiptForm({ receipt: pngOfSize(64), ...ids }),
  });

const SAME_SITE = { "X-Requested-With": "finance-web" };
const FOREIGN_ORIGIN = "https://evil.example";

/** A refresh or logout authenticated by the browser session's cookie (no token in the body). */
const byCookie = (w: World, path: string, cookie: string, headers: Record<string, string>) =>
  w.t.client().call("POST", path, { body: {}, headers: { ...headers, Cookie: `finance_refresh=${cookie}` } });

/** THE matrix: every route of the app. Public routes take no id and hold no one's data. */
const MATRIX: Record<string, Probe[]> = {
  "GET /health": [{ label: "public", send: (w) => w.t.request("GET", "/health"), expect: [200, "-"] }],
  "GET /api/v1/openapi.json": [
    { label: "public", send: (w) => w.t.request("GET", "/api/v1/openapi.json"), expect: [200, "-"] },
  ],
  "GET /docs": [{ label: "public", send: (w) => w.t.request("GET", "/docs"), expect: [200, "-"] }],
  "GET /docs/scalar.js": [{ label: "public", send: (w) => w.t.request("GET", "/docs/scalar.js"), expect: [200, "-"] }],
  "GET /docs/init.js": [{ label: "public", send: (w) => w.t.request("GET", "/docs/init.js"), expect: [200, "-"] }],
  "POST /api/v1/auth/register": [
    {
      label: "a new account sees nothing of others",
      send: (w) => w.t.client().post("/auth/register", aUser()),
      expect: [201, "USER_REGISTERED"],
    },
  ],
  "POST /api/v1/auth/login": [
    {
      label: "someone else's e-mail with a wrong password",
      send: (w) => w.t.client().post("/auth/login", { email: w.vera.user.credentials.email, password: "guess-guess" }),
      expect: [401, "INVALID_CREDENTIALS"],
    },
  ],
  "POST /api/v1/auth/refresh": [
    {
      label: "a refresh token nobody was given",
      send: (w) => w.t.client().post("/auth/refresh", { refreshToken: `fin_rt_${"A".repeat(43)}` }),
      expect: [401, "REFRESH_TOKEN_INVALID"],
    },
    {
      label: "a session cookie nobody was given",
      send: (w) => byCookie(w, "/auth/refresh", `fin_rt_${"A".repeat(43)}`, SAME_SITE),
      expect: [401, "REFRESH_TOKEN_INVALID"],
    },
    {
      label: "Vera's session cookie sent by another site's form (no X-Requested-With)",
      send: (w) => byCookie(w, "/auth/refresh", w.vera.user.refreshToken, {}),
      expect: [403, "CSRF_REJECTED"],
    },
    {
      label: "Vera's session cookie sent by another site's script",
      send: (w) => byCookie(w, "/auth/refresh", w.vera.user.refreshToken, { ...SAME_SITE, Origin: FOREIGN_ORIGIN }),
      expect: [403, "CSRF_REJECTED"],
    },
  ],
  "POST /api/v1/auth/logout": [
    {
      label: "a refresh token nobody was given: nothing to revoke, nobody else's session ends",
      send: (w) => w.t.client().post("/auth/logout", { refreshToken: `fin_rt_${"A".repeat(43)}` }),
      expect: [200, "LOGGED_OUT"],
    },
    {
      label: "a session cookie nobody was given: nothing to revoke",
      send: (w) => byCookie(w, "/auth/logout", `fin_rt_${"A".repeat(43)}`, SAME_SITE),
      expect: [200, "LOGGED_OUT"],
    },
    {
      label: "Vera's session cookie sent by another site's form: her session does not end",
      send: (w) => byCookie(w, "/auth/logout", w.vera.user.refreshToken, {}),
      expect: [403, "CSRF_REJECTED"],
    },
    {
      label: "Vera's session cookie sent by another site's script: her session does not end",
      send: (w) => byCookie(w, "/auth/logout", w.vera.user.refreshToken, { ...SAME_SITE, Origin: FOREIGN_ORIGIN }),
      expect: [403, "CSRF_REJECTED"],
    },
  ],
  "POST /api/v1/auth/password": [
    {
      label: "a wrong current password changes nothing",
      send: (w) => as(w).post("/auth/password", { currentPassword: "guess-guess", newPassword: "new-password-1" }),
      expect: [401, "INVALID_CREDENTIALS"],
    },
  ],
  "POST /api/v1/auth/tokens": [
    {
      label: "a new token is the caller's",
      send: (w) => as(w).post("/auth/tokens", { name: tag("M-TOKEN"), scopes: ["read"] }),
      expect: [201, "TOKEN_CREATED"],
    },
  ],
  "GET /api/v1/auth/tokens": [{ label: "list", send: (w) => as(w).get("/auth/tokens"), expect: listOf("tokens") }],
  "DELETE /api/v1/auth/tokens/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/auth/tokens/${id}`),
    TOKEN_ID,
    (w) => w.vera.tokenId,
  ),
  "GET /api/v1/wallet": [{ label: "list", send: (w) => as(w).get("/wallet"), expect: listOf("wallets") }],
  "POST /api/v1/wallet": [
    {
      label: "another user's wallet name is free",
      send: (w) => as(w).post("/wallet", aWallet({ name: "Checking" })),
      expect: [201, "WALLET_CREATED"],
    },
  ],
  "GET /api/v1/wallet/:id": idCases(
    "id",
    (id, w) => as(w).get(`/wallet/${id}`),
    WALLET_ID,
    (w) => w.vera.walletId,
  ),
  "PATCH /api/v1/wallet/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/wallet/${id}`, { name: "mine now", initialBalance: 0, archived: true }),
    WALLET_ID,
    (w) => w.vera.walletId,
  ),
  "DELETE /api/v1/wallet/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).delete(`/wallet/${id}`),
      WALLET_ID,
      (w) => w.vera.walletId,
    ),
    ...idCases(
      "reassignTo of my own wallet",
      (id, w) => as(w).delete(`/wallet/${w.mallory.walletId}?reassignTo=${id}`),
      WALLET_ID,
      (w) => w.vera.walletId,
    ),
  ],
  "GET /api/v1/categories": [{ label: "list", send: (w) => as(w).get("/categories"), expect: listOf("categories") }],
  "GET /api/v1/categories/:id": idCases(
    "id",
    (id, w) => as(w).get(`/categories/${id}`),
    CATEGORY_ID,
    (w) => w.vera.categoryId,
  ),
  "PATCH /api/v1/categories/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/categories/${id}`, { name: "mine now", archived: true }),
    CATEGORY_ID,
    (w) => w.vera.categoryId,
  ),
  "DELETE /api/v1/categories/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).delete(`/categories/${id}`),
      CATEGORY_ID,
      (w) => w.vera.categoryId,
    ),
    ...idCases(
      "reassignTo of my own category",
      (id, w) => as(w).delete(`/categories/${w.mallory.categoryId}?reassignTo=${id}`),
      CATEGORY_ID,
      (w) => w.vera.categoryId,
    ),
  ],
  "POST /api/v1/categories": [
    {
      label: "another user's category name is free (no 409 that would reveal it)",
      send: async (w) => {
        const vera = await w.vera.user.api.get("/categories");
        // Lower case: the same name to the case-insensitive check, not the literal the leak check looks for.
        return as(w).post("/categories", { name: vera.body.categories[0].name.toLowerCase() });
      },
      expect: (res) => {
        expect(res.status).toBe(201);
        expect(res.body.code).toBe("CATEGORY_CREATED");
      },
    },
  ],
  "GET /api/v1/transaction": [
    {
      label: "list",
      send: (w) => as(w).get("/transaction", { limit: 100 }),
      expect: listOf("transactions", (w) => ({
        walletId: expect.toSatisfy((id) => [w.mallory.walletId, w.mallory.savingsWalletId].includes(id as string)),
      })),
    },
    {
      label: "filtered by another user's wallet: empty",
      send: (w) => as(w).get("/transaction", { walletId: w.vera.walletId }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
    {
      label: "filtered by another user's category: empty",
      send: (w) => as(w).get("/transaction", { categoryId: w.vera.categoryId }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
    {
      label: "filtered by another user's tag: empty",
      send: (w) => as(w).get("/transaction", { tagId: w.vera.tagId }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
    {
      label: "filtered by my tag and another user's: mine only",
      send: (w) => as(w).get("/transaction", { tagId: `${w.vera.tagId},${w.mallory.tagId}` }),
      expect: (res, w) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions.map((x: { id: string }) => x.id)).toEqual([w.mallory.transactionId]);
      },
    },
    {
      label: "searching another user's description: empty",
      send: async (w) => {
        const vera = await w.vera.user.api.get(`/transaction/${w.vera.transactionId}`);
        return as(w).get("/transaction", { q: vera.body.transaction.description });
      },
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
  ],
  "POST /api/v1/transaction": [
    ...bodyIdCases(
      "walletId",
      (id, w) => as(w).post("/transaction", aTransaction({ walletId: id, categoryId: w.mallory.categoryId })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => as(w).post("/transaction", aTransaction({ walletId: w.mallory.walletId, categoryId: id })),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    ...tagIdsCases("tagIds", (tagIds, w) =>
      as(w).post(
        "/transaction",
        aTransaction({ walletId: w.mallory.walletId, categoryId: w.mallory.categoryId }, { tagIds }),
      ),
    ),
  ],
  "GET /api/v1/transaction/:id": idCases(
    "id",
    (id, w) => as(w).get(`/transaction/${id}`),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "PATCH /api/v1/transaction/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).patch(`/transaction/${id}`, { amount: 0.01, description: "mine now" }),
      TX_ID,
      (w) => w.vera.transactionId,
    ),
    ...bodyIdCases(
      "walletId of my own transaction",
      (id, w) => as(w).patch(`/transaction/${w.mallory.transactionId}`, { walletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId of my own transaction",
      (id, w) => as(w).patch(`/transaction/${w.mallory.transactionId}`, { categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    ...tagIdsCases("tagIds of my own transaction", (tagIds, w) =>
      as(w).patch(`/transaction/${w.mallory.transactionId}`, { tagIds }),
    ),
  ],
  "GET /api/v1/tags": [{ label: "list", send: (w) => as(w).get("/tags"), expect: listOf("tags") }],
  "POST /api/v1/tags": [
    {
      label: "another user's tag name is free (no 409 that would reveal it)",
      send: async (w) => {
        const vera = await w.vera.user.api.get(`/tags/${w.vera.tagId}`);
        return as(w).post("/tags", { name: vera.body.tag.name.toLowerCase() });
      },
      expect: [201, "TAG_CREATED"],
    },
  ],
  "GET /api/v1/tags/:id": idCases(
    "id",
    (id, w) => as(w).get(`/tags/${id}`),
    TAG_ID,
    (w) => w.vera.tagId,
  ),
  "PATCH /api/v1/tags/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/tags/${id}`, { name: tag("M-TAG") }),
    TAG_ID,
    (w) => w.vera.tagId,
  ),
  "DELETE /api/v1/tags/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/tags/${id}`),
    TAG_ID,
    (w) => w.vera.tagId,
  ),
  "DELETE /api/v1/transaction/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/transaction/${id}`),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "POST /api/v1/transaction/receipt": [
    ...bodyIdCases(
      "walletId",
      (id, w) => receipt(w, { walletId: id, categoryId: w.mallory.categoryId }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => receipt(w, { walletId: w.mallory.walletId, categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "POST /api/v1/transaction/:id/attachments": idCases(
    "id",
    (id, w) => attach(w, id),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "GET /api/v1/transaction/:id/attachments": idCases(
    "id",
    (id, w) => as(w).get(`/transaction/${id}/attachments`),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "GET /api/v1/attachments/:id": idCases(
    "id",
    (id, w) => as(w).get(`/attachments/${id}`),
    ATTACHMENT_ID,
    (w) => w.vera.attachmentId,
  ),
  "DELETE /api/v1/attachments/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/attachments/${id}`),
    ATTACHMENT_ID,
    (w) => w.vera.attachmentId,
  ),
  "GET /api/v1/budgets": [
    {
      label: "list: owned or accepted memberships only",
      send: (w) => as(w).get("/budgets"),
      expect: listOf("budgets", (w) => ({ ownerId: w.mallory.user.user.id })),
    },
  ],
  "POST /api/v1/budgets": [
    ...bodyIdCases(
      "walletId",
      (id, w) => as(w).post("/budgets", budgetBody(w, { walletId: id })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryIds",
      (id, w) => as(w).post("/budgets", budgetBody(w, { categoryIds: [w.mallory.categoryId, id] })),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    {
      label: "another user's budget name is free (no 409 that would reveal it)",
      send: async (w) => {
        const vera = await w.vera.user.api.get(`/budgets/${w.vera.budgetId}`);
        return as(w).post("/budgets", budgetBody(w, { name: vera.body.budget.name.toLowerCase() }));
      },
      expect: [201, "BUDGET_CREATED"],
    },
  ],
  "GET /api/v1/budgets/invitations": [
    {
      label: "only invitations to the caller (none to Mallory; Carl's to Vera's budget stays his)",
      send: (w) => as(w).get("/budgets/invitations"),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.invitations).toEqual([]);
      },
    },
  ],
  "GET /api/v1/budgets/:budgetId": idCases(
    "budgetId",
    (id, w) => as(w).get(`/budgets/${id}`),
    BUDGET_ID,
    (w) => w.vera.budgetId,
  ),
  "PATCH /api/v1/budgets/:budgetId": [
    ...idCases(
      "budgetId",
      (id, w) => as(w).patch(`/budgets/${id}`, { limit: 1 }),
      BUDGET_ID,
      (w) => w.vera.budgetId,
    ),
    ...bodyIdCases(
      "walletId of my own budget",
      (id, w) => as(w).patch(`/budgets/${w.mallory.budgetId}`, { walletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryIds of my own budget",
      (id, w) => as(w).patch(`/budgets/${w.mallory.budgetId}`, { categoryIds: [id] }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "DELETE /api/v1/budgets/:budgetId": idCases(
    "budgetId",
    (id, w) => as(w).delete(`/budgets/${id}`),
    BUDGET_ID,
    (w) => w.vera.budgetId,
  ),
  "POST /api/v1/budgets/:budgetId/share": idCases(
    "budgetId",
    (id, w) => as(w).post(`/budgets/${id}/share`, { email: w.mallory.user.credentials.email.replace(/^/, "x") }),
    BUDGET_ID,
    (w) => w.vera.budgetId,
  ),
  "PATCH /api/v1/budgets/:budgetId/members/:memberId": [
    ...idCases(
      "budgetId (with another user's member id)",
      (id, w) => as(w).patch(`/budgets/${id}/members/${w.vera.memberId}`, { status: "accepted" }),
      BUDGET_ID,
      (w) => w.vera.budgetId,
    ),
    ...idCases(
      "memberId of my own budget",
      (id, w) => as(w).patch(`/budgets/${w.mallory.budgetId}/members/${id}`, { status: "accepted" }),
      MEMBER_ID,
      (w) => w.vera.memberId,
    ),
  ],
  "DELETE /api/v1/budgets/:budgetId/members/:memberId": [
    ...idCases(
      "budgetId (with another user's member id)",
      (id, w) => as(w).delete(`/budgets/${id}/members/${w.vera.memberId}`),
      BUDGET_ID,
      (w) => w.vera.budgetId,
    ),
    ...idCases(
      "memberId of my own budget",
      (id, w) => as(w).delete(`/budgets/${w.mallory.budgetId}/members/${id}`),
      MEMBER_ID,
      (w) => w.vera.memberId,
    ),
  ],
  "POST /api/v1/transfers": [
    ...bodyIdCases(
      "fromWalletId",
      (id, w) => as(w).post("/transfers", aTransfer({ fromWalletId: id, toWalletId: w.mallory.savingsWalletId })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "toWalletId",
      (id, w) => as(w).post("/transfers", aTransfer({ fromWalletId: w.mallory.walletId, toWalletId: id })),
      WALLET_REF,
      (w) => w.vera.savingsWalletId,
    ),
  ],
  "GET /api/v1/transfers": [
    {
      label: "list",
      send: (w) => as(w).get("/transfers", { limit: 100 }),
      expect: listOf("transfers", (w) => ({ fromWalletId: w.mallory.walletId })),
    },
  ],
  "GET /api/v1/transfers/:id": idCases(
    "id",
    (id, w) => as(w).get(`/transfers/${id}`),
    TRANSFER_ID,
    (w) => w.vera.transferId,
  ),
  "PATCH /api/v1/transfers/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).patch(`/transfers/${id}`, { amount: 0.01, description: "mine now" }),
      TRANSFER_ID,
      (w) => w.vera.transferId,
    ),
    ...bodyIdCases(
      "fromWalletId of my own transfer",
      (id, w) => as(w).patch(`/transfers/${w.mallory.transferId}`, { fromWalletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "toWalletId of my own transfer",
      (id, w) => as(w).patch(`/transfers/${w.mallory.transferId}`, { toWalletId: id }),
      WALLET_REF,
      (w) => w.vera.savingsWalletId,
    ),
  ],
  "DELETE /api/v1/transfers/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/transfers/${id}`),
    TRANSFER_ID,
    (w) => w.vera.transferId,
  ),
  "POST /api/v1/recurrences": [
    ...bodyIdCases(
      "walletId",
      (id, w) => as(w).post("/recurrences", recurrenceBody(w, { walletId: id })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => as(w).post("/recurrences", recurrenceBody(w, { categoryId: id })),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    ...tagIdsCases("tagIds", (tagIds, w) => as(w).post("/recurrences", recurrenceBody(w, { tagIds }))),
  ],
  "GET /api/v1/recurrences": [
    {
      label: "list",
      send: (w) => as(w).get("/recurrences"),
      expect: listOf("recurrences", (w) => ({ walletId: w.mallory.walletId })),
    },
  ],
  "GET /api/v1/recurrences/:id": idCases(
    "id",
    (id, w) => as(w).get(`/recurrences/${id}`),
    RECURRENCE_ID,
    (w) => w.vera.recurrenceId,
  ),
  "PATCH /api/v1/recurrences/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).patch(`/recurrences/${id}`, { amount: 0.01, description: "mine now" }),
      RECURRENCE_ID,
      (w) => w.vera.recurrenceId,
    ),
    ...bodyIdCases(
      "walletId of my own recurrence",
      (id, w) => as(w).patch(`/recurrences/${w.mallory.recurrenceId}`, { walletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId of my own recurrence",
      (id, w) => as(w).patch(`/recurrences/${w.mallory.recurrenceId}`, { categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "DELETE /api/v1/recurrences/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/recurrences/${id}`),
    RECURRENCE_ID,
    (w) => w.vera.recurrenceId,
  ),
  "GET /api/v1/recurrences/:id/occurrences": idCases(
    "id",
    (id, w) => as(w).get(`/recurrences/${id}/occurrences`),
    RECURRENCE_ID,
    (w) => w.vera.recurrenceId,
  ),
  "GET /api/v1/me/usage": [
    {
      label: "only the caller's stored bytes and quota (counting per user: test/hardening/uploads.test.ts)",
      send: (w) => as(w).get("/me/usage"),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(Object.keys(res.body.usage).sort()).toEqual(["quotaBytes", "storedBytes"]);
        expect(Number.isInteger(res.body.usage.storedBytes)).toBe(true);
      },
    },
  ],
  "GET /api/v1/dashboard/summary": [
    {
      label: "only the caller's figures",
      send: (w) => as(w).get("/dashboard/summary", { from: "2026-01-01", to: "2026-12-31" }),
      expect: (res, w) => {
        expect(res.status).toBe(200);
        expect(res.body.summary.wallets.map((x: { id: string }) => x.id)).not.toContain(w.vera.walletId);
      },
    },
  ],
};

/** Routes behind `requireAuth` (all under /api/v1 but these public ones). */
const PROTECTED = /^\/api\/v1\/(?!auth\/(register|login|refresh|logout)$|openapi\.json$)/;

/** Every `METHOD path` the app serves (middleware entries are `ALL`). */
const servedRoutes = (t: TestApp) => [
  ...new Set(t.app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`)),
];

/** Vera's rows as the store holds them, to compare before and after. */
const snapshot = async (w: World) => {
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
    recurrence: await repositories.recurrences.findById(idOf(w.vera.recurrenceId)),
  };
};

describeEachStore("authorization matrix", (store) => {
  const ocr = countingOcr(stubOcr(RECEIPT));
  const t = useTestApp({ store, deps: { ocr: ocr.port } });
  let w: World;

  beforeAll(async () => {
    const carl = await registerAndLogin(t(), { name: tag("CARL-NAME"), email: `${tag("carl")}@example.com` });
    const vera = await aLabelledOwner(t(), carl, "VERA");
    const mallory = await aLabelledOwner(t(), await registerAndLogin(t()), "MALLORY");
    const veraView = await vera.user.api.get(`/budgets/${vera.budgetId}`);
    const veraTx = await vera.user.api.get(`/transaction/${vera.transactionId}`);
    const veraWallets = await vera.user.api.get("/wallet");
    const veraCategories = await vera.user.api.get("/categories");
    const veraTag = await vera.user.api.get(`/tags/${vera.tagId}`);
    const secrets = [
      vera.user.user.id,
      vera.user.user.name,
      vera.user.credentials.email,
      vera.walletId,
      vera.categoryId,
      vera.transactionId,
      vera.budgetId,
      vera.memberId,
      vera.attachmentId,
      vera.savingsWalletId,
      vera.transferId,
      vera.tokenId,
      vera.tokenSecret,
      vera.recurrenceId,
      vera.user.refreshToken,
      veraView.body.budget.name,
      veraTx.body.transaction.description,
      veraWallets.body.wallets[0].name,
      veraCategories.body.categories[0].name,
      vera.tagId,
      veraTag.body.tag.name,
      carl.user.id,
      carl.user.name,
      carl.credentials.email,
    ];
    w = {
      t: t(),
      vera,
      mallory,
      carl,
      secrets,
      seen: [],
      ocrCalls: () => ocr.counter.calls,
      credential: "session",
      malloryReadToken: apiClient(t().request, mallory.tokenSecret),
    };
  });

  it("has an entry for every route the app serves, and no entry for a route that is gone", () => {
    const served = servedRoutes(t());
    expect(served.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !served.includes(route))).toEqual([]);
  });

  /** Runs every probe of the matrix (expectations adjusted by `expectationOf`); answers the failures. */
  const runMatrix = async (expectationOf: (route: string, probe: Probe) => Probe["expect"]): Promise<string[]> => {
    const failures: string[] = [];
    for (const [route, probes] of Object.entries(MATRIX)) {
      for (const probe of probes) {
        const name = `${w.credential} | ${route} | ${probe.label}`;
        const res = await probe.send(w);
        w.seen.push({ probe: name, res });
        const expected = expectationOf(route, probe);
        try {
          if (typeof expected === "function") expected(res, w);
          else {
            const [status, code] = expected;
            expect(res.status).toBe(status);
            if (code !== "-") expect(res.body.code).toBe(code);
            if (status >= 400) {
              expect(res.body).toMatchObject({ code, message: expect.any(String), error: res.body.message });
              expect(
                Object.keys(res.body).filter((key) => !["code", "message", "error", "details"].includes(key)),
              ).toEqual([]);
            }
          }
        } catch (error) {
          failures.push(
            `${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)} (${(error as Error).message.split("\n")[0]})`,
          );
        }
      }
    }
    return failures;
  };

  it("answers another user's, a missing and a malformed id with the contract's 4xx, and lists only the caller's rows", async () => {
    const before = await snapshot(w);
    const ocrBefore = w.ocrCalls();
    w.credential = "session";
    expect(await runMatrix((_route, probe) => probe.expect)).toEqual([]);
    // Nothing of Vera's changed; no receipt of a foreign wallet or category reached the OCR step.
    expect(await snapshot(w)).toEqual(before);
    expect(w.ocrCalls()).toBe(ocrBefore);
  });

  it("with a read-scoped personal access token: every write is 403 INSUFFICIENT_SCOPE, token management too, reads answer as for a session", async () => {
    const before = await snapshot(w);
    const malloryBefore = await w.t.deps.repositories.wallets.listByUser(idOf(w.mallory.user.user.id));
    const ocrBefore = w.ocrCalls();
    w.credential = "readToken";
    try {
      const failures = await runMatrix((route, probe) => {
        const [method, path] = route.split(" ") as [string, string];
        if (!PROTECTED.test(path)) return probe.expect;
        if (method !== "GET" || path.startsWith("/api/v1/auth/")) return [403, "INSUFFICIENT_SCOPE"];
        return probe.expect;
      });
      expect(failures).toEqual([]);
    } finally {
      w.credential = "session";
    }
    expect(await snapshot(w)).toEqual(before);
    // Nothing was written for Mallory either: refused before validation, before any use case.
    expect(await w.t.deps.repositories.wallets.listByUser(idOf(w.mallory.user.user.id))).toEqual(malloryBefore);
    expect(w.ocrCalls()).toBe(ocrBefore);
  });

  it("never puts another user's data (ids, names, e-mail, descriptions) in any answer", () => {
    expect(w.seen.length).toBeGreaterThan(80);
    const leaks = w.seen.flatMap(({ probe, res }) => {
      const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
      const headers = JSON.stringify([...res.headers.entries()]);
      return w.secrets
        .filter((secret) => text.includes(secret) || headers.includes(secret))
        .map((s) => `${probe}: ${s}`);
    });
    expect(leaks).toEqual([]);
  });

  it("keeps the rightful owner's access: Vera still reads and changes her own rows", async () => {
    const api = w.vera.user.api;
    expect((await api.get(`/transaction/${w.vera.transactionId}`)).status).toBe(200);
    expect((await api.get(`/attachments/${w.vera.attachmentId}`)).status).toBe(200);
    expect((await api.patch(`/budgets/${w.vera.budgetId}`, { limit: 400 })).status).toBe(200);
    const invited = await w.carl.api.patch(`/budgets/${w.vera.budgetId}/members/${w.vera.memberId}`, {
      status: "accepted",
    });
    expect(invited.status).toBe(200);
    expect((await w.carl.api.get("/budgets")).body.budgets.map((b: { id: string }) => b.id)).toContain(w.vera.budgetId);
    expect((await api.get(`/tags/${w.vera.tagId}`)).status).toBe(200);
    // Her session and her personal access token survived everything Mallory tried.
    expect((await w.t.client().post("/auth/refresh", { refreshToken: w.vera.user.refreshToken })).status).toBe(200);
    expect((await apiClient(w.t.request, w.vera.tokenSecret).get("/wallet")).status).toBe(200);
  });
});
