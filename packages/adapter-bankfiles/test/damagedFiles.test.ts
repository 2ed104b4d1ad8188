import { readdirSync, readFileSync } from "node:fs";
import { isStatementFileError } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { bytesOf, collect, fixture, openWith } from "./support";

/** A small deterministic generator (mulberry32), so a failure repeats. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const fixtures = readdirSync(fixture(".")).map((name) => readFileSync(fixture(name)));

describe("damaged files", () => {
  it("either read (rows or refused rows) or fail with a StatementFileError, never anything else", async () => {
    const next = random(20_240_301);
    const outcomes = { read: 0, failed: 0 };
    for (let round = 0; round < 300; round++) {
      const original = fixtures[Math.floor(next() * fixtures.length)] as Buffer;
      const bytes = Uint8Array.from(original.subarray(0, Math.floor(next() * (original.length + 1))));
      for (let flips = Math.floor(next() * 4); flips > 0 && bytes.length > 0; flips--) {
        bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      }
      try {
        const entries = await collect(await openWith(bytesOf(bytes), "EUR"));
        for (const entry of entries) {
          if (entry.status === "read")
            expect(Number.isSafeInteger(entry.amountMinor) && entry.amountMinor !== 0).toBe(true);
          else expect(entry.message.length).toBeGreaterThan(0);
        }
        outcomes.read++;
      } catch (error) {
        if (!isStatementFileError(error)) throw new Error(`round ${round}: ${String(error)}`, { cause: error });
        outcomes.failed++;
      }
    }
    // Both happen: cuts inside OFX and XML fail, cuts between CSV rows still read.
    expect(outcomes.read).toBeGreaterThan(0);
    expect(outcomes.failed).toBeGreaterThan(0);
  });
});
