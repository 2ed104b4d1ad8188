/**
 * What a printed receipt line is, judged by its words alone (the amount is judged elsewhere).
 * - `item`: something bought (the default).
 * - `tax`: a TAX / VAT (GST, HST...) line; whether it is an item depends on the total (receiptItems).
 * - `subtotal`: SUBTOTAL, NET TOTAL.
 * - `total`: TOTAL, GRAND TOTAL, AMOUNT / BALANCE / TOTAL DUE, TOTAL INCL. VAT.
 * - `payment`: how it was paid or what came back: CASH, CHANGE, TENDERED, card payments.
 * - `info`: other non-item figures (YOU SAVED, TOTAL SAVINGS).
 *
 * Keywords are matched as whole words, upper-cased, tolerating the usual OCR confusions
 * (0 for O, 1 for I or L, 5 for S), so "CASHEW NUTS", "TAXI FARE" and "GIFT CARD" stay items.
 */
export type ReceiptLineKind = "item" | "tax" | "subtotal" | "total" | "payment" | "info";

const SUBTOTAL = /\bSUB[\s.-]*T[O0]T[A4][L1I]\b|\bNET\s+T[O0]T[A4][L1I]\b/;
const TOTAL = /\bT[O0]T[A4][L1I]\b|\b(?:AM[O0]UNT|BA[L1]ANCE)\s+DUE\b/;
const INCLUDED = /\bINC(?:L|L\.|LUDED|LUDING|LUSIVE)?\b|\bINCL\./;
const TAX = /\b(?:TAX|VAT|GST|HST|PST|QST|MWST|UST|TVA|IVA|BTW|MOMS)\b/;
const TOTAL_TAX = /\bT[O0]T[A4][L1I]\s+(?:TAX|VAT|GST|HST)\b|\b(?:TAX|VAT|GST|HST)\s+T[O0]T[A4][L1I]\b/;
const SAVINGS = /\b(?:SAVED|SAVINGS|Y[O0]U\s+SAVE)\b/;
const CASH_OR_CHANGE = /\b(?:CASH|CHANGE|TENDER(?:ED)?|CHANGE\s+DUE)\b/;
const CARD_BRAND = /\b(?:VISA|MASTER\s?CARD|AMEX|AMERICAN\s+EXPRESS|MAESTRO|DISCOVER|JCB|UNIONPAY|DINERS)\b/;
const CARD = /\bCARD\b/;
/** A CARD line is a payment when it looks like one: masked number, PAID, DEBIT / CREDIT, or just "CARD". */
const CARD_PAYMENT_HINT = /\*{2,}|X{4}|\b(?:PAY|PAYMENT|PAID|DEBIT|CREDIT|CONTACTLESS|CHIP|SALE|AUTH)\b|\d{4}\s*$/;

const normalise = (description: string): string => description.toUpperCase().replace(/\s+/g, " ").trim();

export const classifyReceiptLine = (description: string): ReceiptLineKind => {
  const text = normalise(description);
  if (SAVINGS.test(text)) return "info";
  if (SUBTOTAL.test(text)) return "subtotal";
  if (TOTAL_TAX.test(text)) return "tax";
  if (TOTAL.test(text)) {
    // "TOTAL INCL. VAT" is the total; a bare "TOTAL" too.
    return "total";
  }
  if (CASH_OR_CHANGE.test(text)) return "payment";
  if (CARD_BRAND.test(text)) return "payment";
  if (CARD.test(text) && (text === "CARD" || CARD_PAYMENT_HINT.test(text))) return "payment";
  if (TAX.test(text)) return "tax";
  return "item";
};

/** A tax line that says the tax is already inside the prices ("VAT 20% INCL."). */
export const isIncludedTaxLine = (description: string): boolean => INCLUDED.test(normalise(description));
