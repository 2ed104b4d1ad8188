import { describe, expect, it } from "vitest";
import { MAX_TOTAL_MINOR } from "../../src";
import { failure, makeWorld } from "../mothers";

describe("GetWallet", () => {
  it("answers the caller's wallet, and another user's or a missing one alike", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    expect((await world.getWallet.execute(userId, refs.walletId.toUpperCase())).id).toBe(refs.walletId);
    expect((await failure(() => world.getWallet.execute(other.userId, refs.walletId))).code).toBe("WALLET_NOT_FOUND");
    const malformed = await failure(() => world.getWallet.execute(userId, "nope"));
    expect([malformed.code, malformed.details?.[0]?.path]).toEqual(["VALIDATION_ERROR", "id"]);
  });
});

describe("UpdateWallet", () => {
  it("renames, archives and moves the balance by the change of the opening balance", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    await world.anExpense(userId, refs, { amount: 30 });
    const updated = await world.updateWallet.execute(userId, refs.walletId, {
      name: " Main ",
      initialBalance: 250,
      archived: true,
    });
    expect(updated).toMatchObject({ name: "Main", initialBalanceMinor: 25_000, balanceMinor: 22_000, archived: true });
    expect(await world.repos.wallets.findById(refs.walletId)).toEqual(updated);
  });

  it("changes the currency only while nothing is recorded in the wallet", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 0 });
    const euro = await world.updateWallet.execute(userId, refs.walletId, { currency: "eur" });
    expect([euro.currency, euro.balanceMinor]).toEqual(["EUR", 0]);
    const yen = await world.updateWallet.execute(userId, refs.walletId, { currency: "JPY", initialBalance: 500 });
    expect([yen.initialBalanceMinor, yen.balanceMinor]).toEqual([500, 500]);
    const noAmount = await failure(() => world.updateWallet.execute(userId, refs.walletId, { currency: "USD" }));
    expect(noAmount.details?.[0]?.path).toBe("initialBalance");
    await world.anExpense(userId, refs, { amount: 5, currency: "JPY" });
    const locked = await failure(() =>
      world.updateWallet.execute(userId, refs.walletId, { currency: "USD", initialBalance: 1 }),
    );
    expect(locked.code).toBe("WALLET_CURRENCY_LOCKED");
    expect((await world.repos.wallets.findById(refs.walletId))?.currency).toBe("JPY");
  });

  it("refuses an empty patch, bad values, another user's wallet and a balance beyond the range", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    expect((await failure(() => world.updateWallet.execute(userId, refs.walletId, {}))).code).toBe("VALIDATION_ERROR");
    const cents = await failure(() => world.updateWallet.execute(userId, refs.walletId, { initialBalance: 0.001 }));
    expect(cents.details?.[0]?.path).toBe("initialBalance");
    const stranger = await failure(() => world.updateWallet.execute(other.userId, refs.walletId, { name: "Mine" }));
    expect(stranger.code).toBe("WALLET_NOT_FOUND");
    await world.anExpense(userId, refs, { amount: 1, type: "income" }); // balance 101.00, opening 100.00
    const beyond = await failure(() =>
      world.repos.wallets.update(refs.walletId, { initialBalanceMinor: MAX_TOTAL_MINOR }),
    );
    expect(beyond.code).toBe("SUM_OUT_OF_RANGE");
    expect(await world.balanceOf(refs.walletId)).toBe(10_100);
  });
});

describe("archived wallets", () => {
  it("are left out of the list unless asked for, and take no new transaction", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const open = await world.aWallet(userId, { name: "Open" });
    await world.anExpense(userId, refs);
    await world.updateWallet.execute(userId, refs.walletId, { archived: true });
    expect((await world.listWallets.execute(userId)).items.map((w) => w.id)).toEqual([open.id]);
    expect((await world.listWallets.execute(userId, { archived: "true" })).items).toHaveLength(2);
    expect((await failure(() => world.anExpense(userId, refs))).code).toBe("WALLET_ARCHIVED");
    const inOpen = await world.anExpense(userId, { ...refs, walletId: open.id });
    const moveIn = await failure(() => world.updateTransaction.execute(userId, inOpen.id, { walletId: refs.walletId }));
    expect(moveIn.code).toBe("WALLET_ARCHIVED");
  });
});

describe("ListWallets paging", () => {
  it("pages oldest first with a cursor, and refuses bad limits and cursors", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push((await world.aWallet(user.id, { name: `W${i}` })).id);
      if (i % 2 === 0) world.clock.advance(1000);
    }
    const first = await world.listWallets.execute(user.id, { limit: 2 });
    expect([first.items.map((w) => w.id), first.hasMore]).toEqual([made.slice(0, 2), true]);
    const second = await world.listWallets.execute(user.id, { limit: 2, cursor: first.nextCursor ?? "" });
    const third = await world.listWallets.execute(user.id, { limit: 2, cursor: second.nextCursor ?? "" });
    expect([...second.items, ...third.items].map((w) => w.id)).toEqual(made.slice(2));
    expect([third.hasMore, third.nextCursor]).toEqual([false, null]);
    expect((await world.listWallets.execute(user.id)).limit).toBe(100);
    for (const input of [{ limit: 0 }, { limit: 101 }, { cursor: "x" }, { archived: "yes" }]) {
      expect((await failure(() => world.listWallets.execute(user.id, input))).code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("DeleteWallet", () => {
  it("deletes an unused wallet and refuses one that transactions or budgets use", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const unused = await world.aWallet(userId);
    expect((await world.deleteWallet.execute(userId, unused.id)).id).toBe(unused.id);
    expect(await world.repos.wallets.findById(unused.id)).toBeNull();
    await world.anExpense(userId, refs);
    expect((await failure(() => world.deleteWallet.execute(userId, refs.walletId))).code).toBe("WALLET_IN_USE");
    const budgeted = await world.aWallet(userId);
    await world.storeBudget({ ownerId: userId, walletId: budgeted.id });
    expect((await failure(() => world.deleteWallet.execute(userId, budgeted.id))).code).toBe("WALLET_IN_USE");
  });

  it("moves transactions and budgets to the reassignTo wallet, its balance by their sum", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const target = await world.aWallet(userId, { balance: 10 });
    const spent = await world.anExpense(userId, refs, { amount: 30 });
    const budget = await world.storeBudget({ ownerId: userId, walletId: refs.walletId });
    await world.deleteWallet.execute(userId, refs.walletId, { reassignTo: target.id });
    expect(await world.balanceOf(target.id)).toBe(1_000 - 3_000);
    expect(await world.repos.transactions.findById(spent.id)).toMatchObject({ walletId: target.id, version: 2 });
    expect(await world.repos.budgets.findById(budget.id)).toMatchObject({ walletId: target.id, version: 2 });
    expect(await world.repos.wallets.findById(refs.walletId)).toBeNull();
  });

  it("refuses a reassignTo that is itself, missing, another user's, archived or in another currency", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    await world.anExpense(userId, refs);
    const archived = await world.aWallet(userId);
    await world.updateWallet.execute(userId, archived.id, { archived: true });
    const euro = await world.aWallet(userId, { currency: "EUR" });
    const cases = [
      [refs.walletId, "VALIDATION_ERROR"],
      ["not-an-id", "VALIDATION_ERROR"],
      [other.refs.walletId, "WALLET_NOT_FOUND"],
      [archived.id, "WALLET_ARCHIVED"],
      [euro.id, "CURRENCY_MISMATCH"],
    ] as const;
    for (const [reassignTo, code] of cases) {
      expect((await failure(() => world.deleteWallet.execute(userId, refs.walletId, { reassignTo }))).code).toBe(code);
    }
    expect(await world.repos.wallets.findById(refs.walletId)).not.toBeNull();
  });
});
