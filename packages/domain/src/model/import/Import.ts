import { type CalendarDate, startOfDay } from "../../shared/dates";
import type { CategoryId, Id, TransactionId, UserId, WalletId } from "../../shared/Id";
import type { Currency } from "../money/Currency";
import type { Transaction, TransactionType } from "../transaction/Transaction";
import type { StatementFormat, StatementRefusal } from "./StatementReader";

export type ImportId = Id<"Import">;

/** A preview lives this long; afterwards it answers IMPORT_NOT_FOUND and the sweep removes it. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** How many rows the preview's answer carries; the rest are paged by ListImportRows. */
export const IMPORT_PREVIEW_ROWS = 100;

/**
 * `reading` while the file is read (hidden from every caller), `preview` once all rows are
 * stored, `committed` once its ready rows are transactions.
 */
export type ImportStatus = "reading" | "preview" | "committed";

export interface ImportCounts {
  readonly rows: number;
  readonly ready: number;
  readonly duplicate: number;
  readonly refused: number;
}

export interface Import {
  readonly id: ImportId;
  readonly userId: UserId;
  readonly walletId: WalletId;
  /** The wallet's currency, which the rows' amounts are in. */
  readonly currency: Currency;
  readonly format: StatementFormat;
  readonly status: ImportStatus;
  readonly counts: ImportCounts;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** Set once committed. */
  readonly committedAt: Date | null;
}

export const IMPORT_ROW_STATUSES = ["ready", "duplicate", "refused"] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** What a row becomes when committed: a transaction of the import's wallet. */
export interface ImportedTransaction {
  /** Chosen at preview, so the commit copies rows without building anything. */
  readonly id: TransactionId;
  readonly type: TransactionType;
  /** Signed minor units, as a stored transaction's (negative for an expense). */
  readonly amountMinor: number;
  readonly date: CalendarDate;
  readonly description: string;
  readonly categoryId: CategoryId;
  readonly externalId: string | null;
}

/** The transaction a committed row is: dated at the start of its day, in the import's wallet and currency. */
export const committedTransaction = (found: Import, tx: ImportedTransaction, committedAt: Date): Transaction => ({
  id: tx.id,
  userId: found.userId,
  walletId: found.walletId,
  categoryId: tx.categoryId,
  transferId: null,
  type: tx.type,
  amountMinor: tx.amountMinor,
  currency: found.currency,
  description: tx.description,
  date: startOfDay(tx.date),
  createdAt: committedAt,
  updatedAt: committedAt,
  version: 1,
  tagIds: [],
});

/** One entry of the file, judged. Rows of a refused entry carry no transaction. */
export interface ImportRow {
  readonly importId: ImportId;
  /** 1-based position of the row among the file's entries: the rows' order and paging key. */
  readonly position: number;
  /** The line of the file the entry starts on. */
  readonly line: number;
  readonly status: ImportRowStatus;
  /** Why a row is refused (a StatementRefusal) or a duplicate (`DUPLICATE_EXTERNAL_ID`, `DUPLICATE_ENTRY`). */
  readonly reason: ImportRowReason | null;
  readonly message: string | null;
  readonly transaction: ImportedTransaction | null;
}

export type ImportRowReason = StatementRefusal | "DUPLICATE_EXTERNAL_ID" | "DUPLICATE_ENTRY" | "UNREADABLE_DESCRIPTION";

export const emptyCounts = (): ImportCounts => ({ rows: 0, ready: 0, duplicate: 0, refused: 0 });

export const countRow = (counts: ImportCounts, status: ImportRowStatus): ImportCounts => ({
  ...counts,
  rows: counts.rows + 1,
  [status]: counts[status] + 1,
});

/** A stored import the caller may see: theirs, read to the end, and not expired. */
export const isVisibleTo = (found: Import | null, userId: UserId, now: Date): found is Import =>
  found !== null && found.userId === userId && found.status !== "reading" && found.expiresAt.getTime() > now.getTime();
