import { describe, expect, it } from "vitest";
import { sniffReceiptImageType } from "../src/routes/receipts/receipts.imageType";
import { receiptFixture } from "./receipts.support";

const ascii = (text: string) => new TextEncoder().encode(text);

describe("receipt image type by magic bytes", () => {
  it.each([
    ["clean.png", "image/png"],
    ["rotated-noisy.jpg", "image/jpeg"],
    ["clean.webp", "image/webp"],
  ])("%s is %s", (name, type) => {
    expect(sniffReceiptImageType(receiptFixture(name))).toBe(type);
  });

  it.each([
    ["a text file", receiptFixture("not-an-image.txt")],
    ["nothing", new Uint8Array(0)],
    ["a PDF", ascii("%PDF-1.7\n")],
    ["a GIF", ascii("GIF89a")],
    ["a RIFF file that is not WebP (WAV)", ascii("RIFF\x24\x00\x00\x00WAVEfmt ")],
    ["a PNG signature cut short", new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
  ])("%s is refused", (_, bytes) => {
    expect(sniffReceiptImageType(bytes)).toBeNull();
  });
});
