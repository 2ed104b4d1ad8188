import { describe, expect, it } from "vitest";
import { expenseInput, failure, incomeInput, makeWorld } from "../mothers";

describe("CreateTransaction", () => {
  it("records an expense as a negative amount and moves the wallet's balance", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const { transaction, budgets } = await world.createTransaction.execute(
      userId,
      expenseInput(refs, { amount: 12.5 }),
    );
    expect(transaction).toEqual({
      id: transaction.id,
      userId,
      ...refs,
      transferId: null,
      tagIds: [],
      type: "expense",
      amountMinor: -1250,
      currency: "USD",
      description: "Groceries",
      date: new Date("2026-03-14T09:30:00Z"),
      createdAt: world.clock.now(),
      updatedAt: world.clock.now(),
      version: 1,
    });
    expect(budgets).toEqual([]);
    expect(await world.repos.transactions.findById(transaction.id)).toEqual(transaction);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 - 1250);
  });

  it("records income as a positive amount", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 0 });
    const { transaction } = await world.createTransaction.execute(userId, incomeInput(refs, { amount: 1000 }));
    expect(transaction.amountMinor).toBe(100_000);
    expect(await world.balanceOf(refs.walletId)).toBe(100_000);
  });

  it("sums exactly: 0.1 + 0.2 leaves 0.3 on the wallet", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 0 });
    await world.createTransaction.execute(userId, incomeInput(refs, { amount: 0.1 }));
    await world.createTransaction.execute(userId, incomeInput(refs, { amount: 0.2 }));
    expect(await world.balanceOf(refs.walletId)).toBe(30);
  });

  it("normalises the currency and type, and defaults the description", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const input = expenseInput(refs, { currency: "usd", type: "Expense", description: undefined });
    const { transaction } = await world.createTransaction.execute(userId, input);
    expect(transaction).toMatchObject({ currency: "USD", type: "expense", description: "" });
  });

  it("accepts wallet and category ids in any case and stores them canonical", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const upper = { walletId: refs.walletId.toUpperCase(), categoryId: refs.categoryId.toUpperCase() };
    const { transaction } = await world.createTransaction.execute(userId, expenseInput(upper));
    expect(transaction).toMatchObject(refs);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 - 1250);
  });

  it("uses the currency's exponent for the amount", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ currency: "JPY", balance: 0 });
    const { transaction } = await world.createTransaction.execute(
      userId,
      expenseInput(refs, { currency: "JPY", amount: 500 }),
    );
    expect(transaction.amountMinor).toBe(-500);
    const error = await failure(() =>
      world.createTransaction.execute(userId, expenseInput(refs, { currency: "JPY", amount: 5.5 })),
    );
    expect(error.details?.[0]?.path).toBe("amount");
  });

  it("refuses bad amounts, currencies, types, dates and descriptions and writes nothing", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const cases = [
      [{ amount: -5 }, "amount"],
      [{ amount: 0 }, "amount"],
      [{ amount: 1.001 }, "amount"],
      [{ amount: "12" as unknown as number }, "amount"],
      [{ amount: Number.POSITIVE_INFINITY }, "amount"],
      [{ amount: 1e13 }, "amount"],
      [{ currency: "ABC" }, "currency"],
      [{ type: "transfer" }, "type"],
      [{ date: "2026-02-30T10:00:00Z" }, "date"],
      [{ date: "soon" }, "date"],
      [{ description: "x".repeat(501) }, "description"],
    ] as const;
    for (const [override, path] of cases) {
      const error = await failure(() => world.createTransaction.execute(userId, expenseInput(refs, override)));
      expect(error.code, path).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe(path);
    }
    expect((await world.listTransactions.execute(userId)).items).toEqual([]);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
  });

  it("answers an invalid date with the contract's message", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const error = await failure(() =>
      world.createTransaction.execute(userId, expenseInput(refs, { date: "2026-13-01" })),
    );
    expect(error.message).toBe("Transaction date is invalid");
  });

  it("refuses a wallet that is missing, malformed or another user's with WALLET_NOT_FOUND", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    for (const walletId of [other.refs.walletId, world.ids.next(), "not-a-uuid"]) {
      const error = await failure(() => world.createTransaction.execute(userId, expenseInput({ ...refs, walletId })));
      expect(error.code).toBe("WALLET_NOT_FOUND");
    }
    expect(await world.balanceOf(other.refs.walletId)).toBe(10_000);
  });

  it("refuses a category that is missing, malformed or another user's with INVALID_CATEGORY_EXIST_PARAMS", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    for (const categoryId of [other.refs.categoryId, world.ids.next(), ""]) {
      const error = await failure(() => world.createTransaction.execute(userId, expenseInput({ ...refs, categoryId })));
      expect(error.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
    }
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
  });

  it("reads wallet, category and tags together but reports them in that order, as one by one", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const unknown = world.ids.next();
    const codeOf = async (input: Parameters<typeof expenseInput>[0], tagIds: string[] = []) =>
      (await failure(() => world.createTransaction.execute(userId, { ...expenseInput(input), tagIds }))).code;
    expect(await codeOf({ ...refs, walletId: unknown, categoryId: unknown }, [unknown])).toBe("WALLET_NOT_FOUND");
    expect(await codeOf({ ...refs, categoryId: unknown }, [unknown])).toBe("INVALID_CATEGORY_EXIST_PARAMS");
    expect(await codeOf(refs, [unknown])).toBe("TAG_NOT_FOUND");
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
  });

  it("refuses a currency other than the wallet's with CURRENCY_MISMATCH", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ currency: "USD" });
    const error = await failure(() => world.createTransaction.execute(userId, expenseInput(refs, { currency: "EUR" })));
    expect(error.code).toBe("CURRENCY_MISMATCH");
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
  });
});
