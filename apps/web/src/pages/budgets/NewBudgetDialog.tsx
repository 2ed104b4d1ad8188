import { useCreateBudget } from "../../api/budgets";
import { FormDialog } from "../../ui/FormDialog";
import { BudgetForm } from "./BudgetForm";

const NewBudgetForm = ({ close }: { close: () => void }) => {
  const create = useCreateBudget();
  return (
    <BudgetForm
      pending={create.isPending}
      error={create.error}
      onSubmit={({ endDate, ...body }) => create.mutate(endDate ? { ...body, endDate } : body, { onSuccess: close })}
    />
  );
};

/** "New budget": the dialog stays open with the service's words when it refuses, and closes once saved. */
export const NewBudgetDialog = () => (
  <FormDialog trigger="New budget" title="New budget">
    {(close) => <NewBudgetForm close={close} />}
  </FormDialog>
);
