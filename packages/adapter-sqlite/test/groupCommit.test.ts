import { aTransaction, givenLedgerIn, newId } from "@finance/repo-contract";
import { describe, expect, it } from "vitest";
import { openSqlite } from "../src";
import { writeTransaction } from "../src/writeTransaction";
import { useScratchFiles } from "./scratchFiles";

/** Frames in the WAL now, as another connection's checkpoint reports them. */
const walFrames = (raw: { pragma(source: string): unknown }): number =>
  (raw.pragma("wal_checkpoint(PASSIVE)") as { log: number }[])[0]?.log ?? 0;

describe("SQLite: the writes of one turn of the event loop commit together", () => {
  const { file, track, raw } = useScratchFiles("finance-sqlite-group-");

  const setUp = async () => {
    const path = file();
    const adapter = track(openSqlite({ path }));
    await adapter.migrate();
    const { transactions, wallets } = adapter.repositories;
    const { wallet, ledger } = await givenLedgerIn(adapter.repositories, { initialBalanceMinor: 10_000 });
    return { adapter, transactions, wallets, wallet, ledger, other: raw(path) };
  };

  it("writes the pages they share to the WAL once, not once per write", async () => {
    const { transactions, ledger, other } = await setUp();
    other.pragma("wal_checkpoint(TRUNCATE)");
    await transactions.create(aTransaction(ledger));
    const oneWrite = walFrames(other);
    other.pragma("wal_checkpoint(TRUNCATE)");

    await Promise.all([1, 2, 3].map(() => transactions.create(aTransaction(ledger))));

    expect(oneWrite).toBeGreaterThan(1);
    // Three commits would write about three times the frames of one.
    expect(walFrames(other)).toBeLessThan(2 * oneWrite);
  });

  it("fails a failing write alone: the others of its group commit, it writes nothing", async () => {
    const { transactions, wallets, wallet, ledger } = await setUp();
    const first = aTransaction(ledger, { amountMinor: -100 });
    const orphan = aTransaction({ ...ledger, walletId: newId() }, { amountMinor: -200 });
    const last = aTransaction(ledger, { amountMinor: -400 });

    const settled = await Promise.allSettled([first, orphan, last].map((t) => transactions.create(t)));

    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(settled[1]).toMatchObject({ reason: { code: "WALLET_NOT_FOUND" } });
    expect(await transactions.findById(orphan.id)).toBeNull();
    expect(await transactions.findById(last.id)).toMatchObject({ amountMinor: -400 });
    expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(10_000 - 100 - 400);
  });

  it("fails a write the file has no room for alone (SQLite rolls back its statement)", async () => {
    const { adapter, transactions, wallets, wallet, ledger } = await setUp();
    const before = aTransaction(ledger, { amountMinor: -100 });
    const huge = aTransaction(ledger, { amountMinor: -200, description: "x".repeat(200_000) });
    const after = aTransaction(ledger, { amountMinor: -400 });
    const pages = Number(adapter.sqlite.pragma("page_count", { simple: true }));
    adapter.sqlite.pragma(`max_page_count = ${pages + 8}`);

    const settled = await Promise.allSettled([before, huge, after].map((t) => transactions.create(t)));

    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(settled[1]).toMatchObject({ reason: { code: "SQLITE_FULL" } });
    expect(await transactions.findById(huge.id)).toBeNull();
    expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(10_000 - 100 - 400);
  });

  it("fails the writes a rolled-back transaction took with it, and runs the ones after it in the next", async () => {
    const { adapter } = await setUp();
    // Without triggers an insert has no statement journal: SQLITE_FULL rolls back the whole transaction.
    adapter.sqlite.exec("create table notes (body text not null)");
    const insert = adapter.sqlite.prepare("insert into notes values (?)");
    const note = (body: string) => writeTransaction(adapter.db, () => insert.run(body).changes);
    const pages = Number(adapter.sqlite.pragma("page_count", { simple: true }));
    adapter.sqlite.pragma(`max_page_count = ${pages + 8}`);

    const settled = await Promise.allSettled([note("before"), note("x".repeat(200_000)), note("after")]);

    expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect(settled[0]).toMatchObject({ reason: { code: "SQLITE_FULL" } });
    expect(adapter.sqlite.prepare("select body from notes").pluck().all()).toEqual(["after"]);
  });
});
