import { aTransaction, givenLedgerIn } from "@finance/repo-contract";
import { describe, expect, it } from "vitest";
import { openSqlite } from "../src";
import { useScratchFiles } from "./scratchFiles";

describe("SQLite: a write that waits past busy_timeout for another process's lock", () => {
  const { file, track, raw } = useScratchFiles("finance-sqlite-busy-");

  const setUp = async (busyTimeoutMs = 50) => {
    const path = file();
    const adapter = track(openSqlite({ path, busyTimeoutMs }));
    await adapter.migrate();
    const { transactions, wallets } = adapter.repositories;
    const { wallet, ledger } = await givenLedgerIn(adapter.repositories, { initialBalanceMinor: 10_000 });
    // Another process on the same file, holding the write lock.
    const other = raw(path);
    return { transactions, wallets, wallet, ledger, other };
  };

  it("fails with STORE_UNAVAILABLE, writes nothing, and the same write goes through once the lock is gone", async () => {
    const { transactions, wallets, wallet, ledger, other } = await setUp();
    const expense = aTransaction(ledger, { amountMinor: -1_500 });
    other.exec("BEGIN IMMEDIATE");

    await expect(transactions.create(expense)).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });

    other.exec("ROLLBACK");
    expect(await transactions.findById(expense.id)).toBeNull();
    expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(10_000);

    await transactions.create(expense);
    expect((await transactions.findById(expense.id))?.amountMinor).toBe(-1_500);
    expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(8_500);
  });

  it("answers an update and a delete alike, leaving the row as it was", async () => {
    const { transactions, wallets, wallet, ledger, other } = await setUp();
    const expense = aTransaction(ledger, { amountMinor: -1_000 });
    await transactions.create(expense);
    other.exec("BEGIN IMMEDIATE");

    await expect(
      transactions.update({
        id: expense.id,
        changes: { amountMinor: -3_000, updatedAt: new Date() },
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
    await expect(transactions.delete(expense.id)).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });

    other.exec("ROLLBACK");
    expect(await transactions.findById(expense.id)).toMatchObject({ amountMinor: -1_000, version: 1 });
    expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(9_000);
  });

  it("waits for the lock without stopping the event loop, and writes once it is free", async () => {
    const { transactions, wallets, wallet, ledger, other } = await setUp(5_000);
    const expense = aTransaction(ledger, { amountMinor: -700 });
    other.exec("BEGIN IMMEDIATE");
    // A wait inside SQLite would hold this thread: the timer could not fire and the write would fail.
    const released = new Promise<number>((resolve) =>
      setTimeout(() => {
        other.exec("ROLLBACK");
        resolve(performance.now());
      }, 100),
    );

    await transactions.create(expense);
    const done = performance.now();

    expect(await released).toBeLessThanOrEqual(done);
    expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(9_300);
  });
});
