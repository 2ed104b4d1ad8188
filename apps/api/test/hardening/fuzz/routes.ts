import {
  aCategory,
  anOwner,
  aTransaction,
  aUser,
  aWallet,
  type LoggedInUser,
  registerAndLogin,
  type TestApp,
} from "../../support";

/** The one user's things every valid request refers to, and the friend invited to the budget. */
export interface Fixture {
  t: TestApp;
  me: LoggedInUser;
  friend: LoggedInUser;
  walletId: string;
  categoryId: string;
  transactionId: string;
  budgetId: string;
  memberId: string;
  tagId: string;
  attachmentId: string;
  savingsWalletId: string;
  transferId: string;
  tokenId: string;
  tokenSecret: string;
  webhookId: string;
  webhookSecret: string;
  recurrenceId: string;
  /** A preview of two CSV rows. */
  importId: string;
}

export interface RouteSpec {
  readonly method: string;
  readonly path: string;
  /** Valid values of the path parameters. */
  readonly params?: (f: Fixture) => Record<string, string>;
  readonly body?: (f: Fixture) => Record<string, unknown>;
  readonly query?: (f: Fixture) => Record<string, string>;
  /**
   * A multipart form: the receipt's (file `receipt`, walletId, categoryId), an attachment's (file
   * `file`) or a bank file's (file `file`, walletId, categoryId, mapping).
   */
  readonly form?: "receipt" | "attachment" | "import";
  readonly public?: true;
  /** Answers that are not the JSON envelope (HTML, the OpenAPI document, health). */
  readonly notEnvelope?: true;
  /** A 200 is a file (the download); every other answer is the JSON envelope. */
  readonly fileAnswer?: true;
}

let seq = 0;
/** A name no earlier call answered (budget names are unique per owner). */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(++seq).toString(36)}`;

/**
 * The route table: every route the app serves, with valid params, queries and bodies for the
 * generators to mutate. `generatedInput.test.ts` fails when the app serves a route missing here.
 */
export const SPECS: RouteSpec[] = [
  { method: "GET", path: "/health", public: true, notEnvelope: true },
  { method: "GET", path: "/health/ready", public: true, notEnvelope: true },
  // A job id of nobody's: the generators mutate it; any answer but 5xx in the envelope is right.
  { method: "GET", path: "/api/v1/jobs/:id", params: () => ({ id: "01900000-0000-7000-8000-000000000001" }) },
  { method: "GET", path: "/api/v1/openapi.json", public: true, notEnvelope: true },
  { method: "GET", path: "/docs", public: true, notEnvelope: true },
  { method: "GET", path: "/docs/scalar.js", public: true, notEnvelope: true },
  { method: "GET", path: "/docs/init.js", public: true, notEnvelope: true },
  { method: "POST", path: "/api/v1/auth/register", public: true, body: () => ({ ...aUser() }) },
  {
    method: "POST",
    path: "/api/v1/auth/login",
    public: true,
    body: (f) => ({ email: f.me.credentials.email, password: f.me.credentials.password }),
  },
  { method: "GET", path: "/api/v1/wallet", query: () => ({ limit: "2", archived: "true" }) },
  { method: "GET", path: "/api/v1/wallet/:id", params: (f) => ({ id: f.walletId }) },
  {
    method: "PATCH",
    path: "/api/v1/wallet/:id",
    params: (f) => ({ id: f.walletId }),
    body: () => ({ name: "Renamed", initialBalance: 12.5, archived: false }),
  },
  {
    method: "DELETE",
    path: "/api/v1/wallet/:id",
    params: (f) => ({ id: f.walletId }),
    query: (f) => ({ reassignTo: f.walletId }),
  },
  { method: "GET", path: "/api/v1/categories/:id", params: (f) => ({ id: f.categoryId }) },
  {
    method: "PATCH",
    path: "/api/v1/categories/:id",
    params: (f) => ({ id: f.categoryId }),
    body: () => ({ name: unique("Category"), archived: false }),
  },
  {
    method: "DELETE",
    path: "/api/v1/categories/:id",
    params: (f) => ({ id: f.categoryId }),
    query: (f) => ({ reassignTo: f.categoryId }),
  },
  {
    method: "POST",
    path: "/api/v1/auth/refresh",
    public: true,
    // Mostly an unknown token (a valid one works once; generated variants must never 5xx either).
    body: (f) => ({ refreshToken: f.me.refreshToken }),
  },
  {
    method: "POST",
    path: "/api/v1/auth/logout",
    public: true,
    body: () => ({ refreshToken: `fin_rt_${"B".repeat(43)}` }),
  },
  {
    method: "POST",
    path: "/api/v1/auth/password",
    // A wrong current password: the fixture's password and tokens must survive the fuzzing.
    body: () => ({ currentPassword: "not-the-password", newPassword: "another-password-1" }),
  },
  {
    method: "POST",
    path: "/api/v1/auth/tokens",
    body: () => ({ name: unique("Token"), scopes: ["read", "write"], expiresAt: "2099-01-01T00:00:00Z" }),
  },
  { method: "GET", path: "/api/v1/auth/tokens" },
  { method: "DELETE", path: "/api/v1/auth/tokens/:id", params: (f) => ({ id: f.tokenId }) },
  {
    method: "POST",
    path: "/api/v1/webhooks",
    body: () => ({ url: "http://127.0.0.1:9/hook", events: ["transaction.created"], description: "Fuzz" }),
  },
  { method: "GET", path: "/api/v1/webhooks" },
  { method: "GET", path: "/api/v1/webhooks/:id", params: (f) => ({ id: f.webhookId }) },
  {
    method: "PATCH",
    path: "/api/v1/webhooks/:id",
    params: (f) => ({ id: f.webhookId }),
    body: () => ({ events: ["transfer.created"], description: "Fuzzed", enabled: true }),
  },
  { method: "DELETE", path: "/api/v1/webhooks/:id", params: (f) => ({ id: f.webhookId }) },
  { method: "POST", path: "/api/v1/webhooks/:id/test", params: (f) => ({ id: f.webhookId }) },
  { method: "GET", path: "/api/v1/webhooks/:id/deliveries", params: (f) => ({ id: f.webhookId }) },
  { method: "POST", path: "/api/v1/wallet", body: () => aWallet() },
  { method: "GET", path: "/api/v1/categories", query: () => ({ limit: "2", archived: "false" }) },
  { method: "POST", path: "/api/v1/categories", body: () => aCategory() },
  {
    method: "GET",
    path: "/api/v1/transaction",
    query: (f) => ({
      limit: "10",
      type: "expense",
      from: "2026-01-01",
      to: "2026-12-31T00:00:00Z",
      q: "lun",
      walletId: f.walletId,
      categoryId: f.categoryId,
      tagId: f.tagId,
    }),
  },
  {
    method: "POST",
    path: "/api/v1/transaction",
    body: (f) => aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { tagIds: [f.tagId] }),
  },
  { method: "GET", path: "/api/v1/transaction/:id", params: (f) => ({ id: f.transactionId }) },
  {
    method: "PATCH",
    path: "/api/v1/transaction/:id",
    params: (f) => ({ id: f.transactionId }),
    body: (f) => ({
      amount: 3.25,
      type: "income",
      description: "Refund",
      date: "2026-03-02T10:00:00Z",
      currency: "USD",
      walletId: f.walletId,
      categoryId: f.categoryId,
      tagIds: [f.tagId],
    }),
  },
  { method: "DELETE", path: "/api/v1/transaction/:id", params: (f) => ({ id: f.transactionId }) },
  { method: "POST", path: "/api/v1/transaction/receipt", form: "receipt" },
  {
    method: "POST",
    path: "/api/v1/transaction/:id/attachments",
    params: (f) => ({ id: f.transactionId }),
    form: "attachment",
  },
  { method: "GET", path: "/api/v1/transaction/:id/attachments", params: (f) => ({ id: f.transactionId }) },
  { method: "GET", path: "/api/v1/attachments/:id", params: (f) => ({ id: f.attachmentId }), fileAnswer: true },
  { method: "DELETE", path: "/api/v1/attachments/:id", params: (f) => ({ id: f.attachmentId }) },
  { method: "GET", path: "/api/v1/tags", query: (f) => ({ limit: "10", cursor: f.tagId }) },
  { method: "POST", path: "/api/v1/tags", body: () => ({ name: unique("Tag") }) },
  { method: "GET", path: "/api/v1/tags/:id", params: (f) => ({ id: f.tagId }) },
  {
    method: "PATCH",
    path: "/api/v1/tags/:id",
    params: (f) => ({ id: f.tagId }),
    body: () => ({ name: unique("Renamed tag") }),
  },
  { method: "DELETE", path: "/api/v1/tags/:id", params: (f) => ({ id: f.tagId }) },
  { method: "GET", path: "/api/v1/budgets/invitations" },
  {
    method: "POST",
    path: "/api/v1/budgets",
    body: (f) => ({
      name: unique("Budget"),
      currency: "USD",
      limit: 200,
      period: "monthly",
      startDate: "2026-03-01",
      endDate: "2026-12-31",
      walletId: f.walletId,
      categoryIds: [f.categoryId],
    }),
  },
  { method: "GET", path: "/api/v1/budgets", query: () => ({ at: "2026-03-15", limit: "10" }) },
  {
    method: "GET",
    path: "/api/v1/budgets/:budgetId",
    params: (f) => ({ budgetId: f.budgetId }),
    query: () => ({ at: "2026-03-15" }),
  },
  {
    method: "PATCH",
    path: "/api/v1/budgets/:budgetId",
    params: (f) => ({ budgetId: f.budgetId }),
    body: (f) => ({
      name: unique("Renamed"),
      limit: 150,
      period: "weekly",
      startDate: "2026-03-02",
      endDate: null,
      categoryIds: [f.categoryId],
    }),
  },
  { method: "DELETE", path: "/api/v1/budgets/:budgetId", params: (f) => ({ budgetId: f.budgetId }) },
  {
    method: "POST",
    path: "/api/v1/budgets/:budgetId/share",
    params: (f) => ({ budgetId: f.budgetId }),
    body: (f) => ({ email: f.friend.credentials.email, role: "editor", share: 25 }),
  },
  {
    method: "PATCH",
    path: "/api/v1/budgets/:budgetId/members/:memberId",
    params: (f) => ({ budgetId: f.budgetId, memberId: f.memberId }),
    body: () => ({ status: "accepted" }),
  },
  {
    method: "DELETE",
    path: "/api/v1/budgets/:budgetId/members/:memberId",
    params: (f) => ({ budgetId: f.budgetId, memberId: f.memberId }),
  },
  {
    method: "GET",
    path: "/api/v1/dashboard/summary",
    query: () => ({ from: "2026-01-01", to: "2026-03-31" }),
  },
  { method: "GET", path: "/api/v1/me/usage" },
  {
    method: "POST",
    path: "/api/v1/transfers",
    body: (f) => ({
      fromWalletId: f.walletId,
      toWalletId: f.savingsWalletId,
      amount: 2.5,
      toAmount: 2.5,
      date: "2026-03-02T10:00:00Z",
      description: "To savings",
    }),
  },
  { method: "GET", path: "/api/v1/transfers", query: () => ({ limit: "10" }) },
  { method: "GET", path: "/api/v1/transfers/:id", params: (f) => ({ id: f.transferId }) },
  {
    method: "PATCH",
    path: "/api/v1/transfers/:id",
    params: (f) => ({ id: f.transferId }),
    body: (f) => ({
      fromWalletId: f.savingsWalletId,
      toWalletId: f.walletId,
      amount: 1.25,
      toAmount: 1.25,
      date: "2026-03-03",
      description: "Back",
    }),
  },
  { method: "DELETE", path: "/api/v1/transfers/:id", params: (f) => ({ id: f.transferId }) },
  {
    method: "POST",
    path: "/api/v1/recurrences",
    body: (f) => ({
      walletId: f.walletId,
      categoryId: f.categoryId,
      amount: 950,
      type: "expense",
      description: "Rent",
      tagIds: [f.tagId],
      rrule: "FREQ=MONTHLY;BYMONTHDAY=-1",
      start: "2099-01-31T09:00:00+01:00",
      timezone: "Europe/Berlin",
    }),
  },
  { method: "GET", path: "/api/v1/recurrences" },
  { method: "GET", path: "/api/v1/recurrences/:id", params: (f) => ({ id: f.recurrenceId }) },
  {
    method: "PATCH",
    path: "/api/v1/recurrences/:id",
    params: (f) => ({ id: f.recurrenceId }),
    body: () => ({ amount: 10, rrule: "FREQ=WEEKLY;BYDAY=MO,FR", timezone: "America/New_York", active: true }),
  },
  { method: "DELETE", path: "/api/v1/recurrences/:id", params: (f) => ({ id: f.recurrenceId }) },
  {
    method: "GET",
    path: "/api/v1/recurrences/:id/occurrences",
    params: (f) => ({ id: f.recurrenceId }),
    query: () => ({ from: "2099-01-01", to: "2099-12-31" }),
  },
  { method: "POST", path: "/api/v1/imports", form: "import" },
  {
    method: "GET",
    path: "/api/v1/imports/:id/rows",
    params: (f) => ({ id: f.importId }),
    query: () => ({ status: "ready", limit: "10" }),
  },
  { method: "POST", path: "/api/v1/imports/:id/commit", params: (f) => ({ id: f.importId }) },
  { method: "DELETE", path: "/api/v1/imports/:id", params: (f) => ({ id: f.importId }) },
  {
    method: "GET",
    path: "/api/v1/export/transactions.csv",
    query: (f) => ({ walletId: f.walletId, from: "2026-01-01", type: "expense" }),
    fileAnswer: true,
  },
  { method: "GET", path: "/api/v1/export/transactions.json", query: () => ({ q: "a" }), fileAnswer: true },
];

export const key = (spec: RouteSpec) => `${spec.method} ${spec.path}`;

/** A user with one of everything, so valid ids lead somewhere. Rebuilt when a fuzzed DELETE removed something. */
export const fixture = async (t: TestApp): Promise<Fixture> => {
  const friend = await registerAndLogin(t);
  const { user: me, ...ids } = await anOwner(t, friend, { wallet: { balance: 1000 } });
  const form = new FormData();
  form.append(
    "file",
    new Blob(["Date,Amount,Description\n2026-03-01,-2.50,Bread\n2026-03-02,-3.00,Milk\n"]),
    "bank.csv",
  );
  form.append("walletId", ids.walletId);
  form.append("categoryId", ids.categoryId);
  const preview = await t.request("POST", "/api/v1/imports", { token: me.token, rawBody: form });
  if (preview.status !== 201) throw new Error(`fixture: the import preview answered ${preview.status}`);
  return { t, me, friend, ...ids, importId: preview.body.import.id };
};

export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "");

export const authHeaders = (choice: string, f: Fixture): Record<string, string> =>
  choice === "valid" ? { authorization: `Bearer ${f.me.token}` } : choice === "none" ? {} : { authorization: choice };
