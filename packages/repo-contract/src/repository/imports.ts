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
  overrides: {
    status?: ImportRowStatus;
    amountMinor?: number;
    categoryId?: CategoryId;
    externalId?: string;
    description?: string;
    date?: CalendarDate;
  } = {},
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
            date: overrides.date ?? ("2026-03-14" as CalendarDate),
            description: overrides.description ?? `Row ${position}`,
            categoryId: overrides.categoryId ?? ledger.categoryId,
            externalId: overrides.externalId ?? null,
          },
  };
};

/** Imports: rows kept by the store, the commit one atomic step that exactly one caller wins. */
export const describeImportsContract = ({ repos, store, givenLedger, balanceOf, listAll }: ContractContext): void => {
  /** A preview of these rows into the ledger's wallet, stored as PreviewImport leaves it. */
  const previewIn = async (ledger: Ledger, rowsOf: (id: ImportId, ledger: Ledger) => ImportRow[]) => {
    const created = anImport(ledger);
    await repos().imports.create(created);
    const rows = rowsOf(created.id, ledger);
    await repos().imports.addRows(rows);
    const counts = {
      rows: rows.length,
      ready: rows.filter((r) => r.status === "ready").length,
      duplicate: rows.filter((r) => r.status === "duplicate").length,
      refused: rows.filter((r) => r.status === "refused").length,
    };
    await repos().imports.finishReading(created.id, counts);
    return { created, rows };
  };
  const givenPreview = async (rowsOf: (id: ImportId, ledger: Ledger) => ImportRow[]) => {
    const given = await givenLedger({ initialBalanceMinor: 10_000, balanceMinor: 10_000 });
    return { ...given, ...(await previewIn(given.ledger, rowsOf)) };
  };
  /** A transaction typed into the wallet after the preview (T0) was made. */
  const addedAfterPreview = (ledger: Ledger, amountMinor: number, description: string) => {
    const later = new Date(T0.getTime() + 60 * 60 * 1000);
    return repos().transactions.create(
      anExpense(ledger, amountMinor, {
        description,
        date: new Date("2026-03-14T18:30:00Z"),
        createdAt: later,
        updatedAt: later,
      }),
    );
  };
  const statusesOf = async (importId: ImportId) =>
    (await repos().imports.listRows({ importId, limit: 100 })).map((row) => [row.position, row.status, row.reason]);

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

    it("judges duplicates again at commit: a transaction added since the preview is not recorded twice", async () => {
      const { created, ledger, wallet } = await givenPreview((id, ledger) => [
        aRow(id, ledger, 1, { description: "Café  Corner!" }),
        aRow(id, ledger, 2, { description: "Rent" }),
      ]);
      await addedAfterPreview(ledger, 100, "cafe corner");
      expect(await repos().imports.commit({ importId: created.id, committedAt: T0 })).toBe(1);
      expect(await statusesOf(created.id)).toEqual([
        [1, "duplicate", "DUPLICATE_ENTRY"],
        [2, "ready", null],
      ]);
      expect((await repos().imports.findById(created.id))?.counts).toEqual({
        rows: 2,
        ready: 1,
        duplicate: 1,
        refused: 0,
      });
      expect((await listAll({ userId: ledger.userId })).map((tx) => tx.description).sort()).toEqual([
        "Rent",
        "cafe corner",
      ]);
      expect(await balanceOf(wallet.id)).toBe(10_000 - 100 - 100);
    });

    it("counts each stored transaction once at commit: the preview's duplicates keep theirs, one new match takes one row", async () => {
      const given = await givenLedger({ initialBalanceMinor: 10_000, balanceMinor: 10_000 });
      const { ledger } = given;
      await repos().transactions.create(
        anExpense(ledger, 450, { description: "Coffee", date: new Date("2026-03-14T08:00:00Z") }),
      );
      // The file has three coffees that day; the preview matched the wallet's one to the first.
      const { created } = await previewIn(ledger, (id) => [
        aRow(id, ledger, 1, { amountMinor: -450, description: "Coffee", status: "duplicate" }),
        aRow(id, ledger, 2, { amountMinor: -450, description: "Coffee" }),
        aRow(id, ledger, 3, { amountMinor: -450, description: "Coffee" }),
        aRow(id, ledger, 4, { amountMinor: -900, description: "Lunch" }),
      ]);
      // Since then: a lunch of another amount (nothing to match) and one more coffee typed by hand.
      await addedAfterPreview(ledger, 1200, "Lunch");
      await addedAfterPreview(ledger, 450, "coffee");
      expect(await repos().imports.commit({ importId: created.id, committedAt: T0 })).toBe(2);
      expect(await statusesOf(created.id)).toEqual([
        [1, "duplicate", "DUPLICATE_ENTRY"],
        [2, "duplicate", "DUPLICATE_ENTRY"],
        [3, "ready", null],
        [4, "ready", null],
      ]);
      expect(await balanceOf(given.wallet.id)).toBe(10_000 - 450 - 1200 - 450 - 450 - 900);
    });

    it("skips at commit the external ids another import gave the wallet since the preview", async () => {
      const {
        created: first,
        ledger,
        wallet,
      } = await givenPreview((id, ledger) => [
        aRow(id, ledger, 1, { externalId: "FIT-A" }),
        aRow(id, ledger, 2, { externalId: "FIT-B" }),
      ]);
      const { created: second } = await previewIn(ledger, (id) => [
        aRow(id, ledger, 1, { externalId: "FIT-B", amountMinor: -200 }),
        aRow(id, ledger, 2, { externalId: "FIT-C", amountMinor: -300 }),
      ]);
      expect(await repos().imports.commit({ importId: first.id, committedAt: T0 })).toBe(2);
      expect(await repos().imports.commit({ importId: second.id, committedAt: T0 })).toBe(1);
      const rows = await repos().imports.listRows({ importId: second.id, limit: 10 });
      expect(rows.map((row) => [row.status, row.reason, row.message])).toEqual([
        ["duplicate", "DUPLICATE_EXTERNAL_ID", "The wallet already has FIT-B"],
        ["ready", null, null],
      ]);
      expect((await repos().imports.findById(second.id))?.counts).toMatchObject({ ready: 1, duplicate: 1 });
      expect(await balanceOf(wallet.id)).toBe(10_000 - 100 - 100 - 300);
    });

    it("records each row once when two overlapping imports are committed at once, also from a second handle", async () => {
      const given = await givenLedger({ initialBalanceMinor: 100_000, balanceMinor: 100_000 });
      const { ledger } = given;
      const sameFile = (id: ImportId) =>
        Array.from({ length: 60 }, (_, i) =>
          aRow(id, ledger, i + 1, i % 2 === 0 ? { externalId: `FIT-${i}` } : { description: `Shop ${i}` }),
        );
      const a = await previewIn(ledger, sameFile);
      const b = await previewIn(ledger, sameFile);
      const peer = await store().openPeer?.();
      try {
        const other = peer?.repositories ?? repos();
        const outcomes = await Promise.all([
          repos().imports.commit({ importId: a.created.id, committedAt: T0 }),
          other.imports.commit({ importId: b.created.id, committedAt: T0 }),
        ]);
        expect(outcomes.slice().sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([0, 60]);
      } finally {
        await peer?.close();
      }
      const stored = await listAll({ userId: ledger.userId });
      expect(stored).toHaveLength(60);
      expect(new Set(stored.map((tx) => tx.description)).size).toBe(60);
      expect(await balanceOf(given.wallet.id)).toBe(100_000 - 60 * 100);
      const counts = await Promise.all(
        [a, b].map(async ({ created }) => (await repos().imports.findById(created.id))?.counts),
      );
      expect(counts).toContainEqual({ rows: 60, ready: 0, duplicate: 60, refused: 0 });
    });
  });
};
