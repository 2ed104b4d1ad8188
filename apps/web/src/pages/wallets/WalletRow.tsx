import { useDeleteWallet, useUpdateWallet, type Wallet } from "../../api/wallets";
import { formatMoney } from "../../format/money";
import { FormDialog } from "../../ui/FormDialog";
import { ArchiveButton } from "../lists/ArchiveButton";
import { DeleteForm } from "../lists/DeleteForm";
import { NameForm } from "../lists/NameForm";

/**
 * One wallet: its name, currency, balance in its currency, and "Edit", "Archive" (or "Unarchive")
 * and "Delete". A wallet in use can be deleted by moving its transactions to another open wallet of
 * the same currency (the API refuses any other).
 */
export const WalletRow = ({
  wallet,
  wallets,
  onArchive,
  archivePending,
}: {
  wallet: Wallet;
  wallets: readonly Wallet[];
  onArchive: (wallet: Wallet) => void;
  archivePending: boolean;
}) => {
  const update = useUpdateWallet();
  const remove = useDeleteWallet();
  const candidates = wallets
    .filter((other) => other.id !== wallet.id && !other.archived && other.currency === wallet.currency)
    .map((other) => ({ value: other.id, label: other.name }));
  return (
    <tr>
      <th scope="row" className="cell-main">
        {wallet.name}
      </th>
      <td>{wallet.currency}</td>
      <td className={`amount${wallet.balance < 0 ? " negative" : ""}`}>
        {formatMoney(wallet.balance, wallet.currency)}
      </td>
      <td>{wallet.archived ? "Archived" : "Open"}</td>
      <td className="cell-actions">
        <div className="actions">
          <FormDialog trigger="Edit" title={`Edit ${wallet.name}`} triggerClassName="button secondary">
            {(close) => (
              <NameForm
                initial={wallet.name}
                onSave={(name) => update.mutateAsync({ id: wallet.id, name })}
                onDone={close}
              />
            )}
          </FormDialog>
          <ArchiveButton archived={wallet.archived} pending={archivePending} onPress={() => onArchive(wallet)} />
          <FormDialog trigger="Delete" title={`Delete ${wallet.name}`} triggerClassName="button secondary">
            {(close) => (
              <DeleteForm
                question={`Delete the wallet ${wallet.name}? This cannot be undone.`}
                inUseCode="WALLET_IN_USE"
                reassignLabel="Move its transactions and budgets to"
                candidates={candidates}
                noCandidates={`No other open ${wallet.currency} wallet can take its transactions. Create one, or archive this wallet instead.`}
                onDelete={(reassignTo) => remove.mutateAsync({ id: wallet.id, ...(reassignTo && { reassignTo }) })}
                onDone={close}
              />
            )}
          </FormDialog>
        </div>
      </td>
    </tr>
  );
};
