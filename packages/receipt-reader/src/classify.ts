import { classifyReceiptLine, type ReceiptLineKind } from "@finance/domain";
import { begins, foldWords } from "./vocabulary";

/** A Japanese tax line by its rate: "外8%", "内税10%", "(内)8%", or the rate alone with its % lost ("外8"). */
const JA_TAX_RATE = /[内外]\)?\s*税?\s*\d{1,2}\s*%|^\(?[内外]\)?\s*税?\s*\d{1,2}\s*[%X]?\)?$/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The vocabulary's kinds, most specific first: "合計点数" is a count, "税合計" a tax, "お預り合計" cash. */
const fromVocabulary = (folded: string): ReceiptLineKind | null => {
  if (begins("count", folded)) return "info";
  if (begins("change", folded)) return "payment";
  if (begins("subtotal", folded)) return "subtotal";
  if (begins("tax", folded) || JA_TAX_RATE.test(folded)) return "tax";
  if (begins("discount", folded)) return "discount";
  if (begins("tendered", folded)) return "payment";
  if (begins("total", folded) || begins("strongTotal", folded)) return "total";
  return null;
};

/**
 * What a row is, by its words: the domain's rules (English, German, French, Spanish, Italian,
 * Dutch, Malay, with their OCR slips) and the reader's vocabulary of every language it knows
 * (`vocabulary.ts`). A row in a CJK script is judged by the vocabulary first (the domain's rules
 * know no CJK word); any other row by the domain's first, the vocabulary deciding what they leave
 * an item. Spaced letters ("T O T A L") are joined first.
 */
export const classifyRow = (description: string): ReceiptLineKind => {
  const folded = foldWords(description);
  if (CJK.test(folded)) return fromVocabulary(folded) ?? classifyReceiptLine(folded);
  const domain = classifyReceiptLine(folded);
  if (domain !== "item") return domain;
  return fromVocabulary(folded) ?? "item";
};

/** A strong total label in any language ("支払合計", "받을금액", "Tổng thanh toán", "Total Bayar"). */
export const isStrongTotal = (description: string): boolean => begins("strongTotal", foldWords(description));
