import { usePageTitle } from "../layout/usePageTitle";

export default function TransactionsPage() {
  usePageTitle("Transactions");
  return <h1>Transactions</h1>;
}
