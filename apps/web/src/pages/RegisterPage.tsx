import { usePageTitle } from "../layout/usePageTitle";

export default function RegisterPage() {
  usePageTitle("Create an account");
  return <h1>Create an account</h1>;
}
