import "./lists/lists.css";
import { useCategories, useCreateCategory, useUpdateCategory } from "../api/categories";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { FormDialog } from "../ui/FormDialog";
import { CategoryRow } from "./categories/CategoryRow";
import { NameForm } from "./lists/NameForm";

export default function CategoriesPage() {
  usePageTitle("Categories");
  const categories = useCategories();
  const create = useCreateCategory();
  const archive = useUpdateCategory();
  return (
    <>
      <div className="page-heading">
        <h1>Categories</h1>
        <FormDialog trigger="New category" title="New category">
          {(close) => <NameForm onSave={(name) => create.mutateAsync({ name })} onDone={close} />}
        </FormDialog>
      </div>
      <ErrorAlert error={categories.error ?? archive.error} />
      {categories.isPending && (
        <p role="status" className="page-status">
          Loading categories…
        </p>
      )}
      {categories.data?.length === 0 && <p>No categories yet. Every transaction has one: add the first.</p>}
      {categories.data && categories.data.length > 0 && (
        <div className="table-scroll">
          <table className="stack-on-phone">
            <caption className="visually-hidden">Your categories</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {categories.data.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  categories={categories.data}
                  archivePending={archive.isPending && archive.variables?.id === category.id}
                  onArchive={(target) => archive.mutate({ id: target.id, archived: !target.archived })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
