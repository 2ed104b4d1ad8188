import type { ReceiptResult } from "../../api/receipts";
import { formatCalendarDate } from "../../format/date";
import { formatMoney } from "../../format/money";

const TAX_WORDS = {
  added: "Tax was added on top of the prices and is recorded as a line of its own.",
  included: "Tax was included in the prices.",
  none: null,
} as const;

/** What the service recorded from a receipt: each expense, the total and what did not add up. */
export const RecordedReceipt = ({ result }: { result: ReceiptResult }) => {
  const { receipt, transactions } = result;
  const currency = receipt.currency;
  return (
    <section aria-labelledby="recorded-heading" className="receipt-result">
      <h2 id="recorded-heading">Recorded</h2>
      <p>
        {transactions.length === 1 ? "1 expense" : `${transactions.length} expenses`} recorded
        {receipt.merchant && (
          <>
            {" "}
            from <strong>{receipt.merchant}</strong>
          </>
        )}
        {receipt.date && <>, dated {formatCalendarDate(receipt.date)}</>}.
      </p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td>{transaction.description}</td>
                <td className="amount negative">{formatMoney(transaction.amount, transaction.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="amount negative">
                <strong>{formatMoney(-receipt.itemsTotal, currency)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {receipt.total !== receipt.itemsTotal && (
        <p>The receipt's printed total is {formatMoney(receipt.total, currency)}.</p>
      )}
      {TAX_WORDS[receipt.tax] && <p>{TAX_WORDS[receipt.tax]}</p>}
      {receipt.warnings.length > 0 && (
        <div className="receipt-warnings">
          <h3>Warnings</h3>
          <ul>
            {receipt.warnings.map((warning) => (
              <li key={warning.code}>{warning.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};
