import { describe, expect, it } from "vitest";
import { failure } from "../mothers";
import { aStatementRow, importWorld } from "./importMothers";

describe("CommitImport", () => {
  it("records every ready row and moves the balance, leaving duplicates and refused rows out", async () => {
    const { world, account, preview, commit, stored } = await importWorld();
    await world.anExpense(account.userId, account.refs, {
      amount: 4.5,
      description: "Coffee Corner",
      date: "2026-03-14T08:00:00Z",
    });
    const result = await preview([
      aStatementRow({ line: 2 }),
      aStatementRow({ line: 3, amountMinor: 10_000, description: "Refund" }),
      { status: "refused", line: 4, reason: "UNREADABLE_AMOUNT", message: "abc" },
    ]);
    const before = await world.balanceOf(account.refs.walletId);
    const committed = await commit.execute(account.userId, result.import.id);
    expect(committed).toMatchObject({ created: 1, import: { status: "committed" } });
    expect(await world.balanceOf(account.refs.walletId)).toBe((before ?? 0) + 10_000);
    expect((await stored()).map((tx) => tx.description).sort()).toEqual(["Coffee Corner", "Refund"]);
  });

  it("answers IMPORT_ALREADY_COMMITTED to a second commit, and to the loser of two at once", async () => {
    const { account, preview, commit, stored } = await importWorld();
    const result = await preview([aStatementRow()]);
    const outcomes = await Promise.allSettled([
      commit.execute(account.userId, result.import.id),
      commit.execute(account.userId, result.import.id),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === "rejected");
    expect(lost?.status === "rejected" && lost.reason.code).toBe("IMPORT_ALREADY_COMMITTED");
    expect((await failure(() => commit.execute(account.userId, result.import.id))).code).toBe(
      "IMPORT_ALREADY_COMMITTED",
    );
    expect(await stored()).toHaveLength(1);
  });

  it("refuses an archived wallet and records nothing", async () => {
    const { world, account, preview, commit, stored } = await importWorld();
    const result = await preview([aStatementRow()]);
    await world.updateWallet.execute(account.userId, account.refs.walletId, { archived: true });
    expect((await failure(() => commit.execute(account.userId, result.import.id))).code).toBe("WALLET_ARCHIVED");
    expect(await stored()).toEqual([]);
  });

  it("answers IMPORT_NOT_FOUND after 24 hours, to other users, for unknown ids and after a discard", async () => {
    const { world, account, preview, commit, discard, listRows } = await importWorld();
    const other = await world.aUser();
    const first = await preview([aStatementRow()]);
    expect((await failure(() => commit.execute(other.id, first.import.id))).code).toBe("IMPORT_NOT_FOUND");
    expect((await failure(() => listRows.execute(other.id, first.import.id))).code).toBe("IMPORT_NOT_FOUND");
    expect((await failure(() => commit.execute(account.userId, "not-a-uuid"))).code).toBe("IMPORT_NOT_FOUND");
    await discard.execute(account.userId, first.import.id);
    expect((await failure(() => commit.execute(account.userId, first.import.id))).code).toBe("IMPORT_NOT_FOUND");

    const second = await preview([aStatementRow()]);
    world.clock.advance(24 * 3600 * 1000);
    expect((await failure(() => commit.execute(account.userId, second.import.id))).code).toBe("IMPORT_NOT_FOUND");
    expect(await world.repos.imports.deleteExpired(world.clock.now())).toBe(1);
  });

  it("keeps a committed import: discarding it is IMPORT_ALREADY_COMMITTED", async () => {
    const { account, preview, commit, discard } = await importWorld();
    const result = await preview([aStatementRow()]);
    await commit.execute(account.userId, result.import.id);
    expect((await failure(() => discard.execute(account.userId, result.import.id))).code).toBe(
      "IMPORT_ALREADY_COMMITTED",
    );
  });
});
