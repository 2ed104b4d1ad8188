import type { PublicUser, Session } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import type { SessionDelivery } from "../../http/sessionCookie";
import { DateTime, Id, iso } from "../shared/presenters";

export const UserSchema = z
  .object({ id: Id, name: z.string(), email: z.string(), createdAt: DateTime })
  .openapi("User");

export const presentUser = (user: PublicUser): z.infer<typeof UserSchema> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  createdAt: iso(user.createdAt),
});

export const SessionSchema = z.object({
  accessToken: z.string().openapi({ description: "JWT (HS256)" }),
  tokenType: z.literal("Bearer"),
  expiresIn: z.number().int().openapi({ description: "Seconds" }),
  refreshToken: z
    .string()
    .optional()
    .openapi({
      description:
        "Opaque (`fin_rt_...`); works once, at POST /auth/refresh, which answers the next one. " +
        "Absent with the cookie session: it is in the `finance_refresh` cookie instead.",
    }),
  refreshExpiresIn: z.number().int().openapi({ description: "Seconds the refresh token stays usable" }),
});

/** The session's answer; with the cookie session the refresh token is left out (it goes in the cookie). */
export const presentSession = (
  session: Session,
  delivery: SessionDelivery = "body",
): z.infer<typeof SessionSchema> => ({
  accessToken: session.accessToken,
  tokenType: "Bearer",
  expiresIn: session.expiresIn,
  ...(delivery === "body" && { refreshToken: session.refreshToken }),
  refreshExpiresIn: session.refreshExpiresIn,
});
