import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { input, NAME_RULES } from "../../http/fieldRules";
import { envelope, errorResponses, jsonBody, jsonResponse, publicRoute, sessionRoute } from "../../http/openapi";
import { SessionSchema, UserSchema } from "./auth.presenters";

/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
const MAX_PASSWORD_BYTES = 72;
/** Login never hashes more than this; a longer password cannot be a registered one anyway. */
const MAX_LOGIN_PASSWORD_LENGTH = 1024;

/** Refresh tokens are `fin_rt_` and 43 characters; anything much longer is not one. */
const MAX_REFRESH_TOKEN_LENGTH = 200;

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

const LoginBody = z
  .strictObject({
    email: input.string().max(MAX_EMAIL_LENGTH).openapi({ format: "email", example: "ada@example.com" }),
    password: input.string().max(MAX_LOGIN_PASSWORD_LENGTH),
  })
  .openapi("Login");

const RefreshTokenBody = z
  .strictObject({
    refreshToken: input
      .string()
      .max(MAX_REFRESH_TOKEN_LENGTH)
      .openapi({ description: "The refresh token of the last login or refresh (`fin_rt_...`)" }),
  })
  .openapi("RefreshTokenBody");

const ChangePasswordBody = z
  .strictObject({
    currentPassword: input.string().max(MAX_LOGIN_PASSWORD_LENGTH),
    newPassword: password,
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
    200: jsonResponse(envelope("LOGIN_SUCCESS", { ...SessionSchema.shape, user: UserSchema }), "Logged in"),
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
    "revoked ones: log in again.",
  request: { body: jsonBody(RefreshTokenBody) },
  responses: {
    200: jsonResponse(envelope("TOKEN_REFRESHED", SessionSchema.shape), "New tokens"),
    ...errorResponses(400, 401, 413, 415),
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
    "answers 200 too. Access tokens already issued stay valid until they expire (JWT_TTL).",
  request: { body: jsonBody(RefreshTokenBody) },
  responses: {
    200: jsonResponse(envelope("LOGGED_OUT", {}), "Session ended"),
    ...errorResponses(400, 413, 415),
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
    200: jsonResponse(envelope("PASSWORD_CHANGED", SessionSchema.shape), "Password changed"),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});
