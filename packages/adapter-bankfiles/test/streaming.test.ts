import { describe, expect, it } from "vitest";
import { openWith } from "./support";

const encoder = new TextEncoder();

/** A German CSV export of `rows` rows, made in 64 KiB chunks as it is read; counts what was handed out. */
const generatedCsv = (rows: number) => {
  const state = { bytesHandedOut: 0 };
  async function* bytes(): AsyncGenerator<Uint8Array> {
    let text = "Buchungstag;Verwendungszweck;Empfänger;Betrag;Währung\n";
    for (let row = 1; row <= rows; row++) {
      const day = String((row % 28) + 1).padStart(2, "0");
      const cents = String(row % 100).padStart(2, "0");
      text += `${day}.03.2024;"Kartenzahlung ${row}; Filiale Süd";Händler ${row % 97};-${(row % 1000) + 1},${cents};EUR\n`;
      if (text.length > 64 * 1024) {
        const chunk = encoder.encode(text);
        state.bytesHandedOut += chunk.length;
        yield chunk;
        text = "";
      }
    }
    const chunk = encoder.encode(text);
    state.bytesHandedOut += chunk.length;
    yield chunk;
  }
  return { bytes: bytes(), state };
};

describe("streaming", () => {
  it("reads a generated 100,000-row CSV row by row, every row read with its line", async () => {
    const { bytes } = generatedCsv(100_000);
    const opened = await openWith(bytes, "EUR");
    let count = 0;
    let sum = 0;
    let lastLine = 0;
    for await (const entry of opened.entries) {
      if (entry.status !== "read") throw new Error(`row ${entry.line} refused: ${entry.message}`);
      count++;
      sum += entry.amountMinor;
      expect(entry.line).toBe(lastLine === 0 ? 2 : lastLine + 1);
      lastLine = entry.line;
    }
    expect(count).toBe(100_000);
    expect(lastLine).toBe(100_001);
    // Each row is -((row % 1000) + 1) units and (row % 100) cents, summed exactly in integers.
    let expected = 0;
    for (let row = 1; row <= 100_000; row++) expected -= ((row % 1000) + 1) * 100 + (row % 100);
    expect(sum).toBe(expected);
  });

  it("pulls the file only as rows are consumed: the first row comes before most of the file is read", async () => {
    const { bytes, state } = generatedCsv(100_000);
    const opened = await openWith(bytes, "EUR");
    const iterator = opened.entries[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toMatchObject({ status: "read", line: 2, date: "2024-03-02", amountMinor: -201 });
    // The head (128 KiB) and a chunk or two of read-ahead, out of about 7 MB.
    expect(state.bytesHandedOut).toBeLessThan(512 * 1024);
    await iterator.return?.();
  });
});
