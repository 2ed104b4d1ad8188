import type { Currency, RefusedStatementRow, StatementEntry, StatementRefusal, StatementRow } from "@finance/domain";
import { isCurrency } from "@finance/domain";
import { type DecimalMark, parseAmount } from "./values/amounts";

export const refuse = (line: number, reason: StatementRefusal, message: string): RefusedStatementRow => ({
  status: "refused",
  line,
  reason,
  message,
});

export interface RowFields {
  readonly line: number;
  readonly date: string | undefined;
  readonly rawDate: string;
  readonly amount: string;
  /** Multiplies the read amount: -1 for a debit column or a DBIT indicator. */
  readonly sign?: 1 | -1;
  /** The amount's own sign is ignored (a debit column printed negative, an unsigned CAMT amount). */
  readonly absolute?: boolean;
  /** The file's currency for the row (OFX CURDEF, a CAMT Ccy, a currency column), when it says one. */
  readonly currency?: string;
  readonly description: string;
  readonly payee?: string;
  readonly externalId?: string;
  readonly category?: string;
}

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.replace(/\s+/g, " ").trim();
  return trimmed ? trimmed : undefined;
};

/**
 * One row from its fields as the file printed them: the date already read by the format's rule,
 * the amount read here in the wallet currency's minor units, refused with the first reason found.
 */
export const toEntry = (fields: RowFields, walletCurrency: Currency, decimal: DecimalMark): StatementEntry => {
  const { line } = fields;
  if (fields.date === undefined) {
    return refuse(
      line,
      "UNREADABLE_DATE",
      `Date "${fields.rawDate.trim().slice(0, 40)}" is not a date this reader knows`,
    );
  }
  const stated = fields.currency?.trim().toUpperCase();
  if (stated && stated !== walletCurrency) {
    return refuse(
      line,
      "CURRENCY_MISMATCH",
      `Currency ${stated.slice(0, 8)} differs from the wallet's currency ${walletCurrency}${isCurrency(stated) ? "" : " (and is not an ISO 4217 code)"}`,
    );
  }
  const amount = parseAmount(fields.amount, walletCurrency, decimal);
  if (!amount.ok) return refuse(line, amount.reason, amount.message);
  if (amount.minor === 0) return refuse(line, "ZERO_AMOUNT", "Amount is 0: a transaction moves money");
  const row: StatementRow = {
    status: "read",
    line,
    date: fields.date,
    amountMinor: (fields.absolute ? Math.abs(amount.minor) : amount.minor) * (fields.sign ?? 1),
    currency: walletCurrency,
    description: present(fields.description) ?? present(fields.payee) ?? "",
    ...optional("payee", present(fields.payee)),
    ...optional("externalId", present(fields.externalId)),
    ...optional("category", present(fields.category)),
  };
  return row;
};

const optional = <K extends string>(key: K, value: string | undefined): { [P in K]?: string } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
