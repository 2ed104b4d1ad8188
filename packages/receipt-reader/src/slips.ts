import { classifyRow } from "./classify";

/**
 * OCR slips in the money of a receipt, repaired on its cleaned rows before any amount is read.
 * A slip that could also be real text is repaired only when the same receipt proves what was
 * meant, so a row alone is never rewritten on a guess:
 * - `RN` / `RH` glued to a price on a receipt that prints `RM` prices: the ringgit mark, its M
 *   misread ("RN9.00", "2XRH3.95").
 * - `半` right before the price ending a row, on a receipt with `¥` prices: the yen sign misread
 *   ("半561外"); the Chinese recogniser reads ¥ as the character it resembles.
 * - `%`, `X` or `x` right after the price ending an item row, on a receipt whose prices carry the
 *   `*` tax-class mark: that mark misread ("88%", "98X").
 * - `1` after a two-decimal price ending a row, on a receipt whose prices carry a one-letter tax
 *   flag ("5.60 T", "5.80 I"): that flag misread ("55.00 1"); elsewhere it may be a quantity. And
 *   a third decimal `8` or `5` where the flag is glued to the prices ("5.90S"): the S misread ("5.908").
 * - A quantity, its unit price and the line amount run together ("4 X2.8011.20"): split where
 *   quantity times unit price makes the amount, which the arithmetic alone proves.
 */
export const repairSlips = (rows: readonly string[]): string[] => {
  const ringgit = rows.filter((row) => /(?:^|[^A-Z])RM\s?\d/.test(row)).length >= 2;
  const yen = rows.filter((row) => /¥\s?\d/u.test(row)).length >= 2;
  const starred = rows.filter((row) => /\d\*$/.test(row)).length >= 2;
  const lettered = rows.filter((row) => /\d[.,]\d{2} ?[A-Z]$/.test(row)).length >= 2;
  const glued = rows.filter((row) => /\d[.,]\d{2}[A-Z]$/.test(row)).length >= 2;
  return rows.map((row) => {
    let text = row;
    if (ringgit) text = text.replace(/(?<=^|[^A-Z]|\dX)R[NH](?=\s?\d{0,7}[.,]\d{2}\b)/g, "RM");
    if (lettered) text = text.replace(/(?<=\d[.,]\d{2} )[1lI|]$/, "T");
    if (glued) text = text.replace(/(?<=(?:^|[^\d.,])\d{1,6}[.,]\d{2})[85]$/, "S");
    if (yen) text = text.replace(/半(?=\d[\d,.]*[*※米外内軽]?$)/u, "¥");
    if (starred && /\d[%Xx]$/.test(text)) {
      const description = text.replace(/[\d.,¥\s]+[%Xx]$/u, "");
      if (/\p{L}/u.test(description) && classifyRow(description) === "item") text = text.replace(/[%Xx]$/, "*");
    }
    return splitRunTogether(text);
  });
};

const hundredths = (digits: string): number => Math.round(Number(digits.replace(",", ".")) * 100);

/** "4 X2.8011.20" -> "4 X2.80 11.20" when 4 x 2.80 = 11.20. */
const splitRunTogether = (text: string): string => {
  const run = /(\d{1,3})\s*[xX×@*]\s*(\d{1,5}[.,]\d{2})(\d{1,6}[.,]\d{2})$/u.exec(text);
  if (!run) return text;
  const [, quantity, unit, amount] = run as unknown as [string, string, string, string];
  if (Number(quantity) * hundredths(unit) !== hundredths(amount)) return text;
  return `${text.slice(0, text.length - amount.length)} ${amount}`;
};
