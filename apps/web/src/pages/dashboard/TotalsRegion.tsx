import type { DashboardSummary } from "../../api/dashboard";
import { formatMoney } from "../../format/money";
import { Region } from "./Region";

const signClass = (amount: number) => (amount < 0 ? "amount negative" : "amount");

/** Income, expenses and net of the range, one row per currency (the service sums each currency apart). */
export const TotalsRegion = ({ totals }: { totals: DashboardSummary["totals"] }) => (
  <Region title="Totals" className="totals">
    {totals.length === 0 ? (
      <p>No income or expenses in this range.</p>
    ) : (
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="amount">
                Income
              </th>
              <th scope="col" className="amount">
                Expenses
              </th>
              <th scope="col" className="amount">
                Net
              </th>
              <th scope="col" className="amount wide-only">
                Transactions
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={total.currency}>
                <th scope="row">{total.currency}</th>
                <td className="amount">{formatMoney(total.income, total.currency)}</td>
                <td className="amount">{formatMoney(total.expense, total.currency)}</td>
                <td className={signClass(total.net)}>{formatMoney(total.net, total.currency)}</td>
                <td className="amount wide-only">{total.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </Region>
);
