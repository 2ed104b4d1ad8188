import {
  type Currency,
  currencyExponent,
  type ExportedTransaction,
  formatInstant,
  fromMinorUnits,
} from "@finance/domain";

/** The contract's CSV columns, in order. */
export const EXPORT_CSV_COLUMNS = [
  "id",
  "date",
  "amount",
  "currency",
  "type",
  "description",
  "wallet",
  "category",
  "tags",
  "transferId",
  "externalId",
] as const;

/** Minor units as a decimal text with exactly the currency's decimals: no float ever prints it. */
export const decimalText = (minor: number, currency: Currency): string => {
  const decimals = currencyExponent(currency);
  const digits = Math.abs(minor)
    .toString()
    .padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const sign = minor < 0 ? "-" : "";
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(-decimals)}`;
};

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. A field a
 * spreadsheet would run as a formula is left as written: the file is data for a reader, and
 * quoting it differently would change what the import reads back.
 */
export const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const csvHeader = (): string => `${EXPORT_CSV_COLUMNS.join(",")}\r\n`;

export const csvLine = ({
  transaction: tx,
  walletName,
  categoryName,
  tagNames,
  externalId,
}: ExportedTransaction): string =>
  `${[
    tx.id,
    formatInstant(tx.date),
    decimalText(tx.amountMinor, tx.currency),
    tx.currency,
    tx.type,
    tx.description,
    walletName,
    categoryName ?? "",
    tagNames.join("|"),
    tx.transferId ?? "",
    externalId ?? "",
  ]
    .map(csvField)
    .join(",")}\r\n`;

/** One NDJSON line: the CSV's fields, typed, plus the ids the names stand for. */
export const jsonLine = ({
  transaction: tx,
  walletName,
  categoryName,
  tagNames,
  externalId,
}: ExportedTransaction): string =>
  `${JSON.stringify({
    id: tx.id,
    date: formatInstant(tx.date),
    amount: fromMinorUnits(tx.amountMinor, tx.currency),
    currency: tx.currency,
    type: tx.type,
    description: tx.description,
    walletId: tx.walletId,
    wallet: walletName,
    categoryId: tx.categoryId,
    category: categoryName,
    tagIds: tx.tagIds,
    tags: tagNames,
    transferId: tx.transferId,
    externalId,
  })}\n`;
