import { OWNED_LIST_PAGE_SIZE } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { input } from "./fieldRules";

const LIMIT_MESSAGE = `limit must be an integer from 1 to ${OWNED_LIST_PAGE_SIZE}`;

/** The query of the wallet and category lists: keyset paging and whether archived ones are shown. */
export const OwnedListQuery = z.strictObject({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(OWNED_LIST_PAGE_SIZE, LIMIT_MESSAGE)
    .optional()
    .openapi({ description: `Page size, 1-${OWNED_LIST_PAGE_SIZE} (default ${OWNED_LIST_PAGE_SIZE})`, example: 100 }),
  cursor: input.string().optional().openapi({ description: "`page.nextCursor` of the previous page" }),
  archived: z
    .enum(["true", "false"], { error: "archived must be true or false" })
    .optional()
    .openapi({ description: "`true` lists archived ones too (default `false`: hidden)" }),
});

export const OwnedListPage = z
  .object({ limit: z.number().int(), nextCursor: z.string().nullable(), hasMore: z.boolean() })
  .openapi("ListPage");

/** `?reassignTo=<id>` of the wallet and category deletions. */
export const ReassignQuery = z.strictObject({
  reassignTo: input.string().optional().openapi({
    format: "uuid",
    description: "Moves what uses the deleted one to this one (same owner, open; for wallets the same currency)",
  }),
});
