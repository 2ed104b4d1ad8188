import { useEffect, useState } from "react";
import type { TransactionFilters } from "../../api/transactions";
import type { Option } from "../../ui/fields";
import { InputField, SelectField } from "../../ui/fields";

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** "Search" (text in descriptions, debounced), "Wallet", "Category", "From", "To". */
export const Filters = ({
  filters,
  setFilter,
  wallets,
  categories,
}: {
  filters: TransactionFilters;
  setFilter: (name: "q" | "walletId" | "categoryId" | "from" | "to", value: string) => void;
  wallets: readonly Option[];
  categories: readonly Option[];
}) => {
  const [search, setSearch] = useState(filters.q ?? "");
  const applied = filters.q ?? "";
  useEffect(() => {
    if (search.trim() === applied) return;
    const timer = setTimeout(() => setFilter("q", search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, applied, setFilter]);

  return (
    <search className="filters" aria-label="Filters">
      <InputField
        label="Search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      <SelectField
        label="Wallet"
        value={filters.walletId ?? ""}
        onChange={(event) => setFilter("walletId", event.target.value)}
        options={wallets}
        placeholder="All wallets"
      />
      <SelectField
        label="Category"
        value={filters.categoryId ?? ""}
        onChange={(event) => setFilter("categoryId", event.target.value)}
        options={categories}
        placeholder="All categories"
      />
      <InputField
        label="From"
        type="date"
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(event) => setFilter("from", event.target.value)}
      />
      <InputField
        label="To"
        type="date"
        value={filters.to ?? ""}
        min={filters.from}
        onChange={(event) => setFilter("to", event.target.value)}
      />
    </search>
  );
};
