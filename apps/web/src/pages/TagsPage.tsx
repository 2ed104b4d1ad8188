import { usePageTitle } from "../layout/usePageTitle";

export default function TagsPage() {
  usePageTitle("Tags");
  return <h1>Tags</h1>;
}
