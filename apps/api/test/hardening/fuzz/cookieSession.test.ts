import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { describeEachStore, type TestResponse, useTestApp } from "../../support";
import { checkAnswer, runs } from "./answers";
import { RAW_BODIES } from "./arbitraries";
import { type Fixture, fixture } from "./routes";

/**
 * The browser session's cookie path of refresh and logout with generated input: any `Cookie`
 * header (the session cookie's value mangled, repeated, percent-encoded or among others), any
 * `X-Requested-With` and `Origin`, no body, `{}` or a raw body. Never a 5xx; every error in the
 * contract's shape; without the header or from a foreign origin always 403 CSRF_REJECTED; any
 * Set-Cookie is the session cookie on the auth path, HttpOnly and SameSite=Strict.
 */

const COOKIE = "finance_refresh";
const OWN_ORIGIN = "http://localhost";

/** Printable ASCII, as a Headers object takes it. */
const printable = (maxLength: number) =>
  fc.string({ unit: "binary-ascii", maxLength }).map((s) => s.replace(/[^\x20-\x7e]/g, ""));

const cookieValue = (f: Fixture) =>
  fc.oneof(
    fc.constant(f.me.refreshToken),
    fc.constant(`fin_rt_${"C".repeat(43)}`),
    fc.constantFrom("", "fin_rt_", "%", "%zz", "%E0%A4%A", '"quoted"', "a=b", "deleted", "fin_rt_%00"),
    fc.constant(`fin_rt_${"x".repeat(5000)}`),
    printable(80).map((s) => s.replace(/;/g, "")),
  );

const cookieHeader = (f: Fixture) =>
  fc.oneof(
    cookieValue(f).map((value) => `${COOKIE}=${value}`),
    fc.tuple(cookieValue(f), cookieValue(f)).map(([a, b]) => `${COOKIE}=${a}; ${COOKIE}=${b}`),
    fc.tuple(printable(20), cookieValue(f)).map(([other, value]) => `${other}; ${COOKIE}=${value}; theme=dark`),
    printable(120),
  );

const requestedWith = fc.option(fc.oneof(fc.constantFrom("finance-web", "XMLHttpRequest", "", " "), printable(40)), {
  nil: undefined,
});

const origin = fc.option(
  fc.oneof(
    fc.constantFrom(OWN_ORIGIN, "null", "https://evil.example", `${OWN_ORIGIN}.evil.example`, "http://localhost:3000"),
    printable(60),
  ),
  { nil: undefined },
);

const body = fc.oneof(
  fc.constant<{ kind: "none" }>({ kind: "none" }),
  fc.constant<{ kind: "json"; value: unknown }>({ kind: "json", value: {} }),
  fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: "raw" as const, raw })),
);

const checkSetCookie = (label: string, res: TestResponse) => {
  for (const line of res.headers.getSetCookie()) {
    expect(line, label).toMatch(new RegExp(`^${COOKIE}=[^;]*;`));
    expect(line, label).toContain("; Path=/api/v1/auth");
    expect(line, label).toContain("; HttpOnly");
    expect(line, label).toContain("; SameSite=Strict");
  }
};

describeEachStore("generated cookie-session requests", (store) => {
  const t = useTestApp({ store });
  let f: Fixture;

  beforeAll(async () => {
    f = await fixture(t());
  });

  it("refresh and logout by cookie never answer 5xx, and refuse every request without the header or from a foreign origin", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/v1/auth/refresh", "/api/v1/auth/logout"),
        cookieHeader(f),
        requestedWith,
        origin,
        body,
        async (path, cookie, xrw, from, sent) => {
          const headers: Record<string, string> = { Cookie: cookie };
          if (xrw !== undefined) headers["X-Requested-With"] = xrw;
          if (from !== undefined) headers.Origin = from;
          if (sent.kind === "raw") headers["Content-Type"] = "application/json";
          const res = await t().request("POST", path, {
            headers,
            ...(sent.kind === "json" && { body: sent.value }),
            ...(sent.kind === "raw" && { rawBody: sent.raw }),
          });
          const label = `${path} ${JSON.stringify(headers).slice(0, 300)} ${JSON.stringify(sent).slice(0, 100)}`;
          checkAnswer(label, res);
          checkSetCookie(label, res);
          const crossSite = !xrw?.trim() || (from !== undefined && from !== OWN_ORIGIN);
          // A body that is not JSON, or names a token, never reaches the cookie path.
          if (sent.kind !== "raw" && crossSite) {
            expect([res.status, res.body.code], label).toEqual([403, "CSRF_REJECTED"]);
            expect(res.headers.getSetCookie(), label).toEqual([]);
          }
          if (res.status === 403) expect(res.body.code, label).toBe("CSRF_REJECTED");
        },
      ),
      { numRuns: runs(300, store), endOnFailure: true },
    );
  });

  it("login and password change take only body or cookie as the session, and set the cookie only for cookie", async () => {
    const session = fc.oneof(
      fc.constantFrom("body", "cookie", "Cookie", "", "both", null, 1, true, ["cookie"], { cookie: true }),
      fc.string({ maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(session, async (value) => {
        const res = await t()
          .client()
          .post("/auth/login", { email: f.me.credentials.email, password: f.me.credentials.password, session: value });
        const label = `login session=${JSON.stringify(value)}`;
        checkAnswer(label, res);
        checkSetCookie(label, res);
        if (value === "body" || value === "cookie") {
          expect(res.status, label).toBe(200);
          expect(res.headers.getSetCookie().length, label).toBe(value === "cookie" ? 1 : 0);
          expect(typeof res.body.refreshToken, label).toBe(value === "cookie" ? "undefined" : "string");
        } else {
          expect([res.status, res.body.code, res.body.details?.[0]?.path], label).toEqual([
            400,
            "VALIDATION_ERROR",
            "session",
          ]);
          expect(res.headers.getSetCookie(), label).toEqual([]);
        }
        const password = await f.me.api.post("/auth/password", {
          currentPassword: "not-the-password",
          newPassword: "another-password-1",
          session: value,
        });
        checkAnswer(`password ${label}`, password);
        expect(password.headers.getSetCookie(), label).toEqual([]);
      }),
      { numRuns: runs(40, store), endOnFailure: true },
    );
  });
});
