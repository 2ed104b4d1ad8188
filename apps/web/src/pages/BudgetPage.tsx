import { usePageTitle } from "../layout/usePageTitle";

export default function BudgetPage() {
  usePageTitle("Budget");
  return <h1>Budget</h1>;
}
