import { describe, expect, it } from "vitest";
import { failure, makeWorld } from "../mothers";

/** One user with a USD wallet (100.00), a second USD wallet (0) and a EUR wallet (50.00). */
const setUp = async () => {
  const world = makeWorld();
  const { userId, refs } = await world.anAccount({ balance: 100 });
  const savings = await world.aWallet(userId, { name: "Savings", balance: 0 });
  const euros = await world.aWallet(userId, { name: "Euros", currency: "EUR", balance: 50 });
  return { world, userId, refs, checking: refs.walletId, savings: savings.id, euros: euros.id };
};

const DATE = "2026-03-14T09:30:00Z";

describe("CreateTransfer", () => {
  it("writes two legs and moves both balances", async () => {
    const { world, userId, checking, savings } = await setUp();
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: savings,
      amount: 25.5,
      date: DATE,
      description: "Rainy day",
    });
    expect(transfer).toMatchObject({
      userId,
      fromWalletId: checking,
      toWalletId: savings,
      amountMinor: 2550,
      currency: "USD",
      toAmountMinor: 2550,
      toCurrency: "USD",
      description: "Rainy day",
      version: 1,
    });
    expect(await world.balanceOf(checking)).toBe(10_000 - 2550);
    expect(await world.balanceOf(savings)).toBe(2550);
    const outgoing = await world.repos.transactions.findById(transfer.outgoingTransactionId);
    const incoming = await world.repos.transactions.findById(transfer.incomingTransactionId);
    expect(outgoing).toMatchObject({ walletId: checking, type: "expense", amountMinor: -2550, categoryId: null });
    expect(outgoing?.transferId).toBe(transfer.id);
    expect(incoming).toMatchObject({ walletId: savings, type: "income", amountMinor: 2550, transferId: transfer.id });
  });

  it("takes the target amount the user gives between currencies", async () => {
    const { world, userId, checking, euros } = await setUp();
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: euros,
      amount: 10,
      toAmount: 9.2,
      date: DATE,
    });
    expect(transfer).toMatchObject({ amountMinor: 1000, currency: "USD", toAmountMinor: 920, toCurrency: "EUR" });
    expect(await world.balanceOf(euros)).toBe(5000 + 920);
  });

  it("refuses the same wallet on both sides, a missing rate, and a different amount in one currency", async () => {
    const { world, userId, checking, savings, euros } = await setUp();
    const base = { fromWalletId: checking, toWalletId: savings, amount: 10, date: DATE };
    const same = await failure(() => world.createTransfer.execute(userId, { ...base, toWalletId: checking }));
    expect(same).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "toWalletId" }] });
    const noRate = await failure(() => world.createTransfer.execute(userId, { ...base, toWalletId: euros }));
    expect(noRate).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "toAmount" }] });
    const uneven = await failure(() => world.createTransfer.execute(userId, { ...base, toAmount: 11 }));
    expect(uneven).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "toAmount" }] });
    expect(await world.createTransfer.execute(userId, { ...base, toAmount: 10 })).toMatchObject({
      toAmountMinor: 1000,
    });
    expect(await world.balanceOf(checking)).toBe(10_000 - 1000);
  });

  it("treats another user's wallet like a missing one", async () => {
    const { world, userId, checking } = await setUp();
    const other = await world.anAccount();
    const error = await failure(() =>
      world.createTransfer.execute(userId, {
        fromWalletId: checking,
        toWalletId: other.refs.walletId,
        amount: 1,
        date: DATE,
      }),
    );
    expect(error.code).toBe("WALLET_NOT_FOUND");
    expect(await world.balanceOf(checking)).toBe(10_000);
  });
});

describe("transfer legs in the ledger", () => {
  it("count in no budget and are changed only through their transfer", async () => {
    const { world, userId, refs, checking, savings } = await setUp();
    const budget = await world.storeBudget({ ownerId: userId, walletId: checking, categoryIds: [refs.categoryId] });
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: savings,
      amount: 40,
      date: DATE,
    });
    expect((await world.allocator.progress(budget, "2026-03-14")).spentMinor).toBe(0);
    const patch = await failure(() =>
      world.updateTransaction.execute(userId, transfer.outgoingTransactionId, { description: "x" }),
    );
    expect(patch).toMatchObject({ code: "TRANSACTION_IS_TRANSFER_LEG", details: [{ message: transfer.id }] });
  });

  it("deleting one leg deletes the transfer and gives both balances back", async () => {
    const { world, userId, refs, checking, savings } = await setUp();
    await world.anExpense(userId, refs, { amount: 5 });
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: savings,
      amount: 40,
      date: DATE,
    });
    const { transaction, budgets } = await world.deleteTransaction.execute(userId, transfer.incomingTransactionId);
    expect(transaction.id).toBe(transfer.incomingTransactionId);
    expect(budgets).toEqual([]);
    expect(await world.repos.transfers.findById(transfer.id)).toBeNull();
    expect(await world.repos.transactions.findById(transfer.outgoingTransactionId)).toBeNull();
    expect(await world.balanceOf(checking)).toBe(10_000 - 500);
    expect(await world.balanceOf(savings)).toBe(0);
    expect((await world.listTransactions.execute(userId)).items).toHaveLength(1);
  });
});

describe("UpdateTransfer", () => {
  it("moves both legs and both balances; a stale version is a CONFLICT with the current transfer", async () => {
    const { world, userId, checking, savings, euros } = await setUp();
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: savings,
      amount: 10,
      date: DATE,
    });
    const moved = await world.updateTransfer.execute(userId, transfer.id, {
      toWalletId: euros,
      toAmount: 9,
      version: 1,
    });
    expect(moved).toMatchObject({ toWalletId: euros, toAmountMinor: 900, toCurrency: "EUR", version: 2 });
    expect(await world.balanceOf(savings)).toBe(0);
    expect(await world.balanceOf(euros)).toBe(5000 + 900);
    expect(await world.balanceOf(checking)).toBe(10_000 - 1000);
    const leg = await world.repos.transactions.findById(transfer.incomingTransactionId);
    expect(leg).toMatchObject({ walletId: euros, amountMinor: 900, currency: "EUR", version: 2 });
    const stale = await failure(() => world.updateTransfer.execute(userId, transfer.id, { amount: 3, version: 1 }));
    expect(stale.code).toBe("CONFLICT");
    expect(stale.current).toEqual({ transfer: moved });
  });

  it("asks for the new amount when a side moves to another currency, and keeps one currency even", async () => {
    const { world, userId, checking, savings, euros } = await setUp();
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: savings,
      amount: 10,
      date: DATE,
    });
    const noRate = await failure(() => world.updateTransfer.execute(userId, transfer.id, { toWalletId: euros }));
    expect(noRate).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "toAmount" }] });
    const noAmount = await failure(() => world.updateTransfer.execute(userId, transfer.id, { fromWalletId: euros }));
    expect(noAmount).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "amount" }] });
    const bigger = await world.updateTransfer.execute(userId, transfer.id, { amount: 12 });
    expect(bigger).toMatchObject({ amountMinor: 1200, toAmountMinor: 1200 });
    expect(await world.balanceOf(savings)).toBe(1200);
  });

  it("refuses another user's transfer like a missing one, and a malformed id", async () => {
    const { world, userId, checking, savings } = await setUp();
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: checking,
      toWalletId: savings,
      amount: 10,
      date: DATE,
    });
    const other = await world.anAccount();
    expect((await failure(() => world.getTransfer.execute(other.userId, transfer.id))).code).toBe("TRANSFER_NOT_FOUND");
    expect((await failure(() => world.deleteTransfer.execute(other.userId, transfer.id))).code).toBe(
      "TRANSFER_NOT_FOUND",
    );
    expect((await failure(() => world.updateTransfer.execute(other.userId, transfer.id, { amount: 1 }))).code).toBe(
      "TRANSFER_NOT_FOUND",
    );
    expect(await failure(() => world.getTransfer.execute(userId, "nope"))).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "id" }],
    });
    expect(await world.balanceOf(savings)).toBe(1000);
  });
});

describe("ListTransfers", () => {
  it("pages newest first with a cursor and says whether there is more", async () => {
    const { world, userId, checking, savings } = await setUp();
    for (const day of ["2026-03-01", "2026-03-03", "2026-03-02"]) {
      await world.createTransfer.execute(userId, { fromWalletId: checking, toWalletId: savings, amount: 1, date: day });
    }
    const first = await world.listTransfers.execute(userId, { limit: 2 });
    expect(first.items.map((t) => t.date.toISOString().slice(0, 10))).toEqual(["2026-03-03", "2026-03-02"]);
    expect(first.hasMore).toBe(true);
    const second = await world.listTransfers.execute(userId, { limit: 2, cursor: first.nextCursor ?? "" });
    expect(second.items.map((t) => t.date.toISOString().slice(0, 10))).toEqual(["2026-03-01"]);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    const other = await world.anAccount();
    expect((await world.listTransfers.execute(other.userId)).items).toEqual([]);
  });
});
