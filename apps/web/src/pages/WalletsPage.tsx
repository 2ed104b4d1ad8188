import { usePageTitle } from "../layout/usePageTitle";

export default function WalletsPage() {
  usePageTitle("Wallets");
  return <h1>Wallets</h1>;
}
