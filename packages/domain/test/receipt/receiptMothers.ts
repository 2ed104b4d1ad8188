import type { OcrPort, ParsedReceipt, ReadContext, ReceiptImage } from "../../src";

type Line = ParsedReceipt["lines"][number];

/** A parsed receipt as an OCR adapter answers it: three items, no tax, total 10.98 USD on 14 March 2026. */
export const aParsedReceipt = (overrides: Partial<ParsedReceipt> = {}): ParsedReceipt => ({
  merchant: "Corner Grocery",
  date: "2026-03-14",
  currency: "USD",
  lines: [line("Milk 2L", 3.49), line("Bread", 2.99), line("Apples 1kg", 4.5)],
  total: 10.98,
  ...overrides,
});

export const line = (description: string, amount: number): Line => ({ description, amount });

/** Tax added on top: 10.98 + 0.88 = 11.86. */
export const taxOnTop = (): ParsedReceipt =>
  aParsedReceipt({
    lines: [line("Milk 2L", 3.49), line("Bread", 2.99), line("Apples 1kg", 4.5), line("TAX 8%", 0.88)],
    total: 11.86,
  });

/** Tax included: the items make 10.98 and the VAT line only says how much of it is tax. */
export const taxIncluded = (): ParsedReceipt =>
  aParsedReceipt({
    lines: [line("Milk 2L", 3.49), line("Bread", 2.99), line("Apples 1kg", 4.5), line("VAT 20%", 1.83)],
    total: 10.98,
  });

export const anImage = (): ReceiptImage => ({
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  mimeType: "image/png",
});

/** An OcrPort that answers what it is told (or throws it) and counts its calls. */
export const fakeOcr = (answer: ParsedReceipt | Error) => {
  const port = {
    calls: 0,
    contexts: [] as (ReadContext | undefined)[],
    async read(_image: ReceiptImage, context?: ReadContext): Promise<ParsedReceipt> {
      port.calls += 1;
      port.contexts.push(context);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } satisfies OcrPort & { calls: number; contexts: (ReadContext | undefined)[] };
  return port;
};
