import type { Tag } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../shared/presenters";

export const TagSchema = z.object({ id: Id, name: z.string(), createdAt: DateTime }).openapi("Tag");

export const presentTag = (tag: Tag): z.infer<typeof TagSchema> => ({
  id: tag.id,
  name: tag.name,
  createdAt: iso(tag.createdAt),
});
