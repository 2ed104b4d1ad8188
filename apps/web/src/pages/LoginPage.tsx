import { usePageTitle } from "../layout/usePageTitle";

export default function LoginPage() {
  usePageTitle("Log in");
  return <h1>Log in</h1>;
}
