import type { BudgetProgress } from "../../api/budgets";
import { formatCalendarDate } from "../../format/date";
import { formatMoney } from "../../format/money";
import { formatPercent } from "../../format/percent";
import "./budgets.css";

/**
 * How much of a budget's current window is spent: a `progressbar` named after the budget whose
 * value is the percent used, and the same in words beside it (over the limit said in words, not
 * by colour alone). Over 100% the bar's maximum grows with the value, so the value stays in range.
 */
export const BudgetMeter = ({
  name,
  currency,
  limit,
  progress,
}: {
  name: string;
  currency: string;
  limit: number;
  progress: BudgetProgress;
}) => {
  const percent = progress.percentUsed;
  const spent = formatMoney(progress.spent, currency);
  const limitText = formatMoney(limit, currency);
  const over = progress.exceeded;
  const overBy = formatMoney(Math.abs(progress.remaining), currency);
  const summary = over
    ? `${formatPercent(percent)} used, ${spent} of ${limitText}: over the limit by ${overBy}`
    : `${formatPercent(percent)} used, ${spent} of ${limitText}`;
  return (
    <div className={over ? "budget-meter over" : "budget-meter"}>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={Math.max(100, Math.ceil(percent))}
        aria-valuetext={summary}
        className="meter-track"
      >
        <div className="meter-fill" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </div>
      <p className="meter-text">
        <span>
          {spent} spent of {limitText} ({formatPercent(percent)})
        </span>{" "}
        {over ? (
          <strong className="over-limit">
            <span aria-hidden="true">⚠ </span>Over the limit by {overBy}
          </strong>
        ) : (
          <span>{formatMoney(progress.remaining, currency)} left</span>
        )}
      </p>
      <p className="meter-window">
        This window: {formatCalendarDate(progress.periodStart)} – {formatCalendarDate(progress.periodEnd)}
      </p>
    </div>
  );
};
