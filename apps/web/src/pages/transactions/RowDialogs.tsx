import type { Category } from "../../api/categories";
import type { Tag } from "../../api/tags";
import { type Transaction, useDeleteTransaction } from "../../api/transactions";
import { useDeleteTransfer, useTransfer } from "../../api/transfers";
import type { Wallet } from "../../api/wallets";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { FormDialog } from "../../ui/FormDialog";
import { DeleteForm } from "../lists/DeleteForm";
import { TransactionForm } from "./TransactionForm";
import { TransferForm } from "./TransferForm";

/** A leg changes only through its transfer: its "Edit" opens the transfer's dialog. */
const EditTransfer = ({ id, wallets, onDone }: { id: string; wallets: readonly Wallet[]; onDone: () => void }) => {
  const transfer = useTransfer(id);
  if (transfer.error) return <ErrorAlert error={transfer.error} />;
  if (!transfer.data) return <p role="status">Loading the transfer…</p>;
  return <TransferForm transfer={transfer.data} wallets={wallets} onDone={onDone} />;
};

/** The dialogs of a row's "Edit" and "Delete", opened by the row's buttons. */
export const RowDialogs = ({
  editing,
  deleting,
  close,
  wallets,
  categories,
  tags,
}: {
  editing: Transaction | null;
  deleting: Transaction | null;
  close: () => void;
  wallets: readonly Wallet[];
  categories: readonly Category[];
  tags: readonly Tag[];
}) => {
  const deleteTransaction = useDeleteTransaction();
  const deleteTransfer = useDeleteTransfer();
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      <FormDialog
        title={editing?.transferId ? "Edit transfer" : "Edit transaction"}
        isOpen={editing !== null}
        onOpenChange={onOpenChange}
      >
        {(done) =>
          editing?.transferId ? (
            <EditTransfer id={editing.transferId} wallets={wallets} onDone={done} />
          ) : (
            editing && (
              <TransactionForm
                transaction={editing}
                wallets={wallets}
                categories={categories}
                tags={tags}
                onDone={done}
              />
            )
          )
        }
      </FormDialog>
      <FormDialog
        title={deleting?.transferId ? "Delete transfer" : "Delete transaction"}
        isOpen={deleting !== null}
        onOpenChange={onOpenChange}
      >
        {(done) =>
          deleting && (
            <DeleteForm
              question={
                deleting.transferId
                  ? "This is one side of a transfer: deleting it deletes the transfer, both sides, and gives both wallets their money back."
                  : `Delete ${deleting.description ? `“${deleting.description}”` : "this transaction"}? Its wallet's balance is given back. This cannot be undone.`
              }
              onDelete={() =>
                deleting.transferId
                  ? deleteTransfer.mutateAsync(deleting.transferId)
                  : deleteTransaction.mutateAsync(deleting.id)
              }
              onDone={done}
            />
          )
        }
      </FormDialog>
    </>
  );
};
