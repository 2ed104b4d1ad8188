import type { ImportPreview, ImportRow } from "../../api/imports";
import { formatCalendarDate } from "../../format/date";
import { formatMoney } from "../../format/money";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The counts in words, e.g. "4 rows: 2 ready, 1 duplicate, 1 refused." */
export const countsInWords = ({ counts }: ImportPreview): string =>
  `${plural(counts.rows, "row", "rows")}: ${counts.ready} ready, ${counts.duplicate} ${
    counts.duplicate === 1 ? "duplicate" : "duplicates"
  }, ${counts.refused} refused.`;

/** A row's status as a person reads it, with the service's reason for a duplicate or a refusal. */
const statusWords = (row: ImportRow): string => {
  if (row.status === "ready") return "Ready";
  const label = row.status === "duplicate" ? "Duplicate" : "Refused";
  const why = row.message ?? row.reason;
  return why ? `${label}: ${why}` : label;
};

const signedAmount = (row: ImportRow, currency: string | undefined): string => {
  const transaction = row.transaction;
  if (!transaction) return "";
  const signed = transaction.type === "expense" ? -transaction.amount : transaction.amount;
  return currency ? formatMoney(signed, currency) : String(signed);
};

/** The preview's rows in file order (the first ones the service sent) with their status. */
export const ImportPreviewTable = ({ preview, currency }: { preview: ImportPreview; currency: string | undefined }) => (
  <>
    <div className="table-scroll">
      <table className="import-rows">
        <caption className="visually-hidden">Rows of the bank file</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="amount">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.line} className={`import-row-${row.status}`}>
              <td>{row.line}</td>
              <td>{row.transaction ? formatCalendarDate(row.transaction.date) : ""}</td>
              <td>{row.transaction?.description ?? ""}</td>
              <td className={`amount${row.transaction?.type === "expense" ? " negative" : ""}`}>
                {signedAmount(row, currency)}
              </td>
              <td>{statusWords(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    {preview.rows.length < preview.counts.rows && (
      <p>The first {preview.rows.length} rows are shown; the counts cover the whole file.</p>
    )}
  </>
);
