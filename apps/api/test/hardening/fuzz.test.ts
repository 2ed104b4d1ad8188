import type { ParsedReceipt } from "@finance/domain";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/http/errorStatus";
import { pngOfSize, receiptForm, stubOcr } from "../receipts.support";
import {
  aCategory,
  anUnknownId,
  aTransaction,
  aUser,
  aWallet,
  describeEachStore,
  type LoggedInUser,
  registerAndLogin,
  type StoreKind,
  type TestApp,
  type TestResponse,
  useTestApp,
} from "../support";

/**
 * OWASP API4 / API8 / API3 (mass assignment) with generated input. fast-check sends thousands of
 * requests to every route: valid requests with fields swapped for hostile values (wrong types,
 * huge and tiny numbers, NaN/Infinity strings, odd unicode, NUL, long and empty strings, deep
 * nesting), extra fields, mangled ids, queries and headers, raw bodies that are not JSON and
 * wrong content types. Whatever comes in: never a 5xx, and every error is the contract's body
 * `{code, message, error, details?}` with a known code. FUZZ_RUNS=N multiplies the run counts.
 */

const SCALE = Math.max(0.1, Number(process.env.FUZZ_RUNS ?? 1) || 1);
const runs = (n: number, store: StoreKind) => Math.max(10, Math.round(n * SCALE * (store === "postgres" ? 0.5 : 1)));

const KNOWN_CODES = new Set(Object.keys(ERROR_STATUS));
const ERROR_KEYS = new Set(["code", "message", "error", "details"]);

const RECEIPT: ParsedReceipt = {
  merchant: "Corner Shop",
  date: "2026-03-01",
  currency: "USD",
  lines: [
    { description: "Bread", amount: 2.5 },
    { description: "Milk", amount: 1.2 },
  ],
  total: 3.7,
};

/** The contract's answer shape for anything the service says. */
const checkAnswer = (label: string, res: TestResponse) => {
  const where = `${label} -> ${res.status} ${typeof res.body === "string" ? res.body.slice(0, 300) : JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(typeof res.body, where).toBe("object");
  expect(res.body, where).not.toBeNull();
  expect(res.body.code, where).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(typeof res.body.message, where).toBe("string");
  if (res.status >= 400) {
    expect(KNOWN_CODES.has(res.body.code), where).toBe(true);
    expect(res.body.error, where).toBe(res.body.message);
    expect(
      Object.keys(res.body).filter((key) => !ERROR_KEYS.has(key)),
      where,
    ).toEqual([]);
    if (res.body.details !== undefined) {
      expect(Array.isArray(res.body.details), where).toBe(true);
      for (const detail of res.body.details) {
        expect(detail, where).toEqual({ path: expect.any(String), message: expect.any(String) });
      }
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Hostile values

const deep = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const HOSTILE_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1,
  0.001,
  0.005,
  0.1 + 0.2,
  1e21,
  1e300,
  -1e300,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "0x10",
  "１２",
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Eevil",
  "\uFEFF",
  "👨‍👩‍👧‍👦".repeat(30),
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "%",
  "_",
  "\\",
  "%\\",
  "'",
  "' OR 1=1 --",
  '"; DROP TABLE transactions; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally.
  "${7*7}",
  "9999-12-31",
  "0000-01-01",
  "0001-01-01T00:00:00Z",
  "2026-02-30",
  "2026-02-29",
  "2026-03-01T25:00:00Z",
  "2026-03-01T12:00:00+14:00",
  "2026-03-01T12:00:00.123456789Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "+010000-01-01T00:00:00Z",
  "1970-01-01",
  "usd",
  "XXX",
  "US",
  "JPY",
  "KWD",
  "expense",
  "INCOME",
  "monthly",
  "Yearly",
  "editor",
  "accepted",
  "x".repeat(101),
  "x".repeat(501),
  "x".repeat(10_000),
  "01900000-0000-7000-8000-000000000000",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  [],
  {},
  [null],
  { $gt: "" },
  { __proto__: null, toString: 1 },
  deep(50),
  deep(2000),
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 90, maxLength: 600 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.string(), { maxLength: 5 }) },
);

/** Fields a client must never set (API3: mass assignment). */
const FORBIDDEN = ["id", "ownerId", "userId", "createdAt", "updatedAt", "balanceMinor", "amountMinor", "passwordHash"];
const extraKey = fc.oneof(
  fc.constantFrom(...FORBIDDEN, "__proto__", "constructor", "prototype", "status", "role", "members", "progress"),
  fc.string({ maxLength: 20 }),
);

/** Own enumerable property, even for `__proto__` (a plain assignment would set the prototype). */
const setOwn = (target: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
};

/** A valid body with some fields replaced by hostile values, some dropped, some unknown added. */
const mutatedBody = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  return fc
    .record({
      replaced: fc.subarray(keys),
      replacements: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      extra: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
    })
    .map(({ replaced, replacements, dropped, extra }) => {
      const body: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        if (dropped.includes(key)) return;
        setOwn(body, key, replaced.includes(key) ? replacements[i] : valid[key]);
      });
      for (const [key, value] of extra) setOwn(body, key, value);
      return body;
    });
};

const anyBody = (valid: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: mutatedBody(valid) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(valid) },
  );

const PARAM_CONSTANTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "null",
  "0",
  "-1",
  "1e3",
  "' OR '1'='1",
  "01900000-0000-7000-8000-00000000000G",
  "01900000000070008000000000000000",
  "{01900000-0000-7000-8000-000000000000}",
  " 01900000-0000-7000-8000-000000000000",
];

const paramValue = (valid: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constant(valid.toUpperCase()) },
    { weight: 1, arbitrary: fc.constant(anUnknownId()) },
    { weight: 1, arbitrary: fc.uuid().map((id) => id) },
    { weight: 2, arbitrary: fc.constantFrom(...PARAM_CONSTANTS) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 60 }).map(encodeURIComponent) },
  );

const queryValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS.filter((v): v is string => typeof v === "string")) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** Query pairs: the valid ones mutated, duplicates, unknown names. */
const anyQuery = (valid: Record<string, string>) => {
  const keys = Object.keys(valid);
  return fc
    .record({
      kept: fc.subarray(keys),
      replaced: fc.subarray(keys),
      values: fc.array(queryValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys, "limit", "__proto__"), fc.string()), queryValue), {
        maxLength: 2,
      }),
    })
    .map(({ kept, replaced, values, extra }) => {
      const pairs: [string, string][] = [];
      keys.forEach((key, i) => {
        if (!kept.includes(key)) return;
        pairs.push([key, replaced.includes(key) ? (values[i] as string) : (valid[key] as string)]);
      });
      return [...pairs, ...extra];
    });
};

const withQuery = (path: string, pairs: readonly (readonly [string, string])[]) => {
  if (pairs.length === 0) return path;
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return `${path}?${params}`;
};

// ---------------------------------------------------------------------------------------------
// The routes

interface Fixture {
  t: TestApp;
  me: LoggedInUser;
  friend: LoggedInUser;
  walletId: string;
  categoryId: string;
  transactionId: string;
  budgetId: string;
  memberId: string;
}

interface RouteSpec {
  readonly method: string;
  readonly path: string;
  /** Valid values of the path parameters. */
  readonly params?: (f: Fixture) => Record<string, string>;
  readonly body?: (f: Fixture) => Record<string, unknown>;
  readonly query?: (f: Fixture) => Record<string, string>;
  readonly form?: true;
  readonly public?: true;
  /** Answers that are not the JSON envelope (HTML, the OpenAPI document, health). */
  readonly notEnvelope?: true;
}

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(++seq).toString(36)}`;

const SPECS: RouteSpec[] = [
  { method: "GET", path: "/health", public: true, notEnvelope: true },
  { method: "GET", path: "/api/v1/openapi.json", public: true, notEnvelope: true },
  { method: "GET", path: "/docs", public: true, notEnvelope: true },
  { method: "POST", path: "/api/v1/auth/register", public: true, body: () => ({ ...aUser() }) },
  {
    method: "POST",
    path: "/api/v1/auth/login",
    public: true,
    body: (f) => ({ email: f.me.credentials.email, password: f.me.credentials.password }),
  },
  { method: "GET", path: "/api/v1/wallet" },
  { method: "POST", path: "/api/v1/wallet", body: () => aWallet() },
  { method: "GET", path: "/api/v1/categories" },
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
    }),
  },
  {
    method: "POST",
    path: "/api/v1/transaction",
    body: (f) => aTransaction({ walletId: f.walletId, categoryId: f.categoryId }),
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
    }),
  },
  { method: "DELETE", path: "/api/v1/transaction/:id", params: (f) => ({ id: f.transactionId }) },
  { method: "POST", path: "/api/v1/transaction/receipt", form: true },
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
  { method: "GET", path: "/api/v1/budgets", query: () => ({ at: "2026-03-15" }) },
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
];

const key = (spec: RouteSpec) => `${spec.method} ${spec.path}`;

/** A user with one of everything, so valid ids lead somewhere. Rebuilt when a fuzzed DELETE removed something. */
const fixture = async (t: TestApp): Promise<Fixture> => {
  const me = await registerAndLogin(t);
  const friend = await registerAndLogin(t);
  const wallet = await me.api.post("/wallet", aWallet({ balance: 1000 }));
  const category = await me.api.post("/categories", aCategory());
  const refs = { walletId: wallet.body.wallet.id as string, categoryId: category.body.category.id as string };
  const transaction = await me.api.post("/transaction", aTransaction(refs));
  const budget = await me.api.post("/budgets", {
    name: unique("Budget"),
    currency: "USD",
    limit: 200,
    period: "monthly",
    startDate: "2026-03-01",
    walletId: refs.walletId,
    categoryIds: [refs.categoryId],
  });
  const member = await me.api.post(`/budgets/${budget.body.budget.id}/share`, { email: friend.credentials.email });
  expect([wallet, category, transaction, budget, member].map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  return {
    t,
    me,
    friend,
    ...refs,
    transactionId: transaction.body.transaction.id,
    budgetId: budget.body.budget.id,
    memberId: member.body.member.id,
  };
};

const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "");

const tokenHeader = fc.oneof(
  { weight: 12, arbitrary: fc.constant("valid") },
  { weight: 1, arbitrary: fc.constant("none") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "Bearer",
      "Bearer ",
      "bearer x.y.z",
      "Basic dXNlcjpwYXNz",
      "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      "Bearer a.b",
      `Bearer ${"a".repeat(5000)}`,
      "Bearer \u00ff\u00fe",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: "binary-ascii", maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  },
);

const authHeaders = (choice: string, f: Fixture): Record<string, string> =>
  choice === "valid" ? { authorization: `Bearer ${f.me.token}` } : choice === "none" ? {} : { authorization: choice };

describeEachStore(
  "generated bad input",
  (store) => {
    const t = useTestApp({ store, deps: { ocr: stubOcr(RECEIPT) } });
    let f: Fixture;

    beforeAll(async () => {
      f = await fixture(t());
    });

    it("covers every route the app serves", () => {
      const served = new Set(
        t()
          .app.routes.filter((route) => route.method !== "ALL")
          .map((route) => `${route.method} ${route.path}`),
      );
      expect([...served].filter((route) => !SPECS.some((spec) => key(spec) === route))).toEqual([]);
    });

    for (const spec of SPECS) {
      it(`${key(spec)}: generated params, queries, bodies and tokens never answer 5xx, and errors keep the contract's shape`, async () => {
        const paramsArb = spec.params
          ? fc.record(
              Object.fromEntries(Object.entries(spec.params(f)).map(([name, value]) => [name, paramValue(value)])),
            )
          : fc.constant({});
        const queryArb = spec.query ? anyQuery(spec.query(f)) : fc.constant([] as [string, string][]);
        const bodyArb: fc.Arbitrary<unknown> = spec.body
          ? fc.constant(null).chain(() => anyBody((spec.body as (f: Fixture) => Record<string, unknown>)(f)))
          : fc.constant(undefined);
        const formArb = spec.form
          ? fc.record({
              walletId: fc.oneof(fc.constant(f.walletId), queryValue),
              categoryId: fc.oneof(fc.constant(f.categoryId), queryValue),
              extra: fc.option(fc.tuple(fc.string({ maxLength: 10 }), queryValue), { nil: undefined }),
              file: fc.oneof(
                fc.constant(pngOfSize(64)),
                fc.uint8Array({ maxLength: 64 }),
                fc.constant(new Uint8Array([0xff, 0xd8, 0xff])),
                fc.string({ maxLength: 30 }),
              ),
              twice: fc.boolean(),
            })
          : fc.constant(undefined);

        await fc.assert(
          fc.asyncProperty(
            paramsArb,
            queryArb,
            bodyArb,
            formArb,
            tokenHeader,
            async (params, query, body, form, auth) => {
              const path = withQuery(fillPath(spec.path, params as Record<string, string>), query);
              const headers = spec.public ? {} : authHeaders(auth, f);
              let res: TestResponse;
              if (form) {
                const files = form.twice ? [form.file, form.file] : [form.file];
                const data = receiptForm({
                  receipt: files as Uint8Array[],
                  walletId: form.walletId,
                  categoryId: form.categoryId,
                  ...(form.extra && { extra: { [form.extra[0] || "x"]: form.extra[1] } }),
                });
                res = await t().request(spec.method, path, { headers, rawBody: data });
              } else {
                res = await t().request(spec.method, path, { headers, ...(body !== undefined && { body }) });
              }
              if (spec.notEnvelope) expect(res.status, `${spec.method} ${path}`).toBeLessThan(500);
              else checkAnswer(`${spec.method} ${path} ${JSON.stringify(body)?.slice(0, 300)}`, res);
            },
          ),
          { numRuns: runs(spec.body || spec.form ? 150 : 60, store), endOnFailure: true },
        );
      });
    }

    const RAW_BODIES = [
      "",
      "{",
      "}",
      "[1,",
      "nul",
      "NaN",
      "Infinity",
      "-Infinity",
      "1e999",
      "{'name':'x'}",
      '{"name":"x",}',
      '{"name": NaN}',
      '{"amount": 1e999}',
      '{"name":"x","name":{"$ne":1}}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      "\uFEFF{}",
      '"\\ud800"',
      '{"name":"\\u0000"}',
      "[".repeat(100_000) + "]".repeat(100_000),
      `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
      "\u0000\u0001\u0002",
      '--boundary\r\nContent-Disposition: form-data; name="receipt"\r\n\r\nx\r\n--boundary--',
      "name=x&currency=USD",
    ];
    const CONTENT_TYPES = [
      "application/json",
      "application/json; charset=utf-8",
      "application/json; charset=utf-16le",
      "APPLICATION/JSON",
      "application/vnd.api+json",
      "application/json-patch+json",
      "text/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=boundary",
      "multipart/form-data; boundary=",
      "multipart/mixed; boundary=boundary",
      "application/octet-stream",
      "*/*",
      "application",
      ";;;",
      "",
    ];

    it("raw bodies that are not JSON, wrong content types and odd headers on every route never answer 5xx", async () => {
      const specArb = fc.constantFrom(...SPECS.filter((spec) => !spec.notEnvelope));
      const methodArb = fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | null>(null) },
        { weight: 1, arbitrary: fc.constantFrom("PUT", "OPTIONS", "HEAD", "PROPFIND", "CONNECTX") },
      );
      const rawArb = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...RAW_BODIES) },
        { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
      );
      const headerValue = fc.string({ unit: "binary-ascii", maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ""));
      const headersArb = fc.record(
        {
          "content-type": fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerValue),
          "x-request-id": fc.oneof(headerValue, fc.constant("a".repeat(300))),
          accept: fc.oneof(fc.constant("application/xml"), headerValue),
          "content-encoding": fc.constantFrom("gzip", "br", "identity", "x-unknown"),
          "x-forwarded-for": fc.oneof(headerValue, fc.constant("1.2.3.4, ::1")),
          origin: headerValue,
        },
        { requiredKeys: ["content-type"] },
      );
      await fc.assert(
        fc.asyncProperty(
          specArb,
          methodArb,
          rawArb,
          headersArb,
          tokenHeader,
          async (spec, method, raw, headers, auth) => {
            const values = spec.params ? spec.params(f) : {};
            const path = fillPath(spec.path, values);
            const verb = method ?? spec.method;
            const hasBody = !["GET", "HEAD"].includes(verb.toUpperCase());
            const res = await t().request(verb, path, {
              headers: { ...headers, ...(spec.public ? {} : authHeaders(auth, f)) },
              ...(hasBody && { rawBody: raw as string }),
            });
            if (verb.toUpperCase() === "HEAD" || (verb === "OPTIONS" && res.status === 204)) {
              expect(res.status).toBeLessThan(500);
              return;
            }
            checkAnswer(`${verb} ${path} [${headers["content-type"]}] ${String(raw).slice(0, 120)}`, res);
          },
        ),
        { numRuns: runs(500, store), endOnFailure: true },
      );
    });
  },
  ["sqlite", "postgres"],
);

describe("fields a client must not set (mass assignment)", () => {
  const t = useTestApp({ deps: { ocr: stubOcr(RECEIPT) } });

  it("are refused with 400 VALIDATION_ERROR naming the field, and never applied", async () => {
    const f = await fixture(t());
    const api = f.me.api;
    const before = {
      wallets: (await api.get("/wallet")).body.wallets,
      transaction: (await api.get(`/transaction/${f.transactionId}`)).body.transaction,
      budget: (await api.get(`/budgets/${f.budgetId}`)).body.budget,
      categories: (await api.get("/categories")).body.categories,
    };
    const other = anUnknownId();
    const cases: [string, string, Record<string, unknown>, string[]][] = [
      ["POST", "/auth/register", aUser(), ["id", "createdAt", "passwordHash"]],
      ["POST", "/wallet", aWallet(), ["id", "userId", "ownerId", "initialBalance", "createdAt", "balanceMinor"]],
      ["POST", "/categories", aCategory(), ["id", "userId", "createdAt"]],
      [
        "POST",
        "/transaction",
        aTransaction({ walletId: f.walletId, categoryId: f.categoryId }),
        ["id", "userId", "ownerId", "balance", "amountMinor", "createdAt", "updatedAt"],
      ],
      ["PATCH", `/transaction/${f.transactionId}`, { description: "x" }, ["id", "userId", "balance", "createdAt"]],
      [
        "POST",
        "/budgets",
        {
          name: unique("Budget"),
          currency: "USD",
          limit: 10,
          period: "monthly",
          walletId: f.walletId,
          categoryIds: [f.categoryId],
        },
        ["id", "ownerId", "userId", "members", "progress", "createdAt"],
      ],
      ["PATCH", `/budgets/${f.budgetId}`, { limit: 1 }, ["id", "ownerId", "userId", "members", "createdAt"]],
      [
        "POST",
        `/budgets/${f.budgetId}/share`,
        { email: f.friend.credentials.email },
        ["status", "userId", "id", "budgetId", "respondedAt"],
      ],
      [
        "PATCH",
        `/budgets/${f.budgetId}/members/${f.memberId}`,
        { status: "accepted" },
        ["role", "share", "userId", "budgetId"],
      ],
    ];
    for (const [method, path, body, fields] of cases) {
      for (const field of fields) {
        const value = field === "status" ? "accepted" : field.endsWith("Id") || field === "id" ? other : 999;
        const res = await (method === "POST"
          ? api.post(path, { ...body, [field]: value })
          : api.patch(path, { ...body, [field]: value }));
        expect(res.status, `${method} ${path} with ${field}`).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.details).toContainEqual({ path: field, message: `Unknown field: ${field}` });
      }
    }
    const after = {
      wallets: (await api.get("/wallet")).body.wallets,
      transaction: (await api.get(`/transaction/${f.transactionId}`)).body.transaction,
      budget: (await api.get(`/budgets/${f.budgetId}`)).body.budget,
      categories: (await api.get("/categories")).body.categories,
    };
    expect(after).toEqual(before);
    // The invitation is still pending: `status` on a share never accepted it for the invitee.
    expect(after.budget.members.map((m: { status: string }) => m.status)).toEqual(["pending"]);
  });
});

describeEachStore("control characters in text (PostgreSQL cannot store U+0000)", (store) => {
  const NUL = "a\u0000b";
  const ocrReceipt: ParsedReceipt = {
    ...RECEIPT,
    merchant: "Shop\u0000",
    lines: [
      { description: "Bread\u0000\u0007 loaf", amount: 2.5 },
      { description: "\u0000", amount: 1.2 },
    ],
  };
  const t = useTestApp({ store, deps: { ocr: stubOcr(ocrReceipt) } });

  it("are refused in names, e-mails, descriptions and searches with 400 VALIDATION_ERROR; login answers 401", async () => {
    const f = await fixture(t());
    const api = f.me.api;
    const budget = (name: string) => ({
      name,
      currency: "USD",
      limit: 5,
      period: "monthly",
      walletId: f.walletId,
      categoryIds: [f.categoryId],
    });
    const refused = [
      await t()
        .client()
        .post("/auth/register", aUser({ name: NUL })),
      await t()
        .client()
        .post("/auth/register", aUser({ email: `x${NUL}@example.com` })),
      await t()
        .client()
        .post("/auth/register", aUser({ email: `x\u0085y@example.com` })),
      await api.post("/wallet", aWallet({ name: NUL })),
      await api.post("/categories", aCategory({ name: `Food\u001b[31m` })),
      await api.post(
        "/transaction",
        aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { description: NUL }),
      ),
      await api.patch(`/transaction/${f.transactionId}`, { description: NUL }),
      await api.get("/transaction", { q: NUL }),
      await api.post("/budgets", budget(NUL)),
      await api.patch(`/budgets/${f.budgetId}`, { name: NUL }),
      await api.post(`/budgets/${f.budgetId}/share`, { email: `x${NUL}@example.com` }),
    ];
    for (const res of refused) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    const login = await t()
      .client()
      .post("/auth/login", { email: `x${NUL}@example.com`, password: "whatever" });
    expect(login.status).toBe(401);
    expect(login.body.code).toBe("INVALID_CREDENTIALS");
    // Line breaks and tabs are fine in a description.
    const multiLine = await api.post(
      "/transaction",
      aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { description: "line one\n\tline two" }),
    );
    expect(multiLine.status).toBe(201);
    expect(multiLine.body.transaction.description).toBe("line one\n\tline two");
  });

  it("are cleaned out of what the OCR step read before it is stored", async () => {
    const f = await fixture(t());
    const res = await t().request("POST", "/api/v1/transaction/receipt", {
      token: f.me.token,
      rawBody: receiptForm({ receipt: pngOfSize(64), walletId: f.walletId, categoryId: f.categoryId }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.transactions.map((tx: { description: string }) => tx.description)).toEqual([
      "Bread loaf",
      expect.any(String),
    ]);
    expect(JSON.stringify(res.body.transactions)).not.toMatch(/\\u0000|\\u0007/);
  });
});

describeEachStore("dates at the edges of what the stores hold (years 0001-9999)", (store) => {
  const t = useTestApp({ store });

  it("refuses instants outside years 0001-9999 (also through an offset) with 400, and ranges to 9999-12-31 keep every row", async () => {
    const f = await fixture(t());
    const api = f.me.api;
    const at = (date: string) =>
      api.post("/transaction", aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { date }));
    for (const date of [
      "9999-12-31T23:00:00-14:00",
      "0001-01-01T00:00:00+14:00",
      "0000-12-31T00:00:00Z",
      "0000-01-01",
    ]) {
      const res = await at(date);
      expect(res.status, date).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    expect((await at("0001-01-01T00:00:00Z")).status).toBe(201);
    expect((await at("9999-12-31T23:59:59.998Z")).status).toBe(201);
    const all = await api.get("/transaction", { from: "0001-01-01", to: "9999-12-31" });
    expect(all.status).toBe(200);
    expect(all.body.transactions).toHaveLength(3);
    const late = await api.get("/transaction", { from: "9999-12-31" });
    expect(late.body.transactions.map((tx: { date: string }) => tx.date)).toEqual(["9999-12-31T23:59:59.998Z"]);
    const summary = await api.get("/dashboard/summary", { from: "0001-01-01", to: "9999-12-31" });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.summary.totals).toEqual([expect.objectContaining({ currency: "USD", count: 3 })]);
    expect(summary.body.summary.trend.at(-1)).toMatchObject({ month: "9999-12" });
    // Only `from` in December 9999: up to the end of that month, which is the end of time.
    const december = await api.get("/dashboard/summary", { from: "9999-12-31" });
    expect(december.status, JSON.stringify(december.body)).toBe(200);
    expect(december.body.summary.totals).toEqual([expect.objectContaining({ count: 1 })]);
  });
});

describeEachStore("what the OCR step answers is untrusted too", (store) => {
  let next: unknown = RECEIPT;
  const t = useTestApp({ store, deps: { ocr: { read: async () => next as ParsedReceipt } } });

  const amount = fc.oneof(
    fc.constantFrom(0, -1, 0.001, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, 2.5, 99999999999, "3.49", null),
    fc.double(),
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
  );
  const text = fc.oneof(
    fc.string({ unit: "binary", maxLength: 50 }),
    fc.constantFrom("TOTAL", "TAX 8%", "VAT incl.", "CASH", ""),
  );
  const receiptArb = fc.record({
    merchant: fc.option(text, { nil: null }),
    date: fc.option(
      fc.oneof(fc.constantFrom("2026-03-01", "0000-01-01", "9999-12-31", "+275760-01-01", "soon"), text),
      {
        nil: null,
      },
    ),
    currency: fc.option(fc.constantFrom("USD", "usd", "EUR", "XXX", "", "JPY"), { nil: null }),
    lines: fc.array(fc.record({ description: text, amount }), { maxLength: 8 }),
    total: fc.option(amount, { nil: null }),
  });

  it("never answers 500 INTERNAL_ERROR: the receipt is recorded, refused 4xx, or OCR_PARSE_FAILED", async () => {
    const f = await fixture(t());
    await fc.assert(
      fc.asyncProperty(receiptArb, async (receipt) => {
        next = receipt;
        const res = await t().request("POST", "/api/v1/transaction/receipt", {
          token: f.me.token,
          rawBody: receiptForm({ receipt: pngOfSize(64), walletId: f.walletId, categoryId: f.categoryId }),
        });
        const label = `receipt ${JSON.stringify(receipt).slice(0, 300)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (res.status >= 500) expect(res.body.code, label).toBe("OCR_PARSE_FAILED");
        else checkAnswer(label, res);
      }),
      { numRuns: runs(150, store), endOnFailure: true },
    );
  });

  it("a receipt with thousands of lines is one batch, not a database error", async () => {
    const f = await fixture(t());
    next = {
      ...RECEIPT,
      lines: Array.from({ length: 20_000 }, (_, i) => ({ description: `Item ${i}`, amount: 0.01 })),
      total: 200,
    };
    const res = await t().request("POST", "/api/v1/transaction/receipt", {
      token: f.me.token,
      rawBody: receiptForm({ receipt: pngOfSize(64), walletId: f.walletId, categoryId: f.categoryId }),
    });
    // The adapters insert a batch in chunks (PostgreSQL takes at most 65535 parameters per statement).
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.transactions).toHaveLength(20_000);
  });
});
