import { describe, expect, it } from "vitest";
import { failure, makeWorld } from "../mothers";

describe("UpdateTransaction under concurrent writes", () => {
  it("keeps the fields of two PATCHes sent at the same time, with an exact balance", async () => {
    const world = makeWorld();
    const account = await world.anAccount({ balance: 100 });
    const transaction = await world.anExpense(account.userId, account.refs, { amount: 30 });
    await Promise.all([
      world.updateTransaction.execute(account.userId, transaction.id, { description: "Rent" }),
      world.updateTransaction.execute(account.userId, transaction.id, { amount: 45 }),
      world.updateTransaction.execute(account.userId, transaction.id, { date: "2026-03-02T00:00:00Z" }),
    ]);
    expect(await world.repos.transactions.findById(transaction.id)).toMatchObject({
      description: "Rent",
      amountMinor: -4_500,
      date: new Date("2026-03-02T00:00:00Z"),
      version: 4,
    });
    expect(await world.balanceOf(account.refs.walletId)).toBe(10_000 - 4_500);
  });

  it("answers CONFLICT with the current transaction when the client's version is not the stored one", async () => {
    const world = makeWorld();
    const account = await world.anAccount({ balance: 100 });
    const transaction = await world.anExpense(account.userId, account.refs, { amount: 30 });
    await world.updateTransaction.execute(account.userId, transaction.id, { amount: 10 });
    const error = await failure(() =>
      world.updateTransaction.execute(account.userId, transaction.id, { description: "stale", version: 1 }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.current).toMatchObject({ transaction: { version: 2, amountMinor: -1_000 } });
    expect(
      (
        await failure(() =>
          world.updateTransaction.execute(account.userId, transaction.id, { description: "x", version: 0 }),
        )
      ).code,
    ).toBe("VALIDATION_ERROR");
    const { transaction: fresh } = await world.updateTransaction.execute(account.userId, transaction.id, {
      description: "fresh",
      version: 2,
    });
    expect(fresh).toMatchObject({ description: "fresh", amountMinor: -1_000, version: 3 });
  });
});
