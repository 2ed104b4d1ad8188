import { usePageTitle } from "../layout/usePageTitle";

export default function DashboardPage() {
  usePageTitle("Dashboard");
  return <h1>Dashboard</h1>;
}
