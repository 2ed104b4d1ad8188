import { type Budget, useUpdateBudget } from "../../api/budgets";
import { FormDialog } from "../../ui/FormDialog";
import { BudgetForm } from "./BudgetForm";

const EditBudgetForm = ({ budget, close }: { budget: Budget; close: () => void }) => {
  const update = useUpdateBudget();
  return (
    <BudgetForm
      budget={budget}
      pending={update.isPending}
      error={update.error}
      onSubmit={({ walletId, currency, ...fields }) =>
        update.mutate(
          {
            id: budget.id,
            ...fields,
            // Moving a budget to another wallet is the owner's alone: an unchanged wallet is not sent.
            ...(walletId !== budget.walletId && { walletId, currency }),
            version: budget.version,
          },
          { onSuccess: close },
        )
      }
    />
  );
};

export const EditBudgetDialog = ({ budget }: { budget: Budget }) => (
  <FormDialog trigger="Edit" title="Edit budget" triggerClassName="button secondary">
    {(close) => <EditBudgetForm budget={budget} close={close} />}
  </FormDialog>
);
