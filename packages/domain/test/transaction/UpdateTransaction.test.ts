import { describe, expect, it } from "vitest";
import { failure, makeWorld } from "../mothers";

const withExpense = async (amount = 30) => {
  const world = makeWorld();
  const account = await world.anAccount({ balance: 100 });
  const transaction = await world.anExpense(account.userId, account.refs, { amount });
  const update = (patch: Parameters<typeof world.updateTransaction.execute>[2]) =>
    world.updateTransaction.execute(account.userId, transaction.id, patch);
  return { world, ...account, transaction, update };
};

describe("UpdateTransaction", () => {
  it("refuses an empty patch with VALIDATION_ERROR", async () => {
    const { world, refs, update } = await withExpense();
    for (const patch of [{}, { amount: undefined }, { unknown: 1 } as object]) {
      expect((await failure(() => update(patch))).code).toBe("VALIDATION_ERROR");
    }
    expect(await world.balanceOf(refs.walletId)).toBe(7000);
  });

  it("re-applies the sign rule when the amount changes", async () => {
    const { world, refs, update } = await withExpense();
    const { transaction } = await update({ amount: 45.5 });
    expect(transaction.amountMinor).toBe(-4550);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 - 4550);
  });

  it("re-applies the sign rule when the type changes", async () => {
    const { world, refs, update } = await withExpense();
    expect((await update({ type: "income" })).transaction).toMatchObject({ type: "income", amountMinor: 3000 });
    expect(await world.balanceOf(refs.walletId)).toBe(13_000);
    expect((await update({ type: "EXPENSE", amount: 10 })).transaction.amountMinor).toBe(-1000);
    expect(await world.balanceOf(refs.walletId)).toBe(9000);
  });

  it("changes description and date and stamps updatedAt, keeping createdAt", async () => {
    const { world, transaction, update } = await withExpense();
    world.clock.advance(60_000);
    const { transaction: updated } = await update({ description: " Rent ", date: "2026-03-01T08:00:00+01:00" });
    expect(updated).toEqual({
      ...transaction,
      description: "Rent",
      date: new Date("2026-03-01T07:00:00Z"),
      updatedAt: world.clock.now(),
      version: 2,
    });
    expect(await world.getTransaction.execute(transaction.userId, transaction.id)).toEqual(updated);
  });

  it("moving to another wallet takes the amount off one balance and puts it on the other", async () => {
    const { world, userId, refs, update } = await withExpense(30);
    const savings = await world.aWallet(userId, { name: "Savings", balance: 50 });
    const { transaction } = await update({ walletId: savings.id, amount: 20 });
    expect(transaction.walletId).toBe(savings.id);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
    expect(await world.balanceOf(savings.id)).toBe(5000 - 2000);
  });

  it("re-checks the ownership of a new wallet or category", async () => {
    const { world, refs, update } = await withExpense();
    const stranger = await world.anAccount();
    expect((await failure(() => update({ walletId: stranger.refs.walletId }))).code).toBe("WALLET_NOT_FOUND");
    expect((await failure(() => update({ categoryId: stranger.refs.categoryId }))).code).toBe(
      "INVALID_CATEGORY_EXIST_PARAMS",
    );
    expect((await failure(() => update({ categoryId: "nope" }))).code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
    expect(await world.balanceOf(refs.walletId)).toBe(7000);
    expect(await world.balanceOf(stranger.refs.walletId)).toBe(10_000);
  });

  it("keeps the currency equal to the wallet's", async () => {
    const { world, userId, update } = await withExpense();
    expect((await failure(() => update({ currency: "EUR" }))).code).toBe("CURRENCY_MISMATCH");
    const euros = await world.aWallet(userId, { currency: "EUR" });
    expect((await failure(() => update({ walletId: euros.id }))).code).toBe("CURRENCY_MISMATCH");
    const { transaction } = await update({ walletId: euros.id, currency: "eur", amount: 30 });
    expect(transaction).toMatchObject({ walletId: euros.id, currency: "EUR", amountMinor: -3000 });
  });

  it("requires the new amount when the currency changes, and nothing moves without it", async () => {
    const { world, userId, refs, update } = await withExpense(30);
    const yen = await world.aWallet(userId, { currency: "JPY", balance: 0 });
    const error = await failure(() => update({ walletId: yen.id, currency: "JPY" }));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe("amount");
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 - 3000);
    const { transaction } = await update({ walletId: yen.id, currency: "JPY", amount: 4500 });
    expect(transaction.amountMinor).toBe(-4500);
    expect(await world.balanceOf(yen.id)).toBe(-4500);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
  });

  it("refuses a new amount the new currency cannot write", async () => {
    const { world, userId, refs, update } = await withExpense(12.5);
    const yen = await world.aWallet(userId, { currency: "JPY", balance: 0 });
    const error = await failure(() => update({ walletId: yen.id, currency: "JPY", amount: 12.5 }));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe("amount");
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 - 1250);
  });

  it("refuses invalid values like create does", async () => {
    const { update } = await withExpense();
    const cases = [
      [{ amount: 0 }, "amount"],
      [{ amount: -1 }, "amount"],
      [{ amount: 0.001 }, "amount"],
      [{ amount: null as unknown as number }, "amount"],
      [{ type: "gift" }, "type"],
      [{ date: "2026-02-30" }, "date"],
      [{ currency: "QQQ" }, "currency"],
    ] as const;
    for (const [patch, path] of cases) {
      const error = await failure(() => update(patch));
      expect(error.code, path).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe(path);
    }
    expect((await failure(() => update({ date: "nope" }))).message).toBe("Transaction date is invalid");
  });
});
