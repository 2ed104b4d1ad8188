import { lazy, useId } from "react";
import type { DashboardSummary } from "../../api/dashboard";
import { formatMoney } from "../../format/money";
import { ChartFrame } from "./ChartFrame";
import { byCurrency, Region } from "./Region";

const CategoryChart = lazy(() => import("./charts").then((module) => ({ default: module.CategoryChart })));

type CategoryTotal = DashboardSummary["byCategory"][number];

const CurrencyCategories = ({ currency, categories }: { currency: string; categories: CategoryTotal[] }) => {
  const captionId = useId();
  const spent = categories.filter((category) => category.expense > 0).sort((a, b) => b.expense - a.expense);
  return (
    <figure aria-labelledby={captionId} className="chart-figure">
      <figcaption id={captionId}>Spending by category in {currency}</figcaption>
      {spent.length > 0 && (
        <ChartFrame>
          <CategoryChart
            currency={currency}
            points={spent.map((category) => ({ name: category.name, expense: category.expense }))}
          />
        </ChartFrame>
      )}
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className="amount">
                Expenses
              </th>
              <th scope="col" className="amount">
                Income
              </th>
              <th scope="col" className="amount wide-only">
                Transactions
              </th>
            </tr>
          </thead>
          <tbody>
            {[...spent, ...categories.filter((category) => category.expense <= 0)].map((category) => (
              <tr key={category.categoryId}>
                <th scope="row">{category.name}</th>
                <td className="amount">{formatMoney(category.expense, currency)}</td>
                <td className="amount">{formatMoney(category.income, currency)}</td>
                <td className="amount wide-only">{category.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};

/** Where the range's money went, per currency: largest spending first. */
export const CategoryRegion = ({ byCategory }: { byCategory: DashboardSummary["byCategory"] }) => {
  const currencies = byCurrency(byCategory);
  return (
    <Region title="Spending by category" className="categories">
      {currencies.length === 0 ? (
        <p>No spending in this range.</p>
      ) : (
        currencies.map(([currency, categories]) => (
          <CurrencyCategories key={currency} currency={currency} categories={categories} />
        ))
      )}
    </Region>
  );
};
