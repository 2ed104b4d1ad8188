import { Link } from "react-router";
import { type Budget, useBudgets, useSignedInUserId } from "../api/budgets";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { BudgetMeter } from "./budgets/BudgetMeter";
import { InvitationsInbox } from "./budgets/InvitationsInbox";
import { NewBudgetDialog } from "./budgets/NewBudgetDialog";
import { periodLabel } from "./budgets/periods";
import "./budgets/budgets.css";

const BudgetCard = ({ budget, shared }: { budget: Budget; shared: boolean }) => (
  <li className="budget-card">
    <h2>
      <Link to={`/budgets/${budget.id}`}>{budget.name}</Link>
    </h2>
    <BudgetMeter name={budget.name} currency={budget.currency} limit={budget.limit} progress={budget.progress} />
    <p className="meta">
      {periodLabel(budget.period)} · {budget.currency}
      {shared && " · shared with you"}
    </p>
  </li>
);

export default function BudgetsPage() {
  usePageTitle("Budgets");
  const budgets = useBudgets();
  const me = useSignedInUserId();
  return (
    <>
      <div className="page-head">
        <h1>Budgets</h1>
        <NewBudgetDialog />
      </div>
      {budgets.isPending ? (
        <p role="status">Loading budgets…</p>
      ) : budgets.isError ? (
        <ErrorAlert error={budgets.error} />
      ) : budgets.data.length === 0 ? (
        <p>No budgets yet. Create one with "New budget" to see how close your spending is to a limit.</p>
      ) : (
        <ul className="budget-list">
          {budgets.data.map((budget) => (
            <BudgetCard key={budget.id} budget={budget} shared={me !== null && budget.ownerId !== me} />
          ))}
        </ul>
      )}
      <InvitationsInbox />
    </>
  );
}
