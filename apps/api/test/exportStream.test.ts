import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { exportStream } from "../src/routes/export/exportStream";

/** Rows 0..count-1 that resolve at once, as better-sqlite3's reads do, counting how many were taken. */
const countedRows = (count: number) => {
  const state = { taken: 0, closed: false };
  async function* rows() {
    try {
      for (let i = 0; i < count; i += 1) {
        state.taken += 1;
        yield i;
      }
    } finally {
      state.closed = true;
    }
  }
  return { rows: rows(), state };
};

/** Ten characters a row, one of them two bytes in UTF-8. */
const line = (row: number) => `é${String(row).padStart(8, "0")}\n`;

const readAll = async (stream: ReadableStream<Uint8Array>) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
};

describe("exportStream", () => {
  it("sends the head and every line in order as UTF-8, in chunks of at least the chunk size but the last", async () => {
    const { rows } = countedRows(1_000);
    const chunks = await readAll(exportStream(rows, line, "head\n", 1_000));
    const expected = `head\n${Array.from({ length: 1_000 }, (_, i) => line(i)).join("")}`;
    expect(new TextDecoder().decode(Buffer.concat(chunks))).toBe(expected);
    const sizes = chunks.map((chunk) => new TextDecoder().decode(chunk).length);
    // Whole 10-character lines until a chunk holds 1,000 characters (the first 1,005, with the head)
    expect(sizes.slice(0, -1).every((size) => size >= 1_000 && size < 1_010)).toBe(true);
    expect(sizes).toHaveLength(10);
  });

  it("reads no row before the response asks for a chunk, and one chunk's rows for each chunk asked", async () => {
    const { rows, state } = countedRows(10_000);
    const reader = exportStream(rows, line, "", 1_000).getReader();
    for (let i = 0; i < 5; i += 1) await nextTurn();
    expect(state.taken).toBe(0);
    await reader.read();
    for (let i = 0; i < 5; i += 1) await nextTurn();
    expect(state.taken).toBe(100);
    await reader.read();
    for (let i = 0; i < 5; i += 1) await nextTurn();
    expect(state.taken).toBe(200);
    await reader.cancel();
  });

  it("makes each chunk on a new turn of the event loop when the rows come at once", async () => {
    const { rows } = countedRows(5_000);
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const chunks = await readAll(exportStream(rows, line, "", 1_000));
    reading = false;
    expect(chunks).toHaveLength(50);
    // A stream filled by promise jobs alone would let no setImmediate run until it ended.
    expect(turns).toBeGreaterThanOrEqual(49);
  });

  it("closes the rows when the client goes away", async () => {
    const { rows, state } = countedRows(10_000);
    const reader = exportStream(rows, line, "", 1_000).getReader();
    await reader.read();
    await reader.cancel();
    expect(state.closed).toBe(true);
    expect(state.taken).toBeLessThan(10_000);
  });
});
