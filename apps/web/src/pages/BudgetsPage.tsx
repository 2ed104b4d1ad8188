import { usePageTitle } from "../layout/usePageTitle";

export default function BudgetsPage() {
  usePageTitle("Budgets");
  return <h1>Budgets</h1>;
}
