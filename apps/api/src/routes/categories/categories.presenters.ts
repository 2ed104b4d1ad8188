import type { Category } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../../http/presenters";

export const CategorySchema = z.object({ id: Id, name: z.string(), createdAt: DateTime }).openapi("Category");

export const presentCategory = (category: Category): z.infer<typeof CategorySchema> => ({
  id: category.id,
  name: category.name,
  createdAt: iso(category.createdAt),
});
