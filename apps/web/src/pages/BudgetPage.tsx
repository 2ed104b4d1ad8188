import { useState } from "react";
import { Link, useParams } from "react-router";
import { type Budget, type BudgetRole, roleIn, useBudget, useSignedInUserId } from "../api/budgets";
import { useCategories } from "../api/categories";
import { useWallets } from "../api/wallets";
import { formatCalendarDate } from "../format/date";
import { formatMoney } from "../format/money";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { BudgetMeter } from "./budgets/BudgetMeter";
import { DeleteBudgetDialog } from "./budgets/DeleteBudgetDialog";
import { EditBudgetDialog } from "./budgets/EditBudgetDialog";
import { MembersTable } from "./budgets/MembersTable";
import { PastWindows } from "./budgets/PastWindows";
import { periodLabel } from "./budgets/periods";
import { ShareDialog } from "./budgets/ShareDialog";
import "./budgets/budgets.css";

const ROLE_WORDS: Record<BudgetRole, string> = {
  owner: "Yours (owner)",
  editor: "Shared with you: you may change it",
  viewer: "Shared with you: you may see it",
  unknown: "—",
};

/**
 * Names of the wallet and categories the caller owns; a shared budget may use the owner's, which it
 * cannot list. Only once the lists have loaded does a missing name mean "the owner's": while they
 * load, or when reading them failed (said in an alert), the facts say no more than the budget does.
 */
const Facts = ({ budget, role }: { budget: Budget; role: BudgetRole }) => {
  const wallets = useWallets();
  const categories = useCategories();
  const wallet = wallets.data?.find((candidate) => candidate.id === budget.walletId);
  const walletText = wallet
    ? `${wallet.name} (${wallet.currency})`
    : wallets.isSuccess
      ? `The owner's wallet (${budget.currency})`
      : `A wallet in ${budget.currency}`;
  const names = budget.categoryIds.map(
    (id) =>
      categories.data?.find((category) => category.id === id)?.name ??
      (categories.isSuccess ? "a category of the owner's" : "a category"),
  );
  return (
    <>
      <ErrorAlert error={wallets.error ?? categories.error} />
      <dl className="facts">
        <dt>Limit</dt>
        <dd>
          {formatMoney(budget.limit, budget.currency)} {periodLabel(budget.period).toLowerCase()}
        </dd>
        <dt>Runs</dt>
        <dd>
          from {formatCalendarDate(budget.startDate)}
          {budget.endDate ? ` to ${formatCalendarDate(budget.endDate)}` : ", no end date"}
        </dd>
        <dt>Wallet</dt>
        <dd>{walletText}</dd>
        <dt>Categories</dt>
        <dd>{names.join(", ")}</dd>
        <dt>Budget</dt>
        <dd>{ROLE_WORDS[role]}</dd>
      </dl>
    </>
  );
};

const BudgetView = ({ budget }: { budget: Budget }) => {
  const me = useSignedInUserId();
  const role = roleIn(budget, me);
  const [sharedWith, setSharedWith] = useState<string | null>(null);
  // "unknown" (no readable token) offers every control; the service refuses what is not allowed.
  const mayEdit = role !== "viewer";
  const mayOwn = role === "owner" || role === "unknown";
  return (
    <>
      <p>
        <Link to="/budgets">All budgets</Link>
      </p>
      <div className="page-head">
        <h1>{budget.name}</h1>
        <div className="actions">
          {mayEdit && <EditBudgetDialog budget={budget} />}
          {mayOwn && <ShareDialog budgetId={budget.id} onShared={setSharedWith} />}
          {mayOwn && <DeleteBudgetDialog budget={budget} />}
        </div>
      </div>
      <BudgetMeter name={budget.name} currency={budget.currency} limit={budget.limit} progress={budget.progress} />
      <Facts budget={budget} role={role} />
      <section aria-labelledby="members-heading" className="budget-section">
        <h2 id="members-heading">Members</h2>
        <p role="status">{sharedWith && `Invitation sent to ${sharedWith}.`}</p>
        <MembersTable budget={budget} role={role} me={me} />
      </section>
      <section aria-labelledby="windows-heading" className="budget-section">
        <h2 id="windows-heading">Past windows</h2>
        <PastWindows budget={budget} />
      </section>
    </>
  );
};

export default function BudgetPage() {
  const { budgetId = "" } = useParams();
  const budget = useBudget(budgetId);
  usePageTitle(budget.data?.name ?? "Budget");
  if (budget.isPending) return <p role="status">Loading the budget…</p>;
  if (budget.isError) {
    return (
      <>
        <h1>Budget</h1>
        <ErrorAlert error={budget.error} />
        <p>
          <Link to="/budgets">All budgets</Link>
        </p>
      </>
    );
  }
  return <BudgetView budget={budget.data} />;
}
