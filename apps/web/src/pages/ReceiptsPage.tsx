import { usePageTitle } from "../layout/usePageTitle";

export default function ReceiptsPage() {
  usePageTitle("Receipts");
  return <h1>Receipts</h1>;
}
