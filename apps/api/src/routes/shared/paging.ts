import { z } from "@hono/zod-openapi";
import { input } from "./fieldRules";

/**
 * `limit` and `cursor` of a keyset-paged list, worded alike on every list. The range is checked
 * here for the document and again by the use case, which owns the rule.
 */
export const pagingQuery = (defaultSize: number, maxSize = 100) => {
  const wording = `limit must be an integer from 1 to ${maxSize}`;
  return {
    limit: z.coerce
      .number({ error: wording })
      .int(wording)
      .min(1, wording)
      .max(maxSize, wording)
      .optional()
      .openapi({ description: `Page size, 1-${maxSize} (default ${defaultSize})`, example: defaultSize }),
    cursor: input.string().optional().openapi({ description: "`page.nextCursor` of the previous page" }),
  };
};

/** Where a page stands: its size, the cursor of the next page (null on the last) and whether there is one. */
export const PageSchema = z
  .object({
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
    hasMore: z.boolean().openapi({ description: "True exactly when nextCursor is not null" }),
  })
  .openapi("Page");

export const presentPage = (page: { limit: number; nextCursor: string | null }): z.infer<typeof PageSchema> => ({
  limit: page.limit,
  nextCursor: page.nextCursor,
  hasMore: page.nextCursor !== null,
});
