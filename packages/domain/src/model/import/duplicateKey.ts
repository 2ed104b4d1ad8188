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
