import {
  isCurrency,
  ocrParseFailed,
  ocrResponseFailed,
  type ParsedReceipt,
  type ParsedReceiptLine,
} from "@finance/domain";
import { z } from "zod";

/** What the model is asked to answer: the structure every offline engine's reader gives too. */
export const RECEIPT_PROMPT = `You read photos of shop receipts, in any language. Answer with one JSON object and nothing else:
{"merchant": string or null,
 "date": "YYYY-MM-DD", or "YYYY-MM-DDTHH:mm:ss" when a time of day is printed, or null,
 "currency": ISO 4217 code or null, "currencySymbol": string or null,
 "lines": [{"description": string, "amount": number,
            "kind": "item" | "discount" | "tax" | "service" | "rounding", "taxIncluded": boolean}],
 "total": number or null}
- lines: every purchased item with its line amount (quantity times price, after any discount
  printed on that row), every discount (negative amount), every tax or VAT line (GST, SST, MwSt,
  TVA, IVA, BTW...) with taxIncluded true when the receipt says the tax is included in the prices
  ("incl.", "enthalten", "inclus", "incluido", "inclusa", "inbegrepen"), any service charge and any
  rounding adjustment (negative when it lowers the total). Description as printed; amount as a
  plain number in major units with a dot as decimal point (3.49, 1249.00).
- Never list subtotal, total, cash, card, payment, tendered, change or balance lines.
- total: the amount actually paid as printed (after rounding), or null.
- currency: only when the receipt prints an ISO code (EUR, MYR, USD) or a symbol that one currency
  alone uses (€, £); otherwise null. currencySymbol: the symbol printed next to amounts ($, RM, ¥, kr), or null.
- date: as printed, read day-first or month-first as the receipt's country writes dates.
Do not guess values that are not printed.`;

/** The chat-completions envelope: only the first choice's message content matters. */
const Envelope = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.union([
            z.string(),
            z.null(),
            z.array(z.object({ type: z.string(), text: z.string().optional() })),
          ]),
        }),
      }),
    )
    .min(1),
});

/** Numbers, or numeric strings ("3.49") as some models write them. */
const Amount = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:\.\d+)?$/)
    .transform(Number),
]);

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const Line = z.object({
  description: z.string(),
  amount: Amount,
  kind: z.enum(["item", "discount", "tax", "service", "rounding"]).nullish(),
  taxIncluded: z.boolean().nullish(),
});

const Receipt = z.object({
  merchant: optionalText,
  date: optionalText,
  currency: optionalText.transform((value) => value?.toUpperCase() ?? null),
  currencySymbol: optionalText,
  lines: z.array(Line),
  total: Amount.nullish().transform((value) => value ?? null),
});

/** A date or a wall-clock date-time as the contract keeps it; anything else is not a printed date. */
const PRINTED_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * The model's answer in the shape the reader gives: a currency that is no ISO code ("RM", "$")
 * and the printed symbol become hints (never a mismatch); kind and taxIncluded only when given.
 */
const toParsedReceipt = (answer: z.infer<typeof Receipt>): ParsedReceipt => {
  const hints = [answer.currencySymbol, answer.currency].filter(
    (mark): mark is string => mark !== null && !isCurrency(mark.toUpperCase()),
  );
  const currency = answer.currency !== null && isCurrency(answer.currency) ? answer.currency : null;
  const lines: ParsedReceiptLine[] = answer.lines.map(({ description, amount, kind, taxIncluded }) => ({
    description,
    amount,
    ...(kind && kind !== "item" && { kind }),
    ...(kind === "item" && amount < 0 && { kind: "discount" as const }),
    ...(typeof taxIncluded === "boolean" && kind === "tax" && { taxIncluded }),
  }));
  return {
    merchant: answer.merchant,
    date: answer.date !== null && PRINTED_DATE.test(answer.date) ? answer.date.replace(" ", "T") : null,
    currency,
    ...(hints.length > 0 && { currencyHints: [...new Set(hints.map((h) => h.toUpperCase()))] }),
    lines,
    total: answer.total,
  };
};

const responseFailed = ocrResponseFailed;
const parseFailed = (message: string) => ocrParseFailed(message);

/** The model's text out of a chat-completions answer; an unusable answer is OCR_RESPONSE_FAILED. */
export const contentOf = (body: unknown): string => {
  const envelope = Envelope.safeParse(body);
  if (!envelope.success) throw responseFailed("OCR service answered something that is not a chat completion");
  const content = envelope.data.choices[0]?.message.content;
  const text = Array.isArray(content) ? content.map((part) => part.text ?? "").join("") : (content ?? "");
  if (text.trim().length === 0) throw responseFailed("OCR service answered nothing");
  return text;
};

/** Takes the JSON object out of ```json fences or surrounding prose. */
export const stripFences = (text: string): string => {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const inner = (fenced?.[1] ?? text).trim();
  const start = inner.indexOf("{");
  const end = inner.lastIndexOf("}");
  return start >= 0 && end > start ? inner.slice(start, end + 1) : inner;
};

/** Reads the model's text into the receipt shape; anything else is OCR_PARSE_FAILED. */
export const parseVisionAnswer = (text: string): ParsedReceipt => {
  let json: unknown;
  try {
    json = JSON.parse(stripFences(text));
  } catch {
    throw parseFailed("OCR answer is not valid JSON");
  }
  const receipt = Receipt.safeParse(json);
  if (!receipt.success) throw parseFailed("OCR answer does not have the receipt shape");
  if (receipt.data.lines.length === 0 && receipt.data.total === null) {
    throw parseFailed("No amount found on the receipt");
  }
  return toParsedReceipt(receipt.data);
};
