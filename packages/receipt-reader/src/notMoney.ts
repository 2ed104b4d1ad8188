import type { AmountToken } from "./amount";
import { begins, ends, foldWords } from "./vocabulary";

/**
 * Numbers a receipt prints that are never money, whatever currency: in a currency without minor
 * units any whole number could otherwise pass for an amount (`041-735-0715 No 2873738` as
 * ₩2,873,738).
 * - the number's label is an identifier's: phone, fax, till, terminal, cashier, card, tax id,
 *   invoice or receipt number (`TEL`, `No`, `レジ`, `番号`, `NPWP`, `MST`, `Kasse`; `vocabulary.ts`);
 * - the row begins with such a label and holds nothing but digits after it (`DT: 028 3930 1122`);
 * - it is the tail of a phone number or code: digits joined by hyphens (`02-499-4519`), or of a
 *   masked card number (`******7569`), or of a time of day (`20:46`), or follows `#`;
 * - in dong, won or rupiah (nothing costs under a hundred), one or two digits with no currency
 *   mark nor minus sign (`[SA] 5`, `Tổng số: 3`); yen keep them (`88※` is a price);
 * - it starts with a zero (`00203`, `0122120`): amounts print none;
 * - six digits or more with no thousands separator and no currency mark: tills group large amounts.
 */
/** Currencies in which nothing is priced under a hundred: a one- or two-digit figure is a count. */
const PRICED_IN_HUNDREDS: ReadonlySet<string> = new Set(["VND", "KRW", "IDR"]);

export const isNotMoney = (text: string, token: AmountToken, currency: string | null = null): boolean => {
  const end = text.lastIndexOf(token.digits);
  const before = end >= 0 ? text.slice(0, end) : token.description;
  const marked = token.currencyMarks.length > 0;
  if (!marked && ends("ids", foldWords(before.replace(/[\s:.#№°-]+$/u, " ")))) return true;
  if (/\d[-‐]$/u.test(before)) return true;
  // "DT: 028 3930 1122", "TEL 03 5342 1187": an identifier's label, then nothing but digits.
  const label = foldWords(before);
  if (!marked && begins("ids", label) && !/\p{L}/u.test(label.replace(/^[^\p{L}]*[\p{L}.]+/u, ""))) return true;
  if (/[*xX]{3,}[-\s]?$|\d:$|#$/.test(before)) return true;
  if (
    currency !== null &&
    PRICED_IN_HUNDREDS.has(currency) &&
    !marked &&
    !token.negative &&
    /^\d{1,2}$/.test(token.digits)
  )
    return true;
  if (/^0\d/.test(token.digits)) return true;
  if (!marked && /^\d{6,}$/.test(token.digits)) return true;
  return false;
};
