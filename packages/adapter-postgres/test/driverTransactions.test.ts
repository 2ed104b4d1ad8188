import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { onTestDatabase } from "./testDatabase";

/** `max_pipeline` is a postgres.js option its type declarations leave out. */
const pool = (max: number, maxPipeline: number) => ({ max, onnotice: () => {}, ...{ max_pipeline: maxPipeline } });

/**
 * The patched postgres.js (patches/postgres@3.4.9.patch): unpatched, a BEGIN written when a
 * connection's pipeline is full never reserves that connection, so the transaction's statements
 * and unrelated queries share one backend (UNSAFE_TRANSACTION, or worse, queries run inside
 * someone else's transaction). Every connection is kept busy and transactions queue behind
 * plain queries, with a pipeline of one so the boundary is reached every round.
 */
onTestDatabase("runs transactions under a full pipeline on a real PostgreSQL server", (url) => {
  describe("postgres.js transactions when every connection's pipeline is full", () => {
    it("reserve their connection even when no query may be pipelined at all", async () => {
      // Unpatched, every BEGIN is past the capacity here and each transaction is UNSAFE_TRANSACTION.
      const sql = postgres(url, pool(2, 0));
      try {
        const answers = await Promise.all(
          Array.from({ length: 4 }, (_, i) => sql.begin(async (tx) => (await tx`select ${i}::int as i`)[0]?.i)),
        );
        expect(answers).toEqual([0, 1, 2, 3]);
      } finally {
        await sql.end({ timeout: 5 });
      }
    });

    it("run each on a connection of its own, and no plain query runs inside one", async () => {
      const sql = postgres(url, pool(3, 1));
      try {
        const failures: string[] = [];
        const insideTransaction: number[] = [];
        await Promise.all(Array.from({ length: 3 }, () => sql`select 1`));
        for (let round = 0; round < 10; round++) {
          const busy = Array.from({ length: 3 }, () => sql`select pg_sleep(0.2)`);
          const plain = Array.from({ length: 6 }, async () => {
            // The transactions below set this for themselves only (is_local); outside one it is never 'inside'.
            const [row] =
              await sql`select coalesce(current_setting('finance.test_tx', true), '') = 'inside' as inside, pg_sleep(0.01)`;
            if (row?.inside) insideTransaction.push(round);
          });
          const transactions = Array.from({ length: 5 }, (_, i) =>
            sql
              .begin(async (tx) => {
                const [row] = await tx`select ${i}::int as i, set_config('finance.test_tx', 'inside', true)`;
                await tx`select pg_sleep(0.01)`;
                return row;
              })
              .catch((error: { code?: string; message: string }) => {
                failures.push(error.code ?? error.message);
              }),
          );
          await Promise.all([...busy, ...plain, ...transactions]);
        }
        expect(failures).toEqual([]);
        expect(insideTransaction).toEqual([]);
      } finally {
        await sql.end({ timeout: 5 });
      }
    }, 60_000);
  });
});
