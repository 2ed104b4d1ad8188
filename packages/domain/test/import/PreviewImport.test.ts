import { describe, expect, it } from "vitest";
import { failure } from "../mothers";
import { aStatementRow, importWorld, manyRows } from "./importMothers";

describe("PreviewImport", () => {
  it("judges every row and records nothing", async () => {
    const { preview, stored } = await importWorld();
    const result = await preview([
      aStatementRow({ line: 2 }),
      aStatementRow({ line: 3, amountMinor: 250_000, description: "Salary" }),
      { status: "refused", line: 4, reason: "TOO_MANY_DECIMALS", message: "-1.995 has more decimals than USD" },
      { status: "refused", line: 5, reason: "CURRENCY_MISMATCH", message: "EUR is not the wallet's USD" },
    ]);
    expect(result.import).toMatchObject({
      status: "preview",
      format: "csv",
      counts: { rows: 4, ready: 2, refused: 2, duplicate: 0 },
    });
    expect(result.rows.map((row) => [row.line, row.status, row.reason])).toEqual([
      [2, "ready", null],
      [3, "ready", null],
      [4, "refused", "TOO_MANY_DECIMALS"],
      [5, "refused", "CURRENCY_MISMATCH"],
    ]);
    expect(result.rows[1]?.transaction).toMatchObject({ type: "income", amountMinor: 250_000, date: "2026-03-14" });
    expect(result.import.expiresAt.getTime() - result.import.createdAt.getTime()).toBe(24 * 3600 * 1000);
    expect(await stored()).toEqual([]);
  });

  it("keeps repeated identical rows of one file: two coffees on one day are two coffees", async () => {
    const { preview } = await importWorld();
    const result = await preview([aStatementRow({ line: 2 }), aStatementRow({ line: 3 })]);
    expect(result.import.counts).toMatchObject({ ready: 2, duplicate: 0 });
  });

  it("marks a row the wallet already holds by day, amount and normalised description", async () => {
    const { world, account, preview } = await importWorld();
    await world.anExpense(account.userId, account.refs, {
      amount: 4.5,
      description: "COFFEE  corner!",
      date: "2026-03-14T08:00:00Z",
    });
    const result = await preview([
      aStatementRow({ line: 2 }),
      aStatementRow({ line: 3 }),
      aStatementRow({ line: 4, date: "2026-03-13" }),
    ]);
    expect(result.rows.map((row) => [row.status, row.reason])).toEqual([
      ["duplicate", "DUPLICATE_ENTRY"],
      ["ready", null],
      ["ready", null],
    ]);
  });

  it("marks a row whose external id the wallet holds from an earlier import, whatever its text", async () => {
    const { preview, commit, account } = await importWorld();
    const first = await preview([aStatementRow({ externalId: "FIT-1" })]);
    await commit.execute(account.userId, first.import.id);
    const again = await preview([
      aStatementRow({ externalId: "FIT-1", description: "Other text" }),
      aStatementRow({ externalId: "FIT-2" }),
    ]);
    expect(again.rows.map((row) => [row.status, row.reason])).toEqual([
      ["duplicate", "DUPLICATE_EXTERNAL_ID"],
      ["ready", null],
    ]);
  });

  it("matches the file's category names to the caller's, case-insensitively, else the default", async () => {
    const { world, account, preview } = await importWorld();
    const groceries = await world.aCategory(account.userId, "Groceries");
    const result = await preview([
      aStatementRow({ line: 2, category: "GROCERIES" }),
      aStatementRow({ line: 3, category: "Groceries:Market" }),
      aStatementRow({ line: 4, category: "Unknown" }),
    ]);
    expect(result.rows.map((row) => row.transaction?.categoryId)).toEqual([
      groceries.id,
      groceries.id,
      account.refs.categoryId,
    ]);
  });

  it("answers the first 100 rows and pages the rest by status", async () => {
    const { preview, listRows, account } = await importWorld();
    const entries = [
      ...manyRows(2500),
      { status: "refused" as const, line: 9999, reason: "UNREADABLE_DATE" as const, message: "?" },
    ];
    const result = await preview(entries);
    expect(result.import.counts).toEqual({ rows: 2501, ready: 2500, duplicate: 0, refused: 1 });
    expect(result.rows).toHaveLength(100);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRows.execute(account.userId, result.import.id, { limit: 500, ...(cursor && { cursor }) });
      seen.push(...page.items.map((row) => row.position));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 2501 }, (_, i) => i + 1));
    const refused = await listRows.execute(account.userId, result.import.id, { status: "refused" });
    expect(refused.items.map((row) => row.line)).toEqual([9999]);
  });

  it("keeps nothing of a file whose reading fails after rows were read", async () => {
    const { world, preview } = await importWorld();
    const error = await failure(() => preview(manyRows(1500), { failAtEnd: true }));
    expect(error.code).toBe("UNSUPPORTED_IMPORT_FORMAT");
    expect(await world.repos.imports.deleteExpired(new Date("2100-01-01"))).toBe(0);
  });

  it("refuses an archived wallet and other users' wallets and categories", async () => {
    const { world, account, preview } = await importWorld();
    await world.updateWallet.execute(account.userId, account.refs.walletId, { archived: true });
    expect((await failure(() => preview([aStatementRow()]))).code).toBe("WALLET_ARCHIVED");
    const other = await world.anAccount();
    expect((await failure(() => preview([aStatementRow()], {}, other.refs))).code).toBe("WALLET_NOT_FOUND");
  });
});
