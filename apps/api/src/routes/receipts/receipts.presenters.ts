import { fromMinorUnits, type ReceiptSummary, type ReceiptTransactions, toCalendarDate } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import {
  BudgetAllocationSchema,
  presentBudgetAllocation,
  presentTransaction,
  TransactionSchema,
} from "../transactions/transactions.presenters";

const Money = z.number().openapi({ description: "Decimal amount in major units of the currency", example: 10.98 });

export const ReceiptSchema = z
  .object({
    merchant: z.string().nullable().openapi({ example: "CORNER GROCERY" }),
    date: z
      .string()
      .nullable()
      .openapi({ format: "date", description: "Date printed on the receipt (the transactions' date), or null" }),
    currency: z.string().openapi({ description: "The wallet's currency (ISO 4217)", example: "USD" }),
    total: Money.openapi({ description: "Total printed on the receipt, or the recorded sum when none was read" }),
    itemsTotal: Money.openapi({ description: "Sum of the created transactions (positive)" }),
    tax: z.enum(["added", "included", "none"]).openapi({
      description: "How TAX / VAT lines were read: added on top (recorded as an item) or included in the prices",
    }),
    warnings: z
      .array(
        z.object({
          code: z.enum(["TOTAL_MISMATCH", "NO_TOTAL", "DISCOUNT_IGNORED"]),
          message: z.string(),
        }),
      )
      .openapi({ description: "What did not add up on the receipt; reported, never corrected" }),
  })
  .openapi("Receipt");

export const presentReceipt = (receipt: ReceiptSummary): z.infer<typeof ReceiptSchema> => ({
  merchant: receipt.merchant,
  date: receipt.date === null ? null : toCalendarDate(receipt.date),
  currency: receipt.currency,
  total: fromMinorUnits(receipt.totalMinor, receipt.currency),
  itemsTotal: fromMinorUnits(receipt.itemsTotalMinor, receipt.currency),
  tax: receipt.tax,
  warnings: receipt.warnings.map(({ code, message }) => ({ code, message })),
});

export const ReceiptResultShape = {
  receipt: ReceiptSchema,
  transactions: z.array(TransactionSchema),
  budgets: z.array(BudgetAllocationSchema),
};

export const presentReceiptTransactions = ({ receipt, transactions, budgets }: ReceiptTransactions) => ({
  receipt: presentReceipt(receipt),
  transactions: transactions.map(presentTransaction),
  budgets: budgets.map(presentBudgetAllocation),
});
