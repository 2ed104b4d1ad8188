import "./lists/lists.css";
import "./transactions/transactions.css";
import { useMemo, useState } from "react";
import { useCategories } from "../api/categories";
import { useTags } from "../api/tags";
import { type Transaction, useTransactionPages } from "../api/transactions";
import { useWallets } from "../api/wallets";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { FormDialog } from "../ui/FormDialog";
import { Filters } from "./transactions/Filters";
import { RowDialogs } from "./transactions/RowDialogs";
import { TransactionForm } from "./transactions/TransactionForm";
import { type Names, TransactionRows } from "./transactions/TransactionRows";
import { TransferForm } from "./transactions/TransferForm";
import { useFilters } from "./transactions/useFilters";
import { useSentinel } from "./transactions/useSentinel";

const byId = <T extends { id: string; name: string }>(items: readonly T[] | undefined) =>
  new Map((items ?? []).map((item) => [item.id, item.name]));

export default function TransactionsPage() {
  usePageTitle("Transactions");
  const { filters, setFilter } = useFilters();
  const ledger = useTransactionPages(filters);
  const wallets = useWallets();
  const categories = useCategories();
  const tags = useTags();
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);

  const names = useMemo<Names>(
    () => ({ wallets: byId(wallets.data), categories: byId(categories.data), tags: byId(tags.data) }),
    [wallets.data, categories.data, tags.data],
  );
  const rows = useMemo(() => ledger.data?.pages.flatMap((page) => page.transactions) ?? [], [ledger.data]);
  const loadMore = () => {
    if (ledger.hasNextPage && !ledger.isFetchingNextPage && !ledger.isError) void ledger.fetchNextPage();
  };
  const sentinel = useSentinel<HTMLDivElement>(loadMore, {
    enabled: ledger.hasNextPage && !ledger.isFetchingNextPage,
    generation: ledger.data?.pages.length ?? 0,
  });
  const walletList = wallets.data ?? [];
  const categoryList = categories.data ?? [];
  const tagList = tags.data ?? [];
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <div className="page-heading">
        <h1>Transactions</h1>
        <div className="actions">
          <FormDialog trigger="New transaction" title="New transaction">
            {(close) => (
              <TransactionForm wallets={walletList} categories={categoryList} tags={tagList} onDone={close} />
            )}
          </FormDialog>
          <FormDialog trigger="New transfer" title="New transfer" triggerClassName="button secondary">
            {(close) => <TransferForm wallets={walletList} onDone={close} />}
          </FormDialog>
        </div>
      </div>
      <Filters
        filters={filters}
        setFilter={setFilter}
        wallets={walletList.map((wallet) => ({ value: wallet.id, label: wallet.name }))}
        categories={categoryList.map((category) => ({ value: category.id, label: category.name }))}
      />
      <ErrorAlert error={wallets.error ?? categories.error ?? tags.error} />
      {ledger.isPending && (
        <p role="status" className="page-status">
          Loading transactions…
        </p>
      )}
      {ledger.isError && !ledger.isFetchNextPageError && <ErrorAlert error={ledger.error} />}
      {ledger.data && rows.length === 0 && (
        <p>{filtered ? "No transaction matches these filters." : "No transactions yet: add the first one."}</p>
      )}
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="ledger stack-on-phone">
            <caption className="visually-hidden">Transactions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Category</th>
                <th scope="col">Wallet</th>
                <th scope="col">Tags</th>
                <th scope="col" className="amount">
                  Amount
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              <TransactionRows transactions={rows} names={names} onEdit={setEditing} onDelete={setDeleting} />
            </tbody>
          </table>
        </div>
      )}
      <div ref={sentinel} className="ledger-more">
        {ledger.isFetchNextPageError && <ErrorAlert error={ledger.error} />}
        {ledger.isFetchingNextPage && <p role="status">Loading more…</p>}
        {ledger.hasNextPage && (
          <button
            type="button"
            className="secondary"
            onClick={() => void ledger.fetchNextPage()}
            disabled={ledger.isFetchingNextPage}
          >
            Load more
          </button>
        )}
      </div>
      <RowDialogs
        editing={editing}
        deleting={deleting}
        close={() => {
          setEditing(null);
          setDeleting(null);
        }}
        wallets={walletList}
        categories={categoryList}
        tags={tagList}
      />
    </>
  );
}
