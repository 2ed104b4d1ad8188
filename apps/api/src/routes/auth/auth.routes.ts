import { MIN_PASSWORD_LENGTH } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { UserSchema } from "./auth.presenters";

/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
const MAX_PASSWORD_BYTES = 72;

const password = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `Password must have at least ${MIN_PASSWORD_LENGTH} characters`)
  .refine(
    (value) => Buffer.byteLength(value, "utf8") <= MAX_PASSWORD_BYTES,
    `Password must be at most ${MAX_PASSWORD_BYTES} bytes`,
  );

const RegisterBody = z
  .strictObject({
    name: z.string({ error: "Name is required" }).max(100, "Name is longer than 100 characters"),
    email: z.string({ error: "E-mail is required" }).max(254, "E-mail is too long").openapi({ format: "email" }),
    password,
  })
  .openapi("Register");

const LoginBody = z
  .strictObject({
    email: z.string({ error: "E-mail is required" }).max(254).openapi({ format: "email" }),
    password: z.string({ error: "Password is required" }).max(1024),
  })
  .openapi("Login");

export const register = createRoute({
  method: "post",
  path: "/auth/register",
  tags: ["auth"],
  summary: "Create an account",
  request: { body: jsonBody(RegisterBody) },
  responses: {
    201: jsonResponse(envelope("USER_REGISTERED", { user: UserSchema }), "Account created"),
    ...errorResponses(400, 409, 413, 415),
  },
});

export const login = createRoute({
  method: "post",
  path: "/auth/login",
  tags: ["auth"],
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
