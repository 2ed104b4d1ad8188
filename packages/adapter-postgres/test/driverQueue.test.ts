import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { onTestDatabase } from "./testDatabase";

interface DriverQueue<T> {
  readonly length: number;
  push(item: T): T;
  shift(): T | undefined;
  remove(item: T): T | null;
}

/** postgres.js's internal queue (not exported), as the patched package ships it. */
const require = createRequire(import.meta.url);
const queuePath = join(dirname(require.resolve("postgres")), "queue.js");
const Queue = require(queuePath) as <T>() => DriverQueue<T>;

/**
 * The patched queue (patches/postgres@3.4.9.patch): the pool shifts a busy connection out, pushes
 * it back and removes it again on every query, so under steady load the queue never drains.
 * Unpatched, its array kept every shifted slot and `remove` searched all of them: a pool's
 * throughput fell by two thirds within 12 seconds of steady load (`pnpm bench` shows the rest).
 */
describe("postgres.js's queue, as the pool uses it under steady load", () => {
  it("is the patched one: a removal searches only the live part", () => {
    expect(readFileSync(queuePath, "utf8")).toContain("xs.indexOf(x, index)");
  });

  it("stays first in, first out across thousands of cycles, past the point where it compacts", () => {
    const queue = Queue<string>();
    const connections = ["a", "b", "c", "d", "e"];
    for (const connection of connections) queue.push(connection);
    for (let cycle = 0; cycle < 10_000; cycle += 1) {
      const connection = queue.shift() as string;
      expect(connection).toBe(connections[cycle % connections.length]);
      expect(queue.remove(connection)).toBeNull();
      queue.push(connection);
    }
    expect(queue.length).toBe(5);
    expect(queue.remove("c")).toBe("c");
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      "a",
      "b",
      "d",
      "e",
      undefined,
    ]);
    expect(queue.length).toBe(0);
  });
});

onTestDatabase("runs a pool under steady load on a real PostgreSQL server", (url) => {
  describe("a postgres.js pool under steady load", () => {
    it("answers every query right while its queues cycle thousands of times", async () => {
      const sql = postgres(url, { max: 3, onnotice: () => {} });
      try {
        const wrong: number[] = [];
        await Promise.all(
          Array.from({ length: 30 }, async (_, worker) => {
            for (let i = 0; i < 200; i += 1) {
              const value = worker * 1000 + i;
              const [row] = await sql<{ value: number }[]>`select ${value}::int as value`;
              if (row?.value !== value) wrong.push(value);
            }
          }),
        );
        expect(wrong).toEqual([]);
      } finally {
        await sql.end({ timeout: 5 });
      }
    });
  });
});
