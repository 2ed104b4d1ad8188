import type { PublicUser } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../../http/presenters";

export const UserSchema = z
  .object({ id: Id, name: z.string(), email: z.string(), createdAt: DateTime })
  .openapi("User");

export const presentUser = (user: PublicUser): z.infer<typeof UserSchema> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  createdAt: iso(user.createdAt),
});
