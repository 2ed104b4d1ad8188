import { MAX_NAME_LENGTH, TOKEN_SCOPES } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, sessionRoute, uuidParam } from "../../http/openapi";
import { dateOrDateTime, input, NAME_RULES } from "../shared/fieldRules";
import { PersonalAccessTokenSchema } from "./tokens.presenters";

const CreateTokenBody = z
  .strictObject({
    name: input.string().openapi({ ...NAME_RULES, example: "Nightly export" }),
    scopes: input
      .array(
        input
          .string()
          .max(MAX_NAME_LENGTH)
          .openapi({ enum: [...TOKEN_SCOPES] }),
      )
      .max(TOKEN_SCOPES.length)
      .openapi({
        minItems: 1,
        uniqueItems: true,
        description: '`["read"]`: GET and HEAD only; `["read", "write"]`: every request',
        example: ["read"],
      }),
    expiresAt: input
      .string()
      .nullable()
      .optional()
      .openapi(dateOrDateTime("ISO 8601 date or date-time in the future; absent or null: never expires")),
  })
  .openapi("CreatePersonalAccessToken");

const TokenParams = z.object({ id: uuidParam("id") });

export const createToken = createRoute({
  operationId: "createPersonalAccessToken",
  method: "post",
  path: "/auth/tokens",
  ...sessionRoute("auth"),
  summary: "Create a personal access token; its secret is shown in this answer only",
  request: { body: jsonBody(CreateTokenBody) },
  responses: {
    201: jsonResponse(
      envelope("TOKEN_CREATED", {
        token: PersonalAccessTokenSchema,
        secret: z.string().openapi({
          description: "`fin_pat_...`: send as `Authorization: Bearer <secret>`. Shown once; only its hash is stored",
        }),
      }),
      "Token created",
    ),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const listTokens = createRoute({
  operationId: "listPersonalAccessTokens",
  method: "get",
  path: "/auth/tokens",
  ...sessionRoute("auth"),
  summary: "The caller's personal access tokens, newest first (never their secrets)",
  responses: {
    200: jsonResponse(envelope("TOKENS_FETCHED", { tokens: z.array(PersonalAccessTokenSchema) }), "Tokens"),
    ...errorResponses(401, 403),
  },
});

export const deleteToken = createRoute({
  operationId: "deletePersonalAccessToken",
  method: "delete",
  path: "/auth/tokens/{id}",
  ...sessionRoute("auth"),
  summary: "Revoke a personal access token for good",
  request: { params: TokenParams },
  responses: {
    200: jsonResponse(envelope("TOKEN_DELETED", { token: PersonalAccessTokenSchema }), "Token deleted"),
    ...errorResponses(400, 401, 403, 404),
  },
});
