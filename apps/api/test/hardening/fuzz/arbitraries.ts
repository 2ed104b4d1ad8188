import fc from "fast-check";
import { anUnknownId } from "../../support";

// Hostile input for the fuzz suites: values, bodies, path parameters, queries, tokens, raw bodies
// and content types. The valid requests they start from are in the route table (`routes.ts`).

/** Arrays and objects nested `depth` levels deep. */
export const deep = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

export const HOSTILE_CONSTANTS: unknown[] = [
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

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 90, maxLength: 600 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.string(), { maxLength: 5 }) },
);

/** Fields a client must never set (API3: mass assignment). */
export const FORBIDDEN = [
  "id",
  "ownerId",
  "userId",
  "createdAt",
  "updatedAt",
  "balanceMinor",
  "amountMinor",
  "passwordHash",
];
export const extraKey = fc.oneof(
  fc.constantFrom(...FORBIDDEN, "__proto__", "constructor", "prototype", "status", "role", "members", "progress"),
  fc.string({ maxLength: 20 }),
);

/** Own enumerable property, even for `__proto__` (a plain assignment would set the prototype). */
export const setOwn = (target: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
};

/** A valid body with some fields replaced by hostile values, some dropped, some unknown added. */
export const mutatedBody = (valid: Record<string, unknown>) => {
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

export const anyBody = (valid: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: mutatedBody(valid) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(valid) },
  );

export const PARAM_CONSTANTS = [
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

export const paramValue = (valid: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constant(valid.toUpperCase()) },
    { weight: 1, arbitrary: fc.constant(anUnknownId()) },
    { weight: 1, arbitrary: fc.uuid().map((id) => id) },
    { weight: 2, arbitrary: fc.constantFrom(...PARAM_CONSTANTS) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 60 }).map(encodeURIComponent) },
  );

export const queryValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS.filter((v): v is string => typeof v === "string")) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** Query pairs: the valid ones mutated, duplicates, unknown names. */
export const anyQuery = (valid: Record<string, string>) => {
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

export const withQuery = (path: string, pairs: readonly (readonly [string, string])[]) => {
  if (pairs.length === 0) return path;
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return `${path}?${params}`;
};

export const tokenHeader = fc.oneof(
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
      "Bearer fin_pat_",
      `Bearer fin_pat_${"A".repeat(43)}`,
      `Bearer fin_pat_${"\u00e9".repeat(300)}`,
      `Bearer fin_rt_${"A".repeat(43)}`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: "binary-ascii", maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  },
);

/** Bodies that are not JSON, or JSON no parser should accept quietly. */
export const RAW_BODIES = [
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

/** Content types, right, almost right and wrong. */
export const CONTENT_TYPES = [
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
