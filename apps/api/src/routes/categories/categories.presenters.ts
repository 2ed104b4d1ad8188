import type { Category } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../shared/presenters";

export const CategorySchema = z
  .object({
    id: Id,
    name: z.string(),
    archived: z.boolean().openapi({ description: "Hidden from the list and closed to new transactions" }),
    createdAt: DateTime,
  })
  .openapi("Category");

export const presentCategory = (category: Category): z.infer<typeof CategorySchema> => ({
  id: category.id,
  name: category.name,
  archived: category.archived,
  createdAt: iso(category.createdAt),
});
