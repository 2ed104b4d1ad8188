import {
  type CommittedImport,
  type Currency,
  committedImportPayload,
  fromMinorUnits,
  IMPORT_ROW_STATUSES,
  type Import,
  type ImportRow,
  importPayload,
  STATEMENT_FORMATS,
} from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, Money } from "../shared/presenters";
import { BudgetAllocationSchema, presentBudgetAllocation } from "../transactions/transactions.presenters";

const ImportCountsSchema = z
  .object({
    rows: z.number().int(),
    ready: z.number().int(),
    duplicate: z.number().int(),
    refused: z.number().int(),
  })
  .openapi("ImportCounts");

export const ImportRowSchema = z
  .object({
    line: z.number().int().openapi({ description: "The line of the file the row starts on" }),
    status: z.enum(IMPORT_ROW_STATUSES),
    reason: z.string().optional().openapi({
      description:
        "Why the row is refused (UNREADABLE_DATE, UNREADABLE_AMOUNT, TOO_MANY_DECIMALS, ZERO_AMOUNT, CURRENCY_MISMATCH, MISSING_COLUMN, PENDING_ENTRY) or a duplicate (DUPLICATE_EXTERNAL_ID, DUPLICATE_ENTRY)",
    }),
    message: z.string().optional(),
    transaction: z
      .object({
        amount: Money.openapi({ description: "Positive; the type gives the sign" }),
        type: z.enum(["expense", "income"]),
        date: z.string().openapi({ format: "date" }),
        description: z.string(),
        categoryId: Id,
        externalId: z.string().nullable(),
      })
      .optional()
      .openapi({ description: "What the row records when committed; absent on a refused row" }),
  })
  .openapi("ImportRow");

const importFields = {
  id: Id,
  format: z.enum(STATEMENT_FORMATS),
  walletId: Id,
  status: z.enum(["preview", "committed"]),
  createdAt: DateTime,
  expiresAt: DateTime,
  counts: ImportCountsSchema,
};

export const ImportSchema = z.object(importFields).openapi("Import");

export const ImportPreviewSchema = z
  .object({
    ...importFields,
    rows: z
      .array(ImportRowSchema)
      .openapi({ description: "The first 100 rows; GET /imports/{id}/rows pages them all" }),
  })
  .openapi("ImportPreview");

const CommittedImportSchema = z
  .object({ ...importFields, created: z.number().int().openapi({ description: "Transactions recorded" }) })
  .openapi("CommittedImport");

export const WithCommittedImport = {
  import: CommittedImportSchema,
  budgets: z.array(BudgetAllocationSchema).openapi({
    description: "Every budget the recorded expenses count towards in its current window, each once",
  }),
};

/** The commit's answer: the import as committed and the budgets its expenses were allocated to. */
export const presentCommittedImport = (committed: CommittedImport) => ({
  import: committedImportPayload(committed),
  budgets: committed.budgets.map(presentBudgetAllocation),
});

export const presentImport = (found: Import): z.infer<typeof ImportSchema> => importPayload(found);

export const presentImportRow = (row: ImportRow, currency: Currency): z.infer<typeof ImportRowSchema> => ({
  line: row.line,
  status: row.status,
  ...(row.reason !== null && { reason: row.reason }),
  ...(row.message !== null && { message: row.message }),
  ...(row.transaction !== null && {
    transaction: {
      amount: fromMinorUnits(Math.abs(row.transaction.amountMinor), currency),
      type: row.transaction.type,
      date: row.transaction.date,
      description: row.transaction.description,
      categoryId: row.transaction.categoryId,
      externalId: row.transaction.externalId,
    },
  }),
});
