import type { Currency, StatementEntry } from "@finance/domain";
import { toEntry } from "../rows";
import { parseOfxDate } from "../values/dates";
import type { OfxEvents } from "./events";

interface Transaction {
  line: number;
  fields: Map<string, string>;
  /** Inside <PAYEE>, <CURRENCY> or <ORIGCURRENCY>: their leaves are named with that prefix. */
  within: string | undefined;
}

/**
 * Turns OFX events into rows: one per <STMTTRN> of a bank or credit-card statement, with the
 * statement's <CURDEF> (or the transaction's own <CURRENCY>) as its currency. Rows are pushed
 * into `out` as each transaction closes.
 */
export const ofxStatementBuilder = (
  currency: Currency,
  out: StatementEntry[],
): OfxEvents & { readonly depth: number } => {
  const stack: string[] = [];
  let curdef: string | undefined;
  let current: Transaction | undefined;
  return {
    get depth() {
      return stack.length;
    },
    open(tag, line) {
      stack.push(tag);
      if (tag === "STMTTRN") current = { line, fields: new Map(), within: undefined };
      else if (current && (tag === "PAYEE" || tag === "CURRENCY" || tag === "ORIGCURRENCY")) current.within = tag;
    },
    leaf(tag, value) {
      if (tag === "CURDEF") curdef = value;
      if (current) current.fields.set(current.within ? `${current.within}.${tag}` : tag, value);
    },
    close(tag) {
      // SGML may close an outer aggregate while inner ones are open: close them all.
      const at = stack.lastIndexOf(tag);
      if (at < 0) return;
      const closed = stack.splice(at);
      if (current && closed.some((name) => name === "PAYEE" || name === "CURRENCY" || name === "ORIGCURRENCY")) {
        current.within = undefined;
      }
      if (current && closed.includes("STMTTRN")) {
        out.push(rowOf(current, curdef, currency));
        current = undefined;
      }
    },
  };
};

const rowOf = (transaction: Transaction, curdef: string | undefined, currency: Currency): StatementEntry => {
  const get = (key: string) => transaction.fields.get(key);
  const rawDate = get("DTPOSTED") ?? get("DTUSER") ?? "";
  const name = get("NAME") ?? get("PAYEE.NAME");
  const memo = get("MEMO");
  const description = [name, memo].filter((part, index, all) => part && all.indexOf(part) === index).join(" - ");
  return toEntry(
    {
      line: transaction.line,
      rawDate,
      date: parseOfxDate(rawDate),
      amount: get("TRNAMT") ?? "",
      // <CURRENCY> states the amount's currency; <ORIGCURRENCY> only where a converted amount came from.
      currency: get("CURRENCY.CURSYM") ?? curdef,
      description,
      payee: name,
      externalId: get("FITID"),
    },
    currency,
    // OFX writes a decimal point; some European banks write a comma, never both with thousands.
    (get("TRNAMT") ?? "").includes(",") && !(get("TRNAMT") ?? "").includes(".") ? "," : ".",
  );
};
