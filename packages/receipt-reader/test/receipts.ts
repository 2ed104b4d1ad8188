import { type ParsedReceipt, parseCurrency, type ReceiptItems, receiptItems } from "@finance/domain";
import { readReceiptText } from "../src";

/** A receipt as OCR rows: one string per printed row (cells split by two spaces). */
export const receipt = (...rows: string[]) => rows.join("\n");

/** Reads the rows into a wallet of `currency` and applies the domain's rule, as the route does. */
export const record = (text: string, currency = "MYR"): { parsed: ParsedReceipt; read: ReceiptItems } => {
  const wallet = parseCurrency(currency);
  const parsed = readReceiptText(text, { walletCurrency: wallet });
  return { parsed, read: receiptItems(parsed, wallet) };
};

export const recorded = (text: string, currency = "MYR") =>
  record(text, currency).read.items.map((item) => [item.description, item.amountMinor]);

export const recordedSum = (text: string, currency = "MYR") =>
  record(text, currency).read.items.reduce((sum, item) => sum + item.amountMinor, 0);
