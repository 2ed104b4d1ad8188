import "./lists/lists.css";
import { useUpdateWallet, useWallets, type Wallet } from "../api/wallets";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { FormDialog } from "../ui/FormDialog";
import { WalletForm } from "./wallets/WalletForm";
import { WalletRow } from "./wallets/WalletRow";

/** A new wallet's currency: the one the person used last, else the euro. */
const defaultCurrency = (wallets: readonly Wallet[] | undefined) => wallets?.at(-1)?.currency ?? "EUR";

export default function WalletsPage() {
  usePageTitle("Wallets");
  const wallets = useWallets();
  const archive = useUpdateWallet();
  return (
    <>
      <div className="page-heading">
        <h1>Wallets</h1>
        <FormDialog trigger="New wallet" title="New wallet">
          {(close) => <WalletForm defaultCurrency={defaultCurrency(wallets.data)} onDone={close} />}
        </FormDialog>
      </div>
      <ErrorAlert error={wallets.error ?? archive.error} />
      {wallets.isPending && (
        <p role="status" className="page-status">
          Loading wallets…
        </p>
      )}
      {wallets.data?.length === 0 && <p>No wallets yet. A wallet holds money in one currency: add the first one.</p>}
      {wallets.data && wallets.data.length > 0 && (
        <div className="table-scroll">
          <table className="stack-on-phone">
            <caption className="visually-hidden">Your wallets and their balances</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Currency</th>
                <th scope="col" className="amount">
                  Balance
                </th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {wallets.data.map((wallet) => (
                <WalletRow
                  key={wallet.id}
                  wallet={wallet}
                  wallets={wallets.data}
                  archivePending={archive.isPending && archive.variables?.id === wallet.id}
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
