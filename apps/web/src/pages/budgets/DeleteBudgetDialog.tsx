import { useNavigate } from "react-router";
import { type Budget, useDeleteBudget } from "../../api/budgets";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { FormDialog } from "../../ui/FormDialog";
import { SubmitButton } from "../../ui/SubmitButton";

const ConfirmDelete = ({ budget, close }: { budget: Budget; close: () => void }) => {
  const remove = useDeleteBudget();
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(budget.id, { onSuccess: () => navigate("/budgets") });
      }}
    >
      <p>
        Delete the budget <strong>{budget.name}</strong> and its members? Its transactions stay.
      </p>
      <ErrorAlert error={remove.error} />
      <div className="actions">
        <SubmitButton className="danger" pending={remove.isPending}>
          Delete
        </SubmitButton>
        <button type="button" className="secondary" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
};

export const DeleteBudgetDialog = ({ budget }: { budget: Budget }) => (
  <FormDialog trigger="Delete" title="Delete budget" triggerClassName="button danger">
    {(close) => <ConfirmDelete budget={budget} close={close} />}
  </FormDialog>
);
