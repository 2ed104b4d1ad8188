import { Link } from "react-router";
import type { DashboardSummary } from "../../api/dashboard";
import { formatDate } from "../../format/date";
import { formatMoney } from "../../format/money";
import { Region } from "./Region";

/** The range's five newest transactions, amounts signed (expenses negative) in their currency. */
export const RecentRegion = ({ summary }: { summary: DashboardSummary }) => {
  const wallets = new Map(summary.wallets.map((wallet) => [wallet.id, wallet.name]));
  const categories = new Map(summary.byCategory.map((category) => [category.categoryId, category.name]));
  return (
    <Region title="Recent transactions" className="recent">
      {summary.recent.length === 0 ? (
        <p>No transactions in this range.</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="wide-only">
                  Category
                </th>
                <th scope="col" className="wide-only">
                  Wallet
                </th>
                <th scope="col" className="amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.recent.map((transaction) => (
                <tr key={transaction.id}>
                  <td className="nowrap">{formatDate(transaction.date)}</td>
                  <td>{transaction.description || "—"}</td>
                  <td className="wide-only">
                    {transaction.transferId
                      ? "Transfer"
                      : (transaction.categoryId && categories.get(transaction.categoryId)) || "—"}
                  </td>
                  <td className="wide-only">{wallets.get(transaction.walletId) ?? "—"}</td>
                  <td className={transaction.amount < 0 ? "amount negative" : "amount positive"}>
                    {formatMoney(transaction.amount, transaction.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to="/transactions">All transactions</Link>
      </p>
    </Region>
  );
};
