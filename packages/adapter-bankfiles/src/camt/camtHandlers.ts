import type { Currency, StatementEntry } from "@finance/domain";
import { refuse, toEntry } from "../rows";
import { parseDate } from "../values/dates";
import type { XmlHandlers } from "../xml/xmlElements";

interface Entry {
  line: number;
  /** Text by path below <Ntry> (`Amt`, `BookgDt/Dt`, `NtryDtls/TxDtls/RmtInf/Ustrd`); repeated paths joined. */
  values: Map<string, string[]>;
  amountCurrency: string | undefined;
}

const first = (entry: Entry, ...paths: string[]): string | undefined => {
  for (const path of paths) {
    const value = entry.values.get(path)?.find((text) => text.trim() !== "");
    if (value !== undefined) return value.trim();
  }
  return undefined;
};

const ending = (entry: Entry, suffix: string): string[] =>
  [...entry.values.entries()]
    .filter(([path]) => path === suffix || path.endsWith(`/${suffix}`))
    .flatMap(([, texts]) => texts);

/**
 * CAMT.053 (ISO 20022 bank-to-customer statement): one row per <Ntry> of each <Stmt>. The
 * amount is unsigned, its sign from <CdtDbtInd> (DBIT is money out), turned again by a
 * reversal indicator; the date is the booking date (else the value date); the bank's id is
 * <AcctSvcrRef> (else <NtryRef>); the text is the remittance information (else the additional
 * entry information); the counterparty is the creditor of a debit and the debtor of a credit.
 * An entry whose status is pending is refused: the booked one comes in a later statement.
 */
export const camtHandlers = (currency: Currency, out: StatementEntry[]): XmlHandlers => {
  const path: string[] = [];
  let entry: Entry | undefined;
  let entryDepth = 0;
  let text = "";
  return {
    open(name, attributes, line) {
      path.push(name);
      text = "";
      if (name === "Ntry" && entry === undefined) {
        entry = { line, values: new Map(), amountCurrency: undefined };
        entryDepth = path.length;
      } else if (entry && name === "Amt" && path.length === entryDepth + 1) {
        entry.amountCurrency = attributes.Ccy;
      }
    },
    text(value) {
      text += value;
    },
    close(name) {
      if (entry && path.length > entryDepth) {
        const key = path.slice(entryDepth).join("/");
        if (text.trim() !== "") entry.values.set(key, [...(entry.values.get(key) ?? []), text]);
      }
      text = "";
      if (entry && name === "Ntry" && path.length === entryDepth) {
        out.push(rowOf(entry, currency));
        entry = undefined;
      }
      path.pop();
    },
  };
};

const rowOf = (entry: Entry, currency: Currency): StatementEntry => {
  const status = first(entry, "Sts", "Sts/Cd");
  if (status && status.toUpperCase() === "PDNG") {
    return refuse(
      entry.line,
      "PENDING_ENTRY",
      "The entry is pending, not booked; it comes booked in a later statement",
    );
  }
  const indicator = first(entry, "CdtDbtInd")?.toUpperCase();
  const reversal = first(entry, "RvslInd")?.toLowerCase() === "true";
  const debit = (indicator === "DBIT") !== reversal;
  const rawDate = first(entry, "BookgDt/Dt", "BookgDt/DtTm", "ValDt/Dt", "ValDt/DtTm") ?? "";
  const remittance = ending(entry, "RmtInf/Ustrd").map((part) => part.trim());
  const party = debit
    ? first(entry, "NtryDtls/TxDtls/RltdPties/Cdtr/Nm", "NtryDtls/TxDtls/RltdPties/Cdtr/Pty/Nm")
    : first(entry, "NtryDtls/TxDtls/RltdPties/Dbtr/Nm", "NtryDtls/TxDtls/RltdPties/Dbtr/Pty/Nm");
  const description =
    remittance.length > 0
      ? remittance.join(" ")
      : (first(entry, "AddtlNtryInf", "NtryDtls/TxDtls/AddtlTxInf") ?? party ?? "");
  return toEntry(
    {
      line: entry.line,
      rawDate,
      date: parseDate(rawDate, "day-first"),
      amount: first(entry, "Amt") ?? "",
      absolute: true,
      sign: debit ? -1 : 1,
      currency: entry.amountCurrency,
      description,
      payee: party,
      externalId: first(entry, "AcctSvcrRef", "NtryRef"),
    },
    currency,
    ".",
  );
};
