import "./lists/lists.css";
import { type Tag, useCreateTag, useDeleteTag, useTags, useUpdateTag } from "../api/tags";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { FormDialog } from "../ui/FormDialog";
import { DeleteForm } from "./lists/DeleteForm";
import { NameForm } from "./lists/NameForm";

/** Tags have no archive; deleting one only unlinks it from its transactions, so it is never "in use". */
const TagRow = ({ tag }: { tag: Tag }) => {
  const update = useUpdateTag();
  const remove = useDeleteTag();
  return (
    <tr>
      <th scope="row" className="cell-main">
        {tag.name}
      </th>
      <td className="cell-actions">
        <div className="actions">
          <FormDialog trigger="Edit" title={`Edit ${tag.name}`} triggerClassName="button secondary">
            {(close) => (
              <NameForm initial={tag.name} onSave={(name) => update.mutateAsync({ id: tag.id, name })} onDone={close} />
            )}
          </FormDialog>
          <FormDialog trigger="Delete" title={`Delete ${tag.name}`} triggerClassName="button secondary">
            {(close) => (
              <DeleteForm
                question={`Delete the tag ${tag.name}? Its transactions stay; they only lose this tag.`}
                onDelete={() => remove.mutateAsync(tag.id)}
                onDone={close}
              />
            )}
          </FormDialog>
        </div>
      </td>
    </tr>
  );
};

export default function TagsPage() {
  usePageTitle("Tags");
  const tags = useTags();
  const create = useCreateTag();
  return (
    <>
      <div className="page-heading">
        <h1>Tags</h1>
        <FormDialog trigger="New tag" title="New tag">
          {(close) => <NameForm onSave={(name) => create.mutateAsync({ name })} onDone={close} />}
        </FormDialog>
      </div>
      <ErrorAlert error={tags.error} />
      {tags.isPending && (
        <p role="status" className="page-status">
          Loading tags…
        </p>
      )}
      {tags.data?.length === 0 && <p>No tags yet. Tags group transactions across categories, like a trip.</p>}
      {tags.data && tags.data.length > 0 && (
        <div className="table-scroll">
          <table className="stack-on-phone">
            <caption className="visually-hidden">Your tags</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {tags.data.map((tag) => (
                <TagRow key={tag.id} tag={tag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
