import { isDomainError, parseCurrency, type ReceiptImage } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { DetectorOcr, type OcrBox, type TextDetector } from "../src";

const image: ReceiptImage = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), mimeType: "image/png" };
const box = (text: string, left: number, top: number): OcrBox => ({
  text,
  left,
  top,
  right: left + 10 * text.length,
  bottom: top + 20,
});

/** A detector that answers fixed boxes and remembers whether it was closed. */
const detector = (boxes: OcrBox[]) => {
  const fake = {
    closed: false as boolean,
    detect: async () => boxes,
    close: async () => {
      fake.closed = true;
    },
  } satisfies TextDetector & { closed: boolean };
  return fake;
};

const code = async (action: () => Promise<unknown>) => {
  const error = await action().then(
    () => null,
    (e: unknown) => e,
  );
  return isDomainError(error) ? error.code : String(error);
};

describe("DetectorOcr", () => {
  it("reads an engine's boxes into the receipt, with the wallet's currency deciding the date order", async () => {
    const boxes = [
      box("KEDAI RUNCIT", 0, 0),
      box("03/04/2018", 0, 30),
      box("Teh", 0, 60),
      box("RM2.50", 300, 62),
      box("TOTAL", 0, 90),
      box("RM2.50", 300, 88),
    ];
    const ocr = new DetectorOcr(detector(boxes));
    expect(await ocr.read(image, { walletCurrency: parseCurrency("MYR") })).toEqual({
      merchant: "KEDAI RUNCIT",
      date: "2018-04-03",
      currency: "MYR",
      lines: [{ description: "Teh", amount: 2.5 }],
      total: 2.5,
    });
    // The ringgit marks name the receipt's own currency: day first, whatever the wallet.
    expect((await ocr.read(image, { walletCurrency: parseCurrency("USD") })).date).toBe("2018-04-03");
    const unmarked = boxes.map((b) => ({ ...b, text: b.text.replace("RM", "") }));
    const dollars = new DetectorOcr(detector(unmarked));
    expect((await dollars.read(image, { walletCurrency: parseCurrency("USD") })).date).toBe("2018-03-04");
  });

  it("fails with OCR_PARSE_FAILED when the engine finds no text or no amount, and closes the engine", async () => {
    expect(await code(() => new DetectorOcr(detector([])).read(image))).toBe("OCR_PARSE_FAILED");
    expect(await code(() => new DetectorOcr(detector([box("THANK YOU", 0, 0)])).read(image))).toBe("OCR_PARSE_FAILED");
    const engine = detector([]);
    await new DetectorOcr(engine).close();
    expect(engine.closed).toBe(true);
  });
});
