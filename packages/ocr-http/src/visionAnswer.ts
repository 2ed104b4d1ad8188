import { DomainError, type ParsedReceipt } from "@finance/domain";
import { z } from "zod";

/** What the model is asked to answer. */
export const RECEIPT_PROMPT = `You read photos of shop receipts. Answer with one JSON object and nothing else:
{"merchant": string or null, "date": "YYYY-MM-DD" or null, "currency": ISO 4217 code or null,
 "lines": [{"description": string, "amount": number}], "total": number or null}
- lines: every purchased item, and every tax or VAT line, with its description as printed and its
  amount as a plain number in major units with a dot as decimal point (3.49, 1249.00). A discount is
  a negative amount. Do not list subtotal, total, payment (cash, card) or change lines.
- total: the total to pay as printed, or null.
- currency: the code of the currency the receipt is in (USD for $ unless it says otherwise), or null.
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

const Receipt = z.object({
  merchant: optionalText,
  date: optionalText,
  currency: optionalText.transform((value) => value?.toUpperCase() ?? null),
  lines: z.array(z.object({ description: z.string(), amount: Amount })),
  total: Amount.nullish().transform((value) => value ?? null),
});

const responseFailed = (message: string) => new DomainError("OCR_RESPONSE_FAILED", message);
const parseFailed = (message: string) => new DomainError("OCR_PARSE_FAILED", message);

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
  return receipt.data;
};
