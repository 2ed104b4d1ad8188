import { type Category, useDeleteCategory, useUpdateCategory } from "../../api/categories";
import { FormDialog } from "../../ui/FormDialog";
import { ArchiveButton } from "../lists/ArchiveButton";
import { DeleteForm } from "../lists/DeleteForm";
import { NameForm } from "../lists/NameForm";

/** One category with "Edit", "Archive" (or "Unarchive") and "Delete" (with the reassign choice when in use). */
export const CategoryRow = ({
  category,
  categories,
  onArchive,
  archivePending,
}: {
  category: Category;
  categories: readonly Category[];
  onArchive: (category: Category) => void;
  archivePending: boolean;
}) => {
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const candidates = categories
    .filter((other) => other.id !== category.id && !other.archived)
    .map((other) => ({ value: other.id, label: other.name }));
  return (
    <tr>
      <th scope="row" className="cell-main">
        {category.name}
      </th>
      <td>{category.archived ? "Archived" : "Open"}</td>
      <td className="cell-actions">
        <div className="actions">
          <FormDialog trigger="Edit" title={`Edit ${category.name}`} triggerClassName="button secondary">
            {(close) => (
              <NameForm
                initial={category.name}
                onSave={(name) => update.mutateAsync({ id: category.id, name })}
                onDone={close}
              />
            )}
          </FormDialog>
          <ArchiveButton archived={category.archived} pending={archivePending} onPress={() => onArchive(category)} />
          <FormDialog trigger="Delete" title={`Delete ${category.name}`} triggerClassName="button secondary">
            {(close) => (
              <DeleteForm
                question={`Delete the category ${category.name}? This cannot be undone.`}
                inUseCode="CATEGORY_IN_USE"
                reassignLabel="Move its transactions and budgets to"
                candidates={candidates}
                noCandidates="No other open category can take its transactions. Create one, or archive this category instead."
                onDelete={(reassignTo) => remove.mutateAsync({ id: category.id, ...(reassignTo && { reassignTo }) })}
                onDone={close}
              />
            )}
          </FormDialog>
        </div>
      </td>
    </tr>
  );
};
