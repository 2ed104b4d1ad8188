import { isCurrency } from "@finance/domain";
import { AMBIGUOUS_SYMBOLS, UNAMBIGUOUS_SYMBOLS } from "./amount";

/**
 * ISO codes that are also everyday receipt words or abbreviations (a CUP of coffee, a PEN, ALL
 * items, a MOP, KGS, a BTN...). They never count as currencies; the common codes (USD, EUR, GBP,
 * JPY, CHF...) are not among them.
 */
const CODE_WORDS = new Set(
  "ALL AMD BAM BOB BOV BTN CHE CHW CLF COU CUP DOP ERN GEL KGS LAK MAD MDL MNT MOP MXV NAD PAB PEN RON SHP SOS STN SVC TOP TRY USN UYI UYW".split(
    " ",
  ),
);

export const isCurrencyCode = (code: string): boolean => isCurrency(code) && !CODE_WORDS.has(code);

export interface CurrencyReading {
  /** A code, or a symbol one currency alone uses: the receipt's currency, or null. */
  readonly currency: string | null;
  /** Shared marks seen ("$", "¥", "KR", "RM"): hints, never a mismatch. */
  readonly hints: readonly string[];
}

/** A mark as printed, read: a currency it surely is, or a hint. */
const classify = (mark: string): { code: string } | { hint: string } | null => {
  const upper = mark.toUpperCase();
  if (upper in UNAMBIGUOUS_SYMBOLS) return { code: UNAMBIGUOUS_SYMBOLS[upper] as string };
  if (mark in UNAMBIGUOUS_SYMBOLS) return { code: UNAMBIGUOUS_SYMBOLS[mark] as string };
  if (upper in AMBIGUOUS_SYMBOLS) return { hint: upper };
  if (isCurrencyCode(upper)) return { code: upper };
  return null;
};

/**
 * Shared marks that still name another currency than the wallet's when none of theirs is it: `¥`
 * is yen or yuan, never euros; `kr` is a Nordic crown. `$` is not among them: dollars are many,
 * and OCR makes `$` out of an `S`, a `5` or a smudge.
 */
const TELLING_SHARED_MARKS: ReadonlySet<string> = new Set(["¥", "KR"]);

/**
 * The receipt's currency from the marks printed next to its amounts: codes and unambiguous
 * symbols vote (a mark on a TOTAL line counts twice) and need two votes; shared marks, and a
 * lone vote, are only hints. Ties go to the mark seen first. With the wallet's currency known, a
 * shared mark that cannot mean it (`¥` into a EUR wallet) votes for its first currency, so the
 * receipt is refused as another currency's rather than booked in the wallet's.
 */
export const readCurrency = (
  marks: readonly { mark: string; onTotal: boolean }[],
  walletCurrency: string | null = null,
): CurrencyReading => {
  const votes = new Map<string, number>();
  const hints: string[] = [];
  for (const { mark, onTotal } of marks) {
    const read = classify(mark);
    if (read === null) continue;
    if ("hint" in read) {
      if (!hints.includes(read.hint)) hints.push(read.hint);
      const shared = AMBIGUOUS_SYMBOLS[read.hint] ?? [];
      if (walletCurrency === null || !TELLING_SHARED_MARKS.has(read.hint) || shared.includes(walletCurrency)) continue;
      votes.set(shared[0] as string, (votes.get(shared[0] as string) ?? 0) + (onTotal ? 2 : 1));
      continue;
    }
    votes.set(read.code, (votes.get(read.code) ?? 0) + (onTotal ? 2 : 1));
  }
  let best: string | null = null;
  for (const [code, score] of votes) {
    if (best === null || score > (votes.get(best) ?? 0)) best = code;
  }
  // One stray mark away from the total is as likely an OCR misreading ("£" for a smudge) as a
  // currency: it takes a mark on the TOTAL line, or two marks, to name the receipt's currency.
  if (best !== null && (votes.get(best) ?? 0) < MIN_CURRENCY_VOTES) {
    if (!hints.includes(best)) hints.push(best);
    best = null;
  }
  return { currency: best, hints };
};

const MIN_CURRENCY_VOTES = 2;

/** Marks printed in column headers and labels ("AMOUNT (RM)", "Total EUR") rather than next to a number. */
export const marksInText = (text: string): string[] => {
  const marks: string[] = [];
  for (const match of text.matchAll(
    /(?<![A-Za-z])(RM|EUR|MYR|USD|GBP|CHF|JPY|KRW|VND|IDR|CNY|€|£|₩|₫|円|원)(?![A-Za-z])/gu,
  ))
    marks.push(match[1] as string);
  return marks;
};
