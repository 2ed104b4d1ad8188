import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { TransactionFilters } from "../../api/transactions";

/** The filters' names in the address, so a reload or a shared link keeps them. */
const PARAMS = { q: "q", walletId: "wallet", categoryId: "category", from: "from", to: "to" } as const;

type FilterName = keyof typeof PARAMS;

/** The list's filters, read from and written to the URL's query string. */
export const useFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<TransactionFilters>(() => {
    const read: Record<string, string> = {};
    for (const [name, param] of Object.entries(PARAMS)) {
      const value = params.get(param);
      if (value) read[name] = value;
    }
    return read;
  }, [params]);
  const setFilter = useCallback(
    (name: FilterName, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(PARAMS[name], value);
          else next.delete(PARAMS[name]);
          return next;
        },
        // Typing a search or picking a day is not a page the Back button should step through.
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter };
};
