import { OWNED_LIST_PAGE_SIZE } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { input } from "./fieldRules";
import { pagingQuery } from "./paging";

/** The query of the wallet and category lists: keyset paging and whether archived ones are shown. */
export const OwnedListQuery = z.strictObject({
  ...pagingQuery(OWNED_LIST_PAGE_SIZE, OWNED_LIST_PAGE_SIZE),
  archived: z
    .enum(["true", "false"], { error: "archived must be true or false" })
    .optional()
    .openapi({ description: "`true` lists archived ones too (default `false`: hidden)" }),
});

/** `?reassignTo=<id>` of the wallet and category deletions. */
export const ReassignQuery = z.strictObject({
  reassignTo: input.string().optional().openapi({
    format: "uuid",
    description: "Moves what uses the deleted one to this one (same owner, open; for wallets the same currency)",
  }),
});
