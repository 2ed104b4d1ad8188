import {
  type CalendarDate,
  type CategoryId,
  IMPORT_PREVIEW_TTL_MS,
  type Import,
  type ImportId,
  type ImportRow,
  type ImportRowStatus,
  type TransactionId,
} from "@finance/domain";
import { describe, expect, it } from "vitest";
import { anExpense, type Ledger, newId, T0, USD } from "../mothers";
import type { ContractContext } from "./harness";

/** A `reading` import of the ledger's wallet, made at T0. */
export const anImport = (ledger: Ledger, overrides: Partial<Import> = {}): Import => ({
  id: newId<ImportId>(),
  userId: ledger.userId,
  walletId: ledger.walletId,
  currency: ledger.currency ?? USD,
  format: "csv",
  status: "reading",
  counts: { rows: 0, ready: 0, duplicate: 0, refused: 0 },
  createdAt: T0,
  expiresAt: new Date(T0.getTime() + IMPORT_PREVIEW_TTL_MS),
  committedAt: null,
  ...overrides,
});

/** Row `position` of an import: a 1.00 expense on 14 March 2026 unless told otherwise. */
export const aRow = (
  importId: ImportId,
  ledger: Ledger,
  position: number,
  overrides: { status?: ImportRowStatus; amountMinor?: number; categoryId?: CategoryId; externalId?: string } = {},
): ImportRow => {
  const status = overrides.status ?? "ready";
  const amountMinor = overrides.amountMinor ?? -100;
  return {
    importId,
    position,
    line: position + 1,
    status,
    reason: status === "ready" ? null : status === "refused" ? "UNREADABLE_AMOUNT" : "DUPLICATE_ENTRY",
    message: status === "ready" ? null : "why",
    transaction:
      status === "refused"
        ? null
        : {
            id: newId<TransactionId>(),
            type: amountMinor < 0 ? "expense" : "income",
            amountMinor,
            date: "2026-03-14" as CalendarDate,
            description: `Row ${position}`,
            categoryId: overrides.categoryId ?? ledger.categoryId,
            externalId: overrides.externalId ?? null,
          },
  };
};

/** Imports: rows kept by the store, the commit one atomic step that exactly one caller wins. */
export const describeImportsContract = ({ repos, store, givenLedger, balanceOf, listAll }: ContractContext): void => {
  const givenPreview = async (rowsOf: (id: ImportId, ledger: Ledger) => ImportRow[]) => {
    const given = await givenLedger({ initialBalanceMinor: 10_000, balanceMinor: 10_000 });
    const created = anImport(given.ledger);
    await repos().imports.create(created);
    const rows = rowsOf(created.id, given.ledger);
    await repos().imports.addRows(rows);
    const counts = {
      rows: rows.length,
      ready: rows.filter((r) => r.status === "ready").length,
      duplicate: rows.filter((r) => r.status === "duplicate").length,
      refused: rows.filter((r) => r.status === "refused").length,
    };
    await repos().imports.finishReading(created.id, counts);
    return { ...given, created, rows };
  };

  describe("imports: preview rows and the commit", () => {
    it("stores the rows and pages them by position and status", async () => {
      const { created, rows } = await givenPreview((id, ledger) => [
        aRow(id, ledger, 1),
        aRow(id, ledger, 2, { status: "refused" }),
        aRow(id, ledger, 3, { status: "duplicate" }),
        aRow(id, ledger, 4),
      ]);
      expect((await repos().imports.findById(created.id))?.status).toBe("preview");
      expect(await repos().imports.listRows({ importId: created.id, limit: 10 })).toEqual(rows);
      const ready = await repos().imports.listRows({
        importId: created.id,
        status: "ready",
        afterPosition: 1,
        limit: 10,
      });
      expect(ready.map((r) => r.position)).toEqual([4]);
    });

    it("commits the ready rows as transactions, moves the balance, and keeps their external ids", async () => {
      const { created, ledger, wallet } = await givenPreview((id, ledger) => [
        aRow(id, ledger, 1, { externalId: "FIT-1" }),
        aRow(id, ledger, 2, { status: "duplicate", externalId: "FIT-2" }),
        aRow(id, ledger, 3, { amountMinor: 5_000 }),
      ]);
      expect(await repos().imports.commit({ importId: created.id, committedAt: T0 })).toBe(2);
      expect(await balanceOf(wallet.id)).toBe(10_000 - 100 + 5_000);
      const stored = await listAll({ userId: ledger.userId });
      expect(stored.map((tx) => tx.description).sort()).toEqual(["Row 1", "Row 3"]);
      expect(stored.every((tx) => tx.date.toISOString() === "2026-03-14T00:00:00.000Z")).toBe(true);
      expect(await repos().imports.knownExternalIds(wallet.id, ["FIT-1", "FIT-2", "FIT-3"])).toEqual(["FIT-1"]);
      const withId = stored.find((tx) => tx.description === "Row 1");
      expect([...(await repos().imports.externalIdsOf(stored.map((tx) => tx.id))).entries()]).toEqual([
        [withId?.id, "FIT-1"],
      ]);
      expect((await repos().imports.findById(created.id))?.status).toBe("committed");
      expect(await repos().imports.commit({ importId: created.id, committedAt: T0 })).toBeNull();
    });

    it("writes nothing when the 3rd of 5 ready rows fails (a category that is not there)", async () => {
      const { created, ledger, wallet } = await givenPreview((id, ledger) => [
        aRow(id, ledger, 1),
        aRow(id, ledger, 2),
        aRow(id, ledger, 3, { categoryId: newId<CategoryId>() }),
        aRow(id, ledger, 4),
        aRow(id, ledger, 5),
      ]);
      await expect(repos().imports.commit({ importId: created.id, committedAt: T0 })).rejects.toThrow();
      expect(await balanceOf(wallet.id)).toBe(10_000);
      expect(await listAll({ userId: ledger.userId })).toEqual([]);
      expect((await repos().imports.findById(created.id))?.status).toBe("preview");
    });

    it("lets exactly one of two concurrent commits record, also from a second handle on the store", async () => {
      const { created, ledger, wallet } = await givenPreview((id, ledger) =>
        Array.from({ length: 200 }, (_, i) => aRow(id, ledger, i + 1)),
      );
      const peer = await store().openPeer?.();
      try {
        const other = peer?.repositories ?? repos();
        const outcomes = await Promise.all([
          repos().imports.commit({ importId: created.id, committedAt: T0 }),
          other.imports.commit({ importId: created.id, committedAt: T0 }),
        ]);
        expect(outcomes.filter((n) => n === 200)).toHaveLength(1);
        expect(outcomes.filter((n) => n === null)).toHaveLength(1);
      } finally {
        await peer?.close();
      }
      expect((await listAll({ userId: ledger.userId })).length).toBe(100); // one page of the list
      expect(await balanceOf(wallet.id)).toBe(10_000 - 200 * 100);
    });

    it("finds the wallet's transactions of a range of days for duplicate checks", async () => {
      const { ledger, wallet } = await givenLedger();
      await repos().transactions.create(
        anExpense(ledger, 450, { description: "Coffee", date: new Date("2026-03-14T09:00:00Z") }),
      );
      await repos().transactions.create(
        anExpense(ledger, 450, { description: "Coffee", date: new Date("2026-03-16T09:00:00Z") }),
      );
      expect(await repos().imports.walletEntries(wallet.id, "2026-03-13", "2026-03-14")).toEqual([
        { day: "2026-03-14", amountMinor: -450, description: "Coffee" },
      ]);
    });

    it("discards and expires previews with their rows, never a committed import", async () => {
      const first = await givenPreview((id, ledger) => [aRow(id, ledger, 1)]);
      expect(await repos().imports.discard(first.created.id)).toBe(true);
      expect(await repos().imports.findById(first.created.id)).toBeNull();
      expect(await repos().imports.listRows({ importId: first.created.id, limit: 10 })).toEqual([]);

      const kept = await givenPreview((id, ledger) => [aRow(id, ledger, 1)]);
      await repos().imports.commit({ importId: kept.created.id, committedAt: T0 });
      expect(await repos().imports.discard(kept.created.id)).toBe(false);
      const expiring = await givenPreview((id, ledger) => [aRow(id, ledger, 1)]);
      const after = new Date(expiring.created.expiresAt.getTime() + 1);
      expect(await repos().imports.deleteExpired(after)).toBeGreaterThanOrEqual(1);
      expect(await repos().imports.findById(expiring.created.id)).toBeNull();
      expect((await repos().imports.findById(kept.created.id))?.status).toBe("committed");
    });
  });
};
