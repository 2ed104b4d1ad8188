import type { CalendarDate } from "../../shared/dates";

/**
 * A description as banks vary it between two exports of the same payment: case, accents,
 * punctuation and runs of spaces do not count.
 */
export const normaliseDescription = (description: string): string =>
  description
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Same day, same signed amount, same normalised description: the same payment, when it has no id. */
export const duplicateKey = (day: CalendarDate, amountMinor: number, description: string): string =>
  `${day}|${amountMinor}|${normaliseDescription(description)}`;

/** What a row found a duplicate says, at preview or at commit. */
export const DUPLICATE_ENTRY_MESSAGE = "The wallet already has a transaction of this day, amount and description";
export const DUPLICATE_EXTERNAL_ID_PREFIX = "The wallet already has ";

/** A row of an import or a transaction of the wallet, as the day-amount-description rule sees it. */
export interface DuplicateCandidate {
  readonly day: CalendarDate;
  readonly amountMinor: number;
  readonly description: string;
}

/**
 * The commit's second look, for the days the wallet changed on since the preview: which ready rows
 * (without an external id, in file order) the wallet's transactions of those days now match.
 * Each stored transaction stands for one row at most, and those the preview already matched
 * (`duplicates`, this import's DUPLICATE_ENTRY rows of the same days) are not counted twice, so a
 * day nobody touched gives the preview's answer again. A ready row never comes back from duplicate.
 */
export const readyRowsNowDuplicate = <R extends DuplicateCandidate>(
  ready: readonly R[],
  duplicates: readonly DuplicateCandidate[],
  stored: readonly DuplicateCandidate[],
): R[] => {
  const left = new Map<string, number>();
  const keyOf = (row: DuplicateCandidate) => duplicateKey(row.day, row.amountMinor, row.description);
  for (const entry of stored) left.set(keyOf(entry), (left.get(keyOf(entry)) ?? 0) + 1);
  for (const row of duplicates) {
    const key = keyOf(row);
    if (left.has(key)) left.set(key, (left.get(key) ?? 0) - 1);
  }
  const found: R[] = [];
  for (const row of ready) {
    const key = keyOf(row);
    const count = left.get(key) ?? 0;
    if (count <= 0) continue;
    left.set(key, count - 1);
    found.push(row);
  }
  return found;
};
