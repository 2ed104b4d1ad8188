import { describe, expect, it } from "vitest";
import { type BudgetId, parseBudgetId, parseBudgetMemberId, parseUuid, type WalletId } from "../../src";
import { failure } from "../mothers";

const takesBudgetId = (id: BudgetId): string => id;

describe("branded ids", () => {
  it("are made by the one UUID parser, canonical, and typed as what they were read as", () => {
    const wallet = parseUuid<WalletId>("0195F3A0-0000-7000-8000-00000000000A");
    expect(wallet).toBe("0195f3a0-0000-7000-8000-00000000000a");
    if (wallet === null) throw new Error("unreachable");
    // @ts-expect-error a wallet id is not a budget id
    takesBudgetId(wallet);
    expect(takesBudgetId(parseBudgetId("0195F3A0-0000-7000-8000-00000000000B"))).toBe(
      "0195f3a0-0000-7000-8000-00000000000b",
    );
  });

  it("refuse text that is not a UUID with the field's own message", async () => {
    expect((await failure(() => parseBudgetId("nope"))).details).toEqual([
      { path: "budgetId", message: "Budget id is not valid" },
    ]);
    expect((await failure(() => parseBudgetMemberId("nope"))).details).toEqual([
      { path: "memberId", message: "Member id is not valid" },
    ]);
  });
});
