import type { Currency, Recurrence, RecurrenceId, Repositories, Transaction, TransactionId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { anExpense, newId, T0 } from "../mothers";
import type { ContractContext } from "./harness";

const DAY = 86_400_000;
/** The recurrence's occurrences: daily at T0 + 9 h, five of them. */
const occurrences = Array.from({ length: 5 }, (_, i) => new Date(T0.getTime() + 9 * 3_600_000 + i * DAY));

/**
 * Recording an occurrence is one atomic write keyed by (recurrence, occurrence): any number of
 * writers (two API processes on one database) record each occurrence once, and a writer that
 * stopped mid-run leaves what another picks up.
 */
export const describeRecurrencesContract = ({
  repos,
  store,
  givenLedger,
  balanceOf,
  listAll,
}: ContractContext): void => {
  describe("recurrences", () => {
    const given = async () => {
      const { ledger, wallet } = await givenLedger();
      const recurrence: Recurrence = {
        id: newId<RecurrenceId>(),
        userId: ledger.userId,
        walletId: ledger.walletId,
        categoryId: ledger.categoryId,
        type: "expense",
        amountMinor: 1250,
        currency: ledger.currency as Currency,
        description: "Gym",
        tagIds: [],
        rrule: "FREQ=DAILY;COUNT=5",
        start: occurrences[0] as Date,
        timezone: "Europe/Berlin",
        nextAt: occurrences[0] as Date,
        active: true,
        createdAt: T0,
        updatedAt: T0,
      };
      await repos().recurrences.create(recurrence);
      const recordOn = (repositories: Repositories, i: number) =>
        repositories.recurrences.recordOccurrence({
          recurrenceId: recurrence.id,
          occurrenceAt: occurrences[i] as Date,
          expectedNextAt: occurrences[i] as Date,
          nextAt: occurrences[i + 1] ?? null,
          transaction: anExpense(ledger, 1250, {
            id: newId<TransactionId>(),
            date: occurrences[i] as Date,
            recurrenceId: recurrence.id,
          }) as Transaction,
        });
      /** Records from the stored next occurrence to the end, as the scheduler does; answers how many it recorded. */
      const runOn = async (repositories: Repositories, stopAfter = occurrences.length) => {
        let recorded = 0;
        for (let n = 0; n < stopAfter; n++) {
          const stored = await repositories.recurrences.findById(recurrence.id);
          const i = occurrences.findIndex((at) => at.getTime() === stored?.nextAt?.getTime());
          if (i < 0) break;
          if (await recordOn(repositories, i)) recorded++;
        }
        return recorded;
      };
      const recorded = async () =>
        (await listAll({ userId: ledger.userId })).filter((tx) => tx.recurrenceId === recurrence.id);
      return { ledger, opening: wallet.balanceMinor, recurrence, recordOn, runOn, recorded };
    };

    it("stores, lists, updates and deletes a recurrence", async () => {
      const { recurrence } = await given();
      expect(await repos().recurrences.findById(recurrence.id)).toEqual(recurrence);
      expect(await repos().recurrences.listByUser(recurrence.userId)).toEqual([recurrence]);
      const paused = await repos().recurrences.update(recurrence.id, { active: false, updatedAt: T0 });
      expect(paused).toEqual({ ...recurrence, active: false });
      expect(await repos().recurrences.listDue(new Date(T0.getTime() + 30 * DAY), 1000)).not.toContainEqual(paused);
      expect(await repos().recurrences.delete(recurrence.id)).toEqual(paused);
      expect(await repos().recurrences.findById(recurrence.id)).toBeNull();
    });

    it("records an occurrence as a transaction with recurrenceId, moving the balance and nextAt together", async () => {
      const { ledger, opening, recurrence, recordOn, recorded } = await given();
      expect(await recordOn(repos(), 0)).toBe(true);
      const [tx] = await recorded();
      expect(tx).toMatchObject({ recurrenceId: recurrence.id, date: occurrences[0], amountMinor: -1250 });
      expect(await balanceOf(ledger.walletId)).toBe(opening - 1250);
      expect((await repos().recurrences.findById(recurrence.id))?.nextAt).toEqual(occurrences[1]);
      expect(await repos().recurrences.listDue(occurrences[1] as Date, 1000)).toContainEqual(
        expect.objectContaining({ id: recurrence.id }),
      );
    });

    it("refuses, writing nothing, an occurrence recorded already or a nextAt that moved", async () => {
      const { ledger, opening, recurrence, recordOn, recorded } = await given();
      expect(await recordOn(repos(), 0)).toBe(true);
      expect(await recordOn(repos(), 0)).toBe(false);
      // The stored nextAt put back on a recorded occurrence: its key is taken.
      await repos().recurrences.update(recurrence.id, { nextAt: occurrences[0] as Date, updatedAt: T0 });
      expect(await recordOn(repos(), 0)).toBe(false);
      expect(await recordOn(repos(), 2)).toBe(false);
      expect(await recorded()).toHaveLength(1);
      expect(await balanceOf(ledger.walletId)).toBe(opening - 1250);
    });

    it("two writers racing over the same occurrences record each once", async () => {
      const { ledger, opening, recurrence, runOn, recorded } = await given();
      const peer = await store().openPeer?.();
      try {
        const others = peer?.repositories ?? repos();
        const runs = await Promise.all([runOn(repos()), runOn(others), runOn(repos()), runOn(others)]);
        expect(runs.reduce((sum, n) => sum + n, 0)).toBe(occurrences.length);
        const rows = await recorded();
        expect(rows.map((tx) => tx.date.getTime()).sort()).toEqual(occurrences.map((at) => at.getTime()));
        expect(await balanceOf(ledger.walletId)).toBe(opening - 1250 * occurrences.length);
        expect((await repos().recurrences.findById(recurrence.id))?.nextAt).toBeNull();
      } finally {
        await peer?.close();
      }
    });

    it("a writer that stopped mid-run leaves the rest to the next one, nothing twice", async () => {
      const { runOn, recorded } = await given();
      expect(await runOn(repos(), 2)).toBe(2);
      const restarted = await store().openPeer?.();
      try {
        expect(await runOn(restarted?.repositories ?? repos())).toBe(3);
        expect(await recorded()).toHaveLength(occurrences.length);
      } finally {
        await restarted?.close();
      }
    });
  });
};
