import type { Transaction } from "../../api/transactions";
import { formatDate } from "../../format/date";
import { formatMoney } from "../../format/money";

export interface Names {
  readonly wallets: ReadonlyMap<string, string>;
  readonly categories: ReadonlyMap<string, string>;
  readonly tags: ReadonlyMap<string, string>;
}

/** A transfer's legs say which way the money went; every other row says its own description. */
const describe = (transaction: Transaction) => {
  if (transaction.description) return transaction.description;
  if (transaction.transferId) return transaction.type === "expense" ? "Transfer out" : "Transfer in";
  return "";
};

/**
 * The rows of the ledger: date, description, category, wallet, tags and the signed amount in its
 * currency (the API's amounts are signed already: expenses negative). A transfer is listed as the
 * API lists it, as its two legs, each in its own wallet; its category reads "Transfer".
 */
export const TransactionRows = ({
  transactions,
  names,
  onEdit,
  onDelete,
}: {
  transactions: readonly Transaction[];
  names: Names;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
}) =>
  transactions.map((transaction) => (
    <tr key={transaction.id}>
      <td className="nowrap">
        <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
      </td>
      <td className="cell-main">{describe(transaction)}</td>
      <td>
        {transaction.transferId
          ? "Transfer"
          : transaction.categoryId && (names.categories.get(transaction.categoryId) ?? "")}
      </td>
      <td>{names.wallets.get(transaction.walletId) ?? ""}</td>
      <td>
        {transaction.tagIds
          .map((id) => names.tags.get(id) ?? "")
          .filter(Boolean)
          .join(", ")}
      </td>
      <td className={`amount ${transaction.amount < 0 ? "negative" : "positive"}`}>
        {formatMoney(transaction.amount, transaction.currency)}
      </td>
      <td className="cell-actions">
        <div className="actions">
          <button type="button" className="secondary" onClick={() => onEdit(transaction)}>
            Edit
          </button>
          <button type="button" className="secondary" onClick={() => onDelete(transaction)}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  ));
