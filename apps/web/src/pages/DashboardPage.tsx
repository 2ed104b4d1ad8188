import { useDashboardSummary } from "../api/dashboard";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { BalancesRegion } from "./dashboard/BalancesRegion";
import { BudgetsRegion } from "./dashboard/BudgetsRegion";
import { CategoryRegion } from "./dashboard/CategoryRegion";
import { RangePicker } from "./dashboard/RangePicker";
import { RecentRegion } from "./dashboard/RecentRegion";
import { TotalsRegion } from "./dashboard/TotalsRegion";
import { TrendRegion } from "./dashboard/TrendRegion";
import { useRange } from "./dashboard/useRange";
import "./dashboard/dashboard.css";

/** The range's money at a glance, every figure from the service's one summary call. */
export default function DashboardPage() {
  usePageTitle("Dashboard");
  const range = useRange();
  const summary = useDashboardSummary(range.request.from, range.request.to);
  const data = summary.data;
  return (
    <>
      <h1>Dashboard</h1>
      <RangePicker from={range.from} to={range.to} valid={range.valid} onChange={range.set} />
      {summary.isError && (
        <div className="error-block">
          <ErrorAlert error={summary.error} />
          <button type="button" className="button secondary" onClick={() => void summary.refetch()}>
            Try again
          </button>
        </div>
      )}
      {summary.isPending && (
        <p role="status" className="page-status">
          Loading the dashboard…
        </p>
      )}
      <p role="status" className="visually-hidden">
        {summary.isFetching && !summary.isPending ? "Updating…" : ""}
      </p>
      {data && (
        <div className={summary.isPlaceholderData ? "dashboard-grid stale" : "dashboard-grid"}>
          <TotalsRegion totals={data.totals} />
          <BudgetsRegion budgets={data.budgets} />
          <TrendRegion trend={data.trend} />
          <CategoryRegion byCategory={data.byCategory} />
          <RecentRegion summary={data} />
          <BalancesRegion wallets={data.wallets} />
        </div>
      )}
    </>
  );
}
