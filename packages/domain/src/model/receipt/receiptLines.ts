/**
 * What a printed receipt line is, judged by its words alone (the amount is judged elsewhere), in
 * English, German, French, Spanish, Italian, Dutch and Malay.
 * - `item`: something bought (the default).
 * - `discount`: money off (DISCOUNT, RABATT, REMISE, DESCUENTO, SCONTO, KORTING, DISKAUN, COUPON).
 * - `tax`: a TAX / VAT line (GST, SST, MwSt, TVA, IVA, BTW...); whether it is added to the items
 *   depends on the total (receiptItems) and on words such as "incl." / "enthalten" / "inclus".
 * - `service`: a service charge; `rounding`: a rounding adjustment.
 * - `subtotal`: SUBTOTAL, ZWISCHENSUMME, SOUS-TOTAL, totals before tax.
 * - `total`: TOTAL, SUMME, MONTANT, IMPORTE, TOTALE, TOTAAL, JUMLAH, AMOUNT / BALANCE DUE...
 * - `payment`: how it was paid or what came back: CASH, CARD, KARTE, CHANGE, RÜCKGELD, TENDERED,
 *   PAYMENT, BALANCE, card brands.
 * - `info`: other figures that are never items (YOU SAVED, TOTAL QTY, number of items).
 *
 * Keywords are matched upper-cased without accents, tolerating the usual OCR confusions (0 for O,
 * 1 for I or L, 5 for S inside words) and missing spaces ("TOTALSALES"), so "CASHEW NUTS",
 * "TAXI FARE" and "GIFT CARD" stay items.
 */
export type ReceiptLineKind =
  | "item"
  | "discount"
  | "tax"
  | "service"
  | "rounding"
  | "subtotal"
  | "total"
  | "payment"
  | "info";

/** Upper case, no accents, OCR digit-for-letter confusions undone inside words, single spaces. */
export const receiptWords = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "SS")
    .toUpperCase()
    .replace(/[A-Z0-9]*[A-Z][A-Z0-9]*/g, (word) =>
      /^\d+[A-Z]{1,3}$/.test(word) ? word : word.replace(/0/g, "O").replace(/1/g, "I").replace(/5/g, "S"),
    )
    .replace(/\s+/g, " ")
    .trim();

/** TOTAL with its OCR slips (TOTAI, T0TAL is undone by receiptWords). */
const TOT = "[TF][OA][TI]A[LI]";
const SAVINGS = /\b(?:SAVED|SAVINGS|Y[O]U\s*SAVE|ERSPARNIS|ECONOMIE|AHORRO|RISPARMIO|BESPARING|JIMAT)\b/;
const COUNTS = new RegExp(
  `${TOT}\\s*(?:QTY|QUANTITY|ITEMS?|ITEM\\(S\\)|PCS|UNITS?|ARTIKEL|ARTICLES?|ARTICULOS?|ARTICOLI|STUKS?|KUANTITI|POINTS?)\\b|` +
    `\\b(?:QTY|NO\\.? OF ITEMS?|ITEM COUNT|ANZAHL|NOMBRE D.ARTICLES|POINTS?|MATA GANJARAN|KUANTITI)\\b`,
);
const ROUNDING =
  /R[OC]UND(?:ING|ED)?\s*(?:ADJ|ADJUSTMENT|OFF)?|\bRND\b|\bRDG\b|PEMBUNDARAN|PEMBULATAN|RUNDUNG|ARRONDI|REDONDEO|ARROTONDAMENTO|AFRONDING/;
const ROUNDED_TOTAL = new RegExp(`ROUNDED\\s*${TOT}|${TOT}[\\s\\w.()]{0,12}(?:ROUNDED|AFTER ROUNDING)`);
const SERVICE =
  /SERV(?:ICE)?\.?\s*(?:CHARGE|CHG|CHRG|FEE|TAX)|\bSVC\b|\bSERV(?:ICE)?\.?\s*\d{1,2}\s*%|\bS\/?C\s*\d{1,2}\s*%|CAJ\s*PERKHIDMATAN|BEDIENUNG|SERVICE COMPRIS|SERVIZIO|COPERTO|SERVICIO|BEDIENING(?:SGELD)?/;
const SUBTOTAL = new RegExp(
  `SUB\\s*[-.]?\\s*${TOT}|ZWISCHENSUMME|SOUS\\s*-?\\s*TOTAL|SUBTOTALE|SUBTOTAAL|JUMLAH\\s*KECIL|` +
    `${TOT}.*(?:EXCL|EXCLUDING|EXCLUSIVE|BEFORE|NETTO|SEBELUM)|${TOT}.*\\bHT\\b|\\b(?:NETTO|NET)\\s*(?:SUMME|BETRAG)?$|\\bTOTAL\\s*HT\\b|BASE IMPONIBLE|IMPONIBILE`,
);
const TAX_WORD =
  "(?:TAX|VAT|GST|HST|PST|QST|SST|MWST|M\\.?W\\.?ST|UST|TVA|T\\.V\\.A|IVA|I\\.V\\.A|BTW|MOMS|PPN|IGIC|CUKAI)";
const TAX = new RegExp(`\\b${TAX_WORD}\\b|${TOT}${TAX_WORD}`);
const TOTAL_OF_TAX = new RegExp(
  `${TOT}\\s*${TAX_WORD}\\b|\\b${TAX_WORD}\\s*${TOT}\\b|\\b${TAX_WORD}\\s*(?:AMOUNT|PAYABLE)\\b`,
);
const INCLUDED =
  /\bINC(?:L|LUDED|LUDING|LUSIVE|LUS)?\b|\bINKL(?:USIVE)?\b|ENTHALTEN|INCLUS[E]?|\bDONT\b|\bDI CUI\b|INCLUID[OA]|INCLUS[OA]|INBEGREPEN|TERMASUK|\bIN\s+DEN\b/;
const TOTAL = new RegExp(
  `${TOT}|\\b(?:AMOUNT|AMT|BALANCE|BAL|TOTAL)\\s*(?:DUE|PAYABLE|TO PAY)\\b|\\bAMOUNT\\s*PAYABLE\\b|\\bPAYABLE\\b|` +
    "\\bSUMME\\b|\\bGESAMT(?:BETRAG|SUMME)?\\b|\\bZU\\s*ZAHLEN\\b|\\bENDBETRAG\\b|\\bBETRAG\\b|" +
    "\\bMONTANT\\b|NET\\s*A\\s*PAYER|\\bA\\s*PAYER\\b|\\bTTC\\b|" +
    "\\bIMPORTE\\b|\\bA\\s*PAGAR\\b|\\bDA\\s*PAGARE\\b|\\bCOMPLESSIVO\\b|\\bTOTAAL\\b|\\bTE\\s*BETALEN\\b|" +
    "\\bJUMLAH\\b|\\bNETT\\b|\\bGRAND\\b|^DUE\\b|\\b(?:AMOUNT|AMT|TOTAL)\\s*PAID",
);
/** What came back: checked before TOTAL so that "CHANGE DUE" is never a total. */
const CHANGE = /\b(?:CHANGE|RUCKGELD|RUECKGELD|RENDU|CAMBIO|VUELTO|RESTO|WISSELGELD|WISSEL)\b/;
const CASH_OR_CHANGE =
  /\b(?:CASH|CHANGE|TENDER(?:ED)?|PAYMENT|PAID|BALANCE|BARGELD|GEGEBEN|RUCKGELD|RUECKGELD|ZURUCK|RENDU|RENDU MONNAIE|MONNAIE|ESPECES|EFECTIVO|CAMBIO|ENTREGADO|CONTANTI|CONTANTE|RESTO|CONTANT|WISSELGELD|TERUG|KONTAN|TUNAI|BAKI|DITERIMA|PEMBAYARAN|ROUNDED CASH|GEG|KARTENZAHLUNG|ZAHLUNG|PAGAMENTO|PAGO|PAIEMENT|BETALING)\b/;
const CARD_BRAND =
  /\b(?:VISA|MASTER\s?CARD|MASTER|AMEX|AMERICAN\s+EXPRESS|MAESTRO|DISCOVER|JCB|UNIONPAY|DINERS|GIROCARD|BANCOMAT|PINNEN|DEBIT|CREDIT|CREDITCARD|EFTPOS|E-?WALLET|BOOST|GRABPAY|TOUCH\s*N\s*GO)\b/;
/** Short words that are payments only as the line's first word ("BAR 20,00", "PIN 8,48"); a soap BAR is an item. */
const SHORT_PAYMENT = /^(?:BAR|PIN|EC|CB|MC|BAL|PAY|NETS|TNG)\b/;
const CARD_WORD = /\b(?:CARD|KARTE|EC-KARTE|KREDITKARTE|CARTE|CARTE BANCAIRE|CARTE BLEUE|TARJETA|CARTA|KAART|KAD)\b/;
/** A CARD line is a payment when it looks like one: masked number, PAID, DEBIT / CREDIT, or just "CARD". */
const CARD_PAYMENT_HINT =
  /\*{2,}|X{4}|\b(?:PAY|PAYMENT|PAID|DEBIT|CREDIT|CONTACTLESS|CHIP|SALE|AUTH|KONTAKTLOS|ZAHLUNG|BEZAHLT)\b|\d{4}\s*$/;
const DISCOUNT =
  /\b(?:DISCOUNT|DISC|DISKAUN|DSC|RABATT|NACHLASS|REMISE|REDUCTION|DESCUENTO|DTO|SCONTO|KORTING|COUPON|VOUCHER|PROMO|LESS|AANBIEDING|ACTIE)\b/;

export const classifyReceiptLine = (description: string): ReceiptLineKind => {
  const text = receiptWords(description);
  if (SAVINGS.test(text)) return "info";
  if (COUNTS.test(text)) return "info";
  if (ROUNDED_TOTAL.test(text)) return "total";
  if (ROUNDING.test(text)) return "rounding";
  if (SERVICE.test(text)) return "service";
  if (SUBTOTAL.test(text)) return "subtotal";
  if (TOTAL_OF_TAX.test(text)) return "tax";
  if (new RegExp(`${TOT}\\s*DISC`).test(text) || DISCOUNT.test(text)) return "discount";
  if (CHANGE.test(text)) return "payment";
  if (TOTAL.test(text)) return "total";
  if (CASH_OR_CHANGE.test(text)) return "payment";
  if (CARD_BRAND.test(text) || SHORT_PAYMENT.test(text)) return "payment";
  if (CARD_WORD.test(text)) {
    const rest = text
      .replace(new RegExp(CARD_WORD.source, "g"), " ")
      .replace(/\b(?:BANCAIRE|BLEUE|EC)\b|[^A-Z ]/g, " ");
    if (rest.trim() === "" || CARD_PAYMENT_HINT.test(text)) return "payment";
  }
  if (TAX.test(text)) return "tax";
  return "item";
};

/** A tax line that says the tax is already inside the prices ("VAT 20% INCL.", "MwSt 7% enthalten"). */
export const isIncludedTaxLine = (description: string): boolean => INCLUDED.test(receiptWords(description));
