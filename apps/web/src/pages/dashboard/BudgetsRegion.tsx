import { Link } from "react-router";
import type { DashboardSummary } from "../../api/dashboard";
import { BudgetMeter } from "../budgets/BudgetMeter";
import { Region } from "./Region";

/** Each budget's current window, the closest to its limit first. */
export const BudgetsRegion = ({ budgets }: { budgets: DashboardSummary["budgets"] }) => {
  const closest = [...budgets].sort((a, b) => b.percentUsed - a.percentUsed);
  return (
    <Region title="Budgets" className="budgets">
      {closest.length === 0 ? (
        <p>
          No budgets yet. <Link to="/budgets">Create one</Link> to see how close your spending is to a limit.
        </p>
      ) : (
        <ul className="plain-list">
          {closest.map((budget) => (
            <li key={budget.id}>
              <h3>
                <Link to={`/budgets/${budget.id}`}>{budget.name}</Link>
              </h3>
              <BudgetMeter name={budget.name} currency={budget.currency} limit={budget.limit} progress={budget} />
            </li>
          ))}
        </ul>
      )}
    </Region>
  );
};
