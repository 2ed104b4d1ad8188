import { aUser } from "../../support";
import { as, byCookie, FOREIGN_ORIGIN, idCases, listOf, type Probe, SAME_SITE, TOKEN_ID, tag } from "./matrix.support";

/** The matrix's entries for the public routes, the session and the personal access tokens. */
export const AUTH_ROUTES: Record<string, Probe[]> = {
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
};
