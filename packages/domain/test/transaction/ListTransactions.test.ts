import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, type Transaction } from "../../src";
import { idOf } from "../../src/testing";
import { failure, incomeInput, makeWorld } from "../mothers";

/** Five expenses of one user over three days; two share an instant. */
const withHistory = async () => {
  const world = makeWorld();
  const { userId, refs } = await world.anAccount({ balance: 1000 });
  const at = (date: string, description: string) => world.anExpense(userId, refs, { date, description });
  const history = [
    await at("2026-03-10T10:00:00Z", "Bakery"),
    await at("2026-03-11T10:00:00Z", "Coffee beans"),
    await at("2026-03-11T10:00:00Z", "Cinema"),
    await at("2026-03-12T23:59:59Z", "Late coffee"),
    await at("2026-03-13T00:00:00Z", "Market"),
  ];
  return { world, userId, refs, history };
};

const newestFirst = (rows: readonly Transaction[]) =>
  [...rows].sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1));
const descriptions = (rows: readonly Transaction[]) => rows.map((t) => t.description);

describe("ListTransactions", () => {
  it("answers the caller's transactions newest first, by date then id", async () => {
    const { world, userId, history } = await withHistory();
    await world.anAccount().then((other) => world.anExpense(other.userId, other.refs));
    const list = await world.listTransactions.execute(userId);
    expect(list.items).toEqual(newestFirst(history));
    expect(descriptions(list.items)).toEqual(["Market", "Late coffee", "Cinema", "Coffee beans", "Bakery"]);
    expect(list).toMatchObject({ limit: 50, nextCursor: null });
  });

  it("pages with a cursor through every row exactly once", async () => {
    const { world, userId, history } = await withHistory();
    const seen: Transaction[] = [];
    let cursor: string | undefined;
    do {
      const page = await world.listTransactions.execute(userId, { limit: 2, ...(cursor && { cursor }) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(newestFirst(history));
  });

  it("stays stable when rows are inserted between pages", async () => {
    const { world, userId, refs, history } = await withHistory();
    const first = await world.listTransactions.execute(userId, { limit: 2 });
    await world.anExpense(userId, refs, { date: "2026-03-14T00:00:00Z", description: "Newer" });
    await world.anExpense(userId, refs, { date: "2026-03-12T23:59:59Z", description: "Same instant as a seen row" });
    const rest = await world.listTransactions.execute(userId, { limit: 10, cursor: first.nextCursor ?? "" });
    expect(descriptions([...first.items, ...rest.items])).toEqual(descriptions(newestFirst(history)));
  });

  it("answers no cursor on the last page, even when it is full", async () => {
    const { world, userId } = await withHistory();
    expect((await world.listTransactions.execute(userId, { limit: 5 })).nextCursor).toBeNull();
    expect((await world.listTransactions.execute(userId, { limit: 4 })).nextCursor).not.toBeNull();
  });

  it("defaults to 50 rows and allows 1 to 100", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    for (let i = 0; i < 51; i += 1) await world.anExpense(userId, refs, { amount: 0.01 });
    expect((await world.listTransactions.execute(userId)).items).toHaveLength(50);
    expect((await world.listTransactions.execute(userId, { limit: 1 })).items).toHaveLength(1);
    expect((await world.listTransactions.execute(userId, { limit: 100 })).items).toHaveLength(51);
    for (const limit of [0, 101, 1.5, -1, Number.NaN]) {
      const error = await failure(() => world.listTransactions.execute(userId, { limit }));
      expect(error.details?.[0]?.path, String(limit)).toBe("limit");
    }
  });

  it("filters by from (inclusive) and to (a calendar day includes the whole day)", async () => {
    const { world, userId } = await withHistory();
    const list = (query: { from?: string; to?: string }) =>
      world.listTransactions.execute(userId, query).then((l) => descriptions(l.items));
    expect(await list({ from: "2026-03-11T10:00:00Z" })).toEqual(["Market", "Late coffee", "Cinema", "Coffee beans"]);
    expect(await list({ to: "2026-03-12" })).toEqual(["Late coffee", "Cinema", "Coffee beans", "Bakery"]);
    expect(await list({ to: "2026-03-12T23:59:59Z" })).toEqual(["Cinema", "Coffee beans", "Bakery"]);
    expect(await list({ from: "2026-03-11", to: "2026-03-11" })).toEqual(["Cinema", "Coffee beans"]);
    expect(await list({ from: "2026-03-11T12:00:00+02:00", to: "2026-03-12" })).toEqual([
      "Late coffee",
      "Cinema",
      "Coffee beans",
    ]);
  });

  it("filters by wallet, category, type and text", async () => {
    const { world, userId, refs } = await withHistory();
    const cash = await world.aWallet(userId, { name: "Cash" });
    const fun = await world.aCategory(userId, "Fun");
    await world.anExpense(userId, { ...refs, walletId: cash.id }, { description: "Cash coffee" });
    await world.anExpense(userId, { ...refs, categoryId: fun.id }, { description: "Bowling" });
    await world.createTransaction.execute(userId, incomeInput(refs, { description: "Coffee refund" }));
    const list = (query: Record<string, string>) =>
      world.listTransactions.execute(userId, query).then((l) => descriptions(l.items).sort());
    expect(await list({ walletId: cash.id })).toEqual(["Cash coffee"]);
    expect(await list({ categoryId: fun.id })).toEqual(["Bowling"]);
    expect(await list({ type: "income" })).toEqual(["Coffee refund"]);
    expect(await list({ q: "COFFEE" })).toEqual(["Cash coffee", "Coffee beans", "Coffee refund", "Late coffee"]);
    expect(await list({ q: " coffee ", type: "expense", walletId: refs.walletId })).toEqual([
      "Coffee beans",
      "Late coffee",
    ]);
    expect(await list({ q: "   " })).toHaveLength(8);
  });

  it("answers nothing for another user's wallet instead of leaking its rows", async () => {
    const { world, refs } = await withHistory();
    const stranger = await world.aUser();
    expect((await world.listTransactions.execute(stranger.id, { walletId: refs.walletId })).items).toEqual([]);
  });

  it("refuses malformed filters", async () => {
    const { world, userId } = await withHistory();
    const cases = [
      [{ from: "2026-02-30" }, "from"],
      [{ to: "tomorrow" }, "to"],
      [{ from: "2026-03-12", to: "2026-03-11" }, "from"],
      [{ from: "2026-03-12T00:00:00Z", to: "2026-03-12T00:00:00Z" }, "from"],
      [{ walletId: "wallet-1" }, "walletId"],
      [{ categoryId: "" }, "categoryId"],
      [{ type: "transfer" }, "type"],
    ] as const;
    for (const [query, path] of cases) {
      const error = await failure(() => world.listTransactions.execute(userId, query));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path, JSON.stringify(query)).toBe(path);
    }
  });

  it("refuses a cursor it did not make", async () => {
    const { world, userId, history } = await withHistory();
    const valid = encodeCursor({ date: new Date("2026-03-11T10:00:00Z"), id: idOf(history[0]?.id ?? "") });
    const [ms, id] = valid.split(".");
    for (const cursor of [
      "",
      "garbage",
      `${ms}.`,
      `.${id}`,
      `${ms}.not-a-uuid`,
      `${ms}!.${id}`,
      `${valid}.extra`,
      `zzzzzzzzzzz.${id}`,
      `-.${id}`,
    ]) {
      const error = await failure(() => world.listTransactions.execute(userId, { cursor }));
      expect(error.details?.[0]?.path, cursor).toBe("cursor");
    }
    await expect(world.listTransactions.execute(userId, { cursor: valid })).resolves.toBeDefined();
  });

  it("round-trips its own cursors, also before 1970 and for upper-case ids", () => {
    const id = idOf("0195f3a0-0000-7000-8000-00000000000a");
    for (const date of [new Date("2026-03-11T10:00:00.123Z"), new Date("1969-12-31T23:59:59Z")]) {
      expect(decodeCursor(encodeCursor({ date, id }))).toEqual({ date, id });
    }
    expect(decodeCursor(encodeCursor({ date: new Date(0), id: idOf(id.toUpperCase()) })).id).toBe(id);
  });
});
