import { type PublicPersonalAccessToken, TOKEN_SCOPES } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../shared/presenters";

export const PersonalAccessTokenSchema = z
  .object({
    id: Id,
    name: z.string(),
    scopes: z.array(z.enum(TOKEN_SCOPES)),
    createdAt: DateTime,
    expiresAt: DateTime.nullable(),
    lastUsedAt: DateTime.nullable().openapi({
      description: "To the minute: a use within a minute of the last is not noted",
    }),
  })
  .openapi("PersonalAccessToken");

export const presentToken = (token: PublicPersonalAccessToken): z.infer<typeof PersonalAccessTokenSchema> => ({
  id: token.id,
  name: token.name,
  scopes: [...token.scopes],
  createdAt: iso(token.createdAt),
  expiresAt: token.expiresAt ? iso(token.expiresAt) : null,
  lastUsedAt: token.lastUsedAt ? iso(token.lastUsedAt) : null,
});
