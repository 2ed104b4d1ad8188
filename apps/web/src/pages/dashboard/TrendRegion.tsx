import { lazy, useId } from "react";
import type { DashboardSummary } from "../../api/dashboard";
import { formatMoney } from "../../format/money";
import { formatLongMonth, formatMonth } from "../../format/month";
import { ChartFrame } from "./ChartFrame";
import { byCurrency, Region } from "./Region";

const TrendChart = lazy(() => import("./charts").then((module) => ({ default: module.TrendChart })));

type Month = DashboardSummary["trend"][number];

/** One currency's 12 months: a chart for the eye, the same numbers in a table for screen readers. */
const CurrencyTrend = ({ currency, months }: { currency: string; months: Month[] }) => {
  const captionId = useId();
  const first = months[0];
  const last = months.at(-1);
  const span = first && last ? `, ${formatLongMonth(first.month)} to ${formatLongMonth(last.month)}` : "";
  return (
    <figure aria-labelledby={captionId} className="chart-figure">
      <figcaption id={captionId}>
        Income and expenses per month in {currency}
        {span}
      </figcaption>
      <ChartFrame>
        <TrendChart
          currency={currency}
          points={months.map((month) => ({
            label: formatMonth(month.month),
            income: month.income,
            expense: month.expense,
          }))}
        />
      </ChartFrame>
      <table className="visually-hidden">
        <caption>Income and expenses per month in {currency}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Income</th>
            <th scope="col">Expenses</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatLongMonth(month.month)}</th>
              <td>{formatMoney(month.income, currency)}</td>
              <td>{formatMoney(month.expense, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};

/** The 12 months up to the range's end, per currency (the service's months are UTC months). */
export const TrendRegion = ({ trend }: { trend: DashboardSummary["trend"] }) => {
  const currencies = byCurrency(trend);
  return (
    <Region title="Trend" className="trend">
      {currencies.length === 0 ? (
        <p>No income or expenses in the 12 months up to this range's end.</p>
      ) : (
        currencies.map(([currency, months]) => <CurrencyTrend key={currency} currency={currency} months={months} />)
      )}
    </Region>
  );
};
