import { useEffect } from "react";
import { type Budget, usePastWindows } from "../../api/budgets";
import { formatCalendarDate } from "../../format/date";
import { formatMoney } from "../../format/money";
import { formatPercent } from "../../format/percent";
import { ErrorAlert } from "../../ui/ErrorAlert";

/** How many earlier windows the page shows before the person asks for more. */
const FIRST_WINDOWS = 3;

/**
 * The budget's windows before the current one, newest first, each read from the API as the
 * budget's progress at a day inside it. Percentages are of the limit as it is now: the API keeps
 * no earlier limits.
 */
export const PastWindows = ({ budget }: { budget: Budget }) => {
  const windows = usePastWindows(budget);
  const loaded = windows.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = windows;
  useEffect(() => {
    if (loaded > 0 && loaded < FIRST_WINDOWS && hasNextPage && !isFetchingNextPage && !isError) {
      void fetchNextPage();
    }
  }, [loaded, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (budget.progress.periodStart <= budget.startDate) {
    return <p>This is the budget's first window: there are no earlier ones yet.</p>;
  }
  if (windows.isPending) return <p role="status">Loading earlier windows…</p>;
  if (windows.isError && loaded === 0) return <ErrorAlert error={windows.error} />;
  const rows = windows.data?.pages ?? [];
  return (
    <>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Window</th>
              <th scope="col" className="amount">
                Spent
              </th>
              <th scope="col" className="amount">
                Used
              </th>
              <th scope="col">Over the limit</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((window) => (
              <tr key={window.periodStart}>
                <td>
                  {formatCalendarDate(window.periodStart)} – {formatCalendarDate(window.periodEnd)}
                </td>
                <td className="amount">{formatMoney(window.spent, budget.currency)}</td>
                <td className="amount">{formatPercent(window.percentUsed)}</td>
                <td className={window.exceeded ? "over-limit" : undefined}>
                  {window.exceeded ? `Yes, by ${formatMoney(Math.abs(window.remaining), budget.currency)}` : "No"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorAlert error={windows.isError ? windows.error : undefined} />
      {isFetchingNextPage && <p role="status">Loading an earlier window…</p>}
      {hasNextPage && !isFetchingNextPage && (
        <button type="button" className="secondary" onClick={() => void fetchNextPage()}>
          Show an earlier window
        </button>
      )}
      <p className="note">Percentages are of today's limit of {formatMoney(budget.limit, budget.currency)}.</p>
    </>
  );
};
