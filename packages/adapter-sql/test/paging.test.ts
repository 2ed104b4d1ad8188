import type { CategoryId, Transaction } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { describe, expect, it } from "vitest";
import { chunks, escapeLike, isUnfiltered, pageOf } from "../src";

const row = (id: string, ms: number): Transaction => ({
  id: idOf(id),
  userId: idOf("u"),
  walletId: idOf("w"),
  categoryId: idOf<CategoryId>("c"),
  transferId: null,
  type: "expense",
  amountMinor: -1,
  currency: "USD" as Transaction["currency"],
  description: "",
  date: new Date(ms),
  createdAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  tagIds: [],
});

describe("the shared paging helpers", () => {
  it("turns limit + 1 rows into a page whose cursor is its last row, and no cursor without the extra row", () => {
    const rows = [row("c", 3), row("b", 2), row("a", 1)];
    const none = new Map<string, string[]>();
    expect(pageOf(2, rows, none)).toEqual({ items: rows.slice(0, 2), nextCursor: { date: new Date(2), id: "b" } });
    expect(pageOf(3, rows, none)).toEqual({ items: rows, nextCursor: null });
    expect(pageOf(2, [], none)).toEqual({ items: [], nextCursor: null });
    const tagged = pageOf(2, rows, new Map([["b", ["t1", "t2"]]]));
    expect(tagged.items.map((tx) => tx.tagIds)).toEqual([[], ["t1", "t2"]]);
  });

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
  });

  it("cuts inserts into chunks of at most the given size", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
  });

  it("sends only the user-and-cursor lists to the prepared statements", () => {
    expect(isUnfiltered({ userId: idOf("u"), limit: 5, after: { date: new Date(1), id: idOf("a") } })).toBe(true);
    expect(isUnfiltered({ userId: idOf("u"), limit: 5, q: "x" })).toBe(false);
  });
});
