import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { input, NAME_RULES } from "../../http/fieldRules";
import { envelope, errorResponses, jsonBody, jsonResponse, publicRoute } from "../../http/openapi";
import { UserSchema } from "./auth.presenters";

/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
const MAX_PASSWORD_BYTES = 72;
/** Login never hashes more than this; a longer password cannot be a registered one anyway. */
const MAX_LOGIN_PASSWORD_LENGTH = 1024;

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
    200: jsonResponse(
      envelope("LOGIN_SUCCESS", {
        accessToken: z.string().openapi({ description: "JWT (HS256)" }),
        tokenType: z.literal("Bearer"),
        expiresIn: z.number().int().openapi({ description: "Seconds" }),
        user: UserSchema,
      }),
      "Logged in",
    ),
    ...errorResponses(400, 401, 413, 415, 429),
  },
});
