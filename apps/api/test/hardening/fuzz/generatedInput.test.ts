import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { pngOfSize, receiptForm, stubOcr } from "../../receipts.support";
import { A_PDF, describeEachStore, type TestResponse, useTestApp } from "../../support";
import { checkRouteAnswer, RECEIPT, runs } from "./answers";
import {
  anyBody,
  anyQuery,
  CONTENT_TYPES,
  paramValue,
  queryValue,
  RAW_BODIES,
  tokenHeader,
  withQuery,
} from "./arbitraries";
import { authHeaders, type Fixture, fillPath, fixture, key, SPECS } from "./routes";

/**
 * OWASP API4 / API8 / API3 (mass assignment) with generated input. fast-check sends thousands of
 * requests to every route: valid requests with fields swapped for hostile values (wrong types,
 * huge and tiny numbers, NaN/Infinity strings, odd unicode, NUL, long and empty strings, deep
 * nesting), extra fields, mangled ids, queries and headers, raw bodies that are not JSON and
 * wrong content types. Whatever comes in: never a 5xx, and every error is the contract's body
 * `{code, message, error, details?}` with a known code. FUZZ_RUNS=N multiplies the run counts.
 */

/** The attachment form: `file` (once or twice, a file or text), maybe one extra field. */
const attachmentForm = (files: readonly (Uint8Array | string)[], extra?: [string, string]): FormData => {
  const data = new FormData();
  for (const file of files) {
    if (typeof file === "string") data.append("file", file);
    else data.append("file", new Blob([file], { type: "image/png" }), "upload.png");
  }
  if (extra) data.append(extra[0] || "x", extra[1]);
  return data;
};

/** The import form: `file` (once or twice), walletId, categoryId, maybe a mapping or another field. */
const importForm = (
  files: readonly (Uint8Array | string)[],
  ids: { walletId: string; categoryId: string },
  extra?: [string, string],
): FormData => {
  const data = new FormData();
  for (const file of files) data.append("file", new Blob([file]), "bank.csv");
  data.append("walletId", ids.walletId);
  data.append("categoryId", ids.categoryId);
  if (extra) data.append(extra[0] === "" ? "mapping" : extra[0], extra[1]);
  return data;
};

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
                fc.constant(A_PDF),
                fc.string({ maxLength: 30 }),
                fc.constantFrom(
                  "Date;Betrag;Verwendungszweck\n01.03.2026;-2,50;Brot\n",
                  "OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST><STMTTRN><TRNAMT>-1",
                  "!Type:Bank\nD03/01/2026\nT-2.50\nPBread\n^\n",
                  'Date,Amount,Description\n2026-03-01,"-2.50,Bread\n',
                ),
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
                const data =
                  spec.form === "attachment"
                    ? attachmentForm(files, form.extra)
                    : spec.form === "import"
                      ? importForm(files, form, form.extra)
                      : receiptForm({
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
              else
                checkRouteAnswer(`${spec.method} ${path} ${JSON.stringify(body)?.slice(0, 300)}`, res, spec.fileAnswer);
            },
          ),
          { numRuns: runs(spec.body || spec.form ? 150 : 60, store), endOnFailure: true },
        );
      });
    }

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
            checkRouteAnswer(
              `${verb} ${path} [${headers["content-type"]}] ${String(raw).slice(0, 120)}`,
              res,
              spec.fileAnswer && verb.toUpperCase() === "GET",
            );
          },
        ),
        { numRuns: runs(500, store), endOnFailure: true },
      );
    });
  },
  ["sqlite", "postgres"],
);
