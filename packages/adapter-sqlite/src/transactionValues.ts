import { transactionValueColumns } from "@finance/adapter-sql";
import { transactions } from "./schema";

/**
 * The list page's columns in the order `transactionOfValues` (`@finance/adapter-sql`) maps: the
 * page reads them as arrays (`values()`); SQLite stores instants as epoch milliseconds already.
 * Drizzle's per-column mapper was about a tenth of a list request's CPU.
 */
export const PAGE_COLUMNS = transactionValueColumns(transactions, (column) => column);
