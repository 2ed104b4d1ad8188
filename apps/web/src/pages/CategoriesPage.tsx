import { usePageTitle } from "../layout/usePageTitle";

export default function CategoriesPage() {
  usePageTitle("Categories");
  return <h1>Categories</h1>;
}
