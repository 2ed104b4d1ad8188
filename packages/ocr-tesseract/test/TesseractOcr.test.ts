import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DomainError, isDomainError, type ParsedReceipt, parseCurrency, receiptItems } from "@finance/domain";
import { afterAll, describe, expect, it } from "vitest";
import { TesseractOcr } from "../src";
import { fixture } from "./fixtures";

/** Real tesseract on the committed images; one worker for the whole file. */
const ocr = new TesseractOcr();
afterAll(() => ocr.terminate());

const amounts = (parsed: ParsedReceipt) => parsed.lines.map((line) => line.amount);

const failure = async (action: () => Promise<unknown>): Promise<DomainError> => {
  const error = await action().then(
    () => null,
    (e: unknown) => e,
  );
  if (!isDomainError(error)) throw new Error(`Expected a DomainError, got ${String(error)}`);
  return error;
};

describe("TesseractOcr on rendered receipts", () => {
  it("reads the clean receipt exactly: the printed time is kept, a bare $ is only a hint", async () => {
    expect(await ocr.read(fixture("clean.png"))).toEqual({
      merchant: "CORNER GROCERY",
      date: "2026-03-14T10:32:00",
      currency: null,
      currencyHints: ["$"],
      lines: [
        { description: "Milk 2L", amount: 3.49 },
        { description: "Bread", amount: 2.99 },
        { description: "Apples 1kg", amount: 4.5 },
      ],
      total: 10.98,
    });
  });

  it("reads tax added on top, which the item rule then records as an item", async () => {
    const parsed = await ocr.read(fixture("tax-on-top.png"));
    expect(parsed).toMatchObject({ merchant: "HARDWARE DEPOT", date: "2026-03-14", currency: "USD", total: 22.4 });
    expect(amounts(parsed)).toEqual([12.99, 4.25, 3.5, 1.66]);
    // Descriptions as OCR reads them ("Nails 1lb" may come out as "Nails 11b").
    expect(parsed.lines.map((l) => l.description.split(" ")[0])).toEqual(["Hammer", "Nails", "Duct", "SALES"]);
    expect(receiptItems(parsed, parseCurrency("USD"))).toMatchObject({
      tax: "added",
      itemsTotalMinor: 2240,
      warnings: [],
    });
  });

  it("reads tax included in pounds, which the item rule leaves out", async () => {
    const parsed = await ocr.read(fixture("tax-included.png"));
    expect(parsed).toMatchObject({ merchant: "THE BOOK NOOK", date: "2026-03-14", currency: "GBP", total: 19.49 });
    expect(parsed.lines).toEqual([
      { description: "Paperback novel", amount: 8.99 },
      { description: "Notebook", amount: 4.5 },
      { description: "Pen set", amount: 6 },
      { description: "VAT 20% included", amount: 3.25, kind: "tax", taxIncluded: true },
    ]);
    expect(receiptItems(parsed, parseCurrency("GBP"))).toMatchObject({ tax: "included", itemsTotalMinor: 1949 });
  });

  it("reads comma decimals and dot thousands in euros", async () => {
    expect(await ocr.read(fixture("comma-decimals.png"))).toEqual({
      merchant: "CAFE CENTRAL",
      date: "2026-03-14",
      currency: "EUR",
      lines: [
        { description: "Croissant", amount: 2.5 },
        { description: "Cappuccino", amount: 3.2 },
        { description: "Espresso machine", amount: 1249 },
      ],
      total: 1254.7,
    });
  });

  it("reads a slightly rotated, noisy JPEG", async () => {
    const parsed = await ocr.read(fixture("rotated-noisy.jpg"));
    expect(parsed).toMatchObject({ date: "2026-03-14", total: 13 });
    expect(parsed.merchant).toMatch(/BLUE BOTTLE/i);
    expect(amounts(parsed)).toEqual([4.75, 3.25, 5]);
    expect(parsed.lines.map((l) => l.description)).toEqual([
      expect.stringMatching(/latte/i),
      expect.stringMatching(/bagel/i),
      expect.stringMatching(/orange/i),
    ]);
  });

  it("reads the currency of a yen receipt (whole amounts, thousands separators)", async () => {
    const parsed = await ocr.read(fixture("other-currency.png"));
    expect(parsed).toMatchObject({ currency: "JPY", date: "2026-03-14", total: 1460 });
    expect(amounts(parsed)).toEqual([980, 480]);
  });

  it("fails with OCR_PARSE_FAILED on a blank image", async () => {
    expect((await failure(() => ocr.read(fixture("blank.png")))).code).toBe("OCR_PARSE_FAILED");
  });

  it("fails with OCR_PARSE_FAILED on bytes that are no image, and the worker keeps working (WebP)", async () => {
    const text = { ...fixture("not-an-image.txt"), mimeType: "image/png" as const };
    expect((await failure(() => ocr.read(text))).code).toBe("OCR_PARSE_FAILED");
    const truncated = { ...fixture("clean.png") };
    expect((await failure(() => ocr.read({ ...truncated, bytes: truncated.bytes.slice(0, 200) }))).code).toBe(
      "OCR_PARSE_FAILED",
    );
    expect(amounts(await ocr.read(fixture("clean.webp")))).toEqual([3.49, 2.99, 4.5]);
  });
});

describe("TesseractOcr failures of the engine", () => {
  it("answers OCR_RESPONSE_FAILED when there is no model where it is told to look", async () => {
    const empty = mkdtempSync(join(tmpdir(), "no-model-"));
    const broken = new TesseractOcr({ langPath: empty, cachePath: empty });
    try {
      expect((await failure(() => broken.read(fixture("clean.png")))).code).toBe("OCR_RESPONSE_FAILED");
    } finally {
      await broken.terminate();
    }
  });

  it("answers OCR_RESPONSE_FAILED when the worker fails while loading the model", async () => {
    // The model's name is taken by a folder: the worker's read fails after it has started.
    const folder = mkdtempSync(join(tmpdir(), "model-is-a-folder-"));
    mkdirSync(join(folder, "eng.traineddata.gz"));
    const broken = new TesseractOcr({ langPath: folder, cachePath: folder });
    try {
      expect((await failure(() => broken.read(fixture("clean.png")))).code).toBe("OCR_RESPONSE_FAILED");
    } finally {
      await broken.terminate();
    }
  });

  it("answers OCR_RESPONSE_FAILED when recognition outlives its time limit", async () => {
    const impatient = new TesseractOcr({ timeoutMs: 1 });
    try {
      await impatient.warmUp();
      expect((await failure(() => impatient.read(fixture("clean.png")))).code).toBe("OCR_RESPONSE_FAILED");
    } finally {
      await impatient.terminate();
    }
  });
});
