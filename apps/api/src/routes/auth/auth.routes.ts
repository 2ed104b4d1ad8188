import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, publicRoute, sessionRoute } from "../../http/openapi";
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, REQUESTED_WITH_HEADER } from "../../http/sessionCookie";
import { input, NAME_RULES } from "../shared/fieldRules";
import { SessionSchema, UserSchema } from "./auth.presenters";

/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
const MAX_PASSWORD_BYTES = 72;
/** Login never hashes more than this; a longer password cannot be a registered one anyway. */
const MAX_LOGIN_PASSWORD_LENGTH = 1024;

/**
 * Refresh tokens are `fin_rt_` and 43 characters; anything much longer is not one. Room for an
 * access token (about 220 characters) sent by mistake, which is answered REFRESH_TOKEN_INVALID.
 */
const MAX_REFRESH_TOKEN_LENGTH = 512;

const password = input
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must have at least ${MIN_PASSWORD_LENGTH} characters`)
  .refine(
    (value) => Buffer.byteLength(value, "utf8") <= MAX_PASSWORD_BYTES,
    `Password must be at most ${MAX_PASSWORD_BYTES} bytes`,
  )
  .openapi({
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_BYTES,
    description: `${MIN_PASSWORD_LENGTH} characters to ${MAX_PASSWORD_BYTES} bytes of UTF-8`,
  });

const RegisterBody = z
  .strictObject({
    name: input.string().openapi({ ...NAME_RULES, example: "Ada Lovelace" }),
    email: input.string().max(MAX_EMAIL_LENGTH).openapi({ format: "email", example: "ada@example.com" }),
    password,
  })
  .openapi("Register");

/** Where the answer hands the refresh token over: in its body (token clients) or in the cookie (browsers). */
const sessionDelivery = z
  .enum(["body", "cookie"], { error: () => 'session must be "body" or "cookie"' })
  .optional()
  .openapi({
    description:
      `\`body\` (default): the refresh token is in the answer. \`cookie\`: it is set as the \`${REFRESH_COOKIE}\` ` +
      `cookie (HttpOnly, SameSite=Strict, Path=${REFRESH_COOKIE_PATH}) and left out of the answer; ` +
      "refresh and logout then read it from there. See docs/sessions.md.",
  });

const LoginBody = z
  .strictObject({
    email: input.string().max(MAX_EMAIL_LENGTH).openapi({ format: "email", example: "ada@example.com" }),
    password: input.string().max(MAX_LOGIN_PASSWORD_LENGTH),
    session: sessionDelivery,
  })
  .openapi("Login");

const RefreshTokenBody = z
  .strictObject({
    refreshToken: input
      .string()
      .max(MAX_REFRESH_TOKEN_LENGTH)
      .optional()
      .openapi({
        description:
          "The refresh token of the last login or refresh (`fin_rt_...`). Absent: the " +
          `\`${REFRESH_COOKIE}\` cookie is used, and the request must carry ${REQUESTED_WITH_HEADER}.`,
      }),
  })
  .openapi("RefreshTokenBody");

/** The body of refresh and logout: a token, or nothing at all (no body, or `{}`) for the cookie. */
const refreshTokenBody = {
  required: false,
  content: { "application/json": { schema: RefreshTokenBody } },
};

/** What a browser session's refresh and logout carry besides the body. */
const cookieSessionRequest = {
  cookies: z.object({
    [REFRESH_COOKIE]: z
      .string()
      .optional()
      .openapi({ description: "The browser session's refresh token, read when the body has none" }),
  }),
  headers: z.object({
    "x-requested-with": z
      .string()
      .optional()
      .openapi({
        description:
          "Required (any non-empty value) when the cookie is used, else 403 CSRF_REJECTED; an `Origin` " +
          "header, when sent, must then be this service's origin or one of CORS_ORIGINS",
        example: "finance-web",
      }),
  }),
};

const setCookieHeader = (what: string) => ({
  "Set-Cookie": {
    description: `With the cookie session: ${what}`,
    schema: { type: "string" as const },
    example: `${REFRESH_COOKIE}=fin_rt_...; Max-Age=2592000; Path=${REFRESH_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`,
  },
});

const ChangePasswordBody = z
  .strictObject({
    currentPassword: input.string().max(MAX_LOGIN_PASSWORD_LENGTH),
    newPassword: password,
    session: sessionDelivery,
  })
  .openapi("ChangePassword");

export const register = createRoute({
  operationId: "register",
  method: "post",
  path: "/auth/register",
  ...publicRoute("auth"),
  summary: "Create an account",
  request: { body: jsonBody(RegisterBody) },
  responses: {
    201: jsonResponse(envelope("USER_REGISTERED", { user: UserSchema }), "Account created"),
    ...errorResponses(400, 409, 413, 415),
  },
});

export const login = createRoute({
  operationId: "login",
  method: "post",
  path: "/auth/login",
  ...publicRoute("auth"),
  summary: "Exchange e-mail and password for an access token",
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: {
      ...jsonResponse(envelope("LOGIN_SUCCESS", { ...SessionSchema.shape, user: UserSchema }), "Logged in"),
      headers: setCookieHeader("the new refresh token"),
    },
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

export const refresh = createRoute({
  operationId: "refreshSession",
  method: "post",
  path: "/auth/refresh",
  ...publicRoute("auth"),
  summary: "Exchange a refresh token for a new access token and a new refresh token",
  description:
    "Each refresh token works once. Presenting one that was already exchanged revokes its whole session " +
    "(every refresh token of that login) and answers 401 REFRESH_TOKEN_INVALID, as do unknown, expired and " +
    "revoked ones: log in again. Without a refresh token in the body, the browser session's cookie is " +
    "exchanged instead: the next one is set as the cookie and left out of the answer, and a refused one " +
    "clears the cookie. Such a request must carry X-Requested-With (403 CSRF_REJECTED).",
  request: { body: refreshTokenBody, ...cookieSessionRequest },
  responses: {
    200: {
      ...jsonResponse(envelope("TOKEN_REFRESHED", SessionSchema.shape), "New tokens"),
      headers: setCookieHeader("the next refresh token"),
    },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const logout = createRoute({
  operationId: "logout",
  method: "post",
  path: "/auth/logout",
  ...publicRoute("auth"),
  summary: "End a login session: revoke every refresh token of the given one's session",
  description:
    "Needs no access token: holding the refresh token is the proof. An unknown or already revoked token " +
    "answers 200 too. Access tokens already issued stay valid until they expire (JWT_TTL). Without a " +
    "refresh token in the body, the browser session's cookie is used and cleared; such a request must " +
    "carry X-Requested-With (403 CSRF_REJECTED).",
  request: { body: refreshTokenBody, ...cookieSessionRequest },
  responses: {
    200: {
      ...jsonResponse(envelope("LOGGED_OUT", {}), "Session ended"),
      headers: setCookieHeader("the cookie cleared (Max-Age=0)"),
    },
    ...errorResponses(400, 403, 413, 415),
  },
});

export const changePassword = createRoute({
  operationId: "changePassword",
  method: "post",
  path: "/auth/password",
  ...sessionRoute("auth"),
  summary: "Change the password; revokes every refresh token and personal access token",
  description:
    "Access tokens issued before the change stop working too. Answers a fresh session for the caller. " +
    "A personal access token may not call this (403 INSUFFICIENT_SCOPE).",
  request: { body: jsonBody(ChangePasswordBody) },
  responses: {
    200: {
      ...jsonResponse(envelope("PASSWORD_CHANGED", SessionSchema.shape), "Password changed"),
      headers: setCookieHeader("the new session's refresh token"),
    },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});
