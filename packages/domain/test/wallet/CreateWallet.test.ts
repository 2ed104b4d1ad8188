import { describe, expect, it } from "vitest";
import { failure, makeWorld, walletInput } from "../mothers";

describe("CreateWallet", () => {
  it("opens the wallet with its balance as opening and live balance", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    const wallet = await world.createWallet.execute(
      user.id,
      walletInput({ name: " Cash ", currency: "usd", balance: 12.34 }),
    );
    expect(wallet).toEqual({
      id: wallet.id,
      userId: user.id,
      name: "Cash",
      currency: "USD",
      initialBalanceMinor: 1234,
      balanceMinor: 1234,
      archived: false,
      createdAt: world.clock.now(),
    });
    expect(await world.repos.wallets.findById(wallet.id)).toEqual(wallet);
  });

  it("starts at zero without a balance and accepts an overdrawn opening", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    expect((await world.createWallet.execute(user.id, { name: "New", currency: "EUR" })).balanceMinor).toBe(0);
    expect((await world.aWallet(user.id, { balance: -20.5 })).initialBalanceMinor).toBe(-2050);
  });

  it("reads the balance in the wallet currency's minor units", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    expect((await world.aWallet(user.id, { currency: "JPY", balance: 1500 })).balanceMinor).toBe(1500);
    expect((await world.aWallet(user.id, { currency: "KWD", balance: 1.5 })).balanceMinor).toBe(1500);
    const error = await failure(() => world.aWallet(user.id, { currency: "JPY", balance: 1.5 }));
    expect(error.details?.[0]?.path).toBe("balance");
  });

  it("refuses bad names, currencies and balances", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    const cases = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ currency: "XYZ" }, "currency"],
      [{ balance: 0.001 }, "balance"],
      [{ balance: Number.NaN }, "balance"],
      [{ balance: "10" as unknown as number }, "balance"],
    ] as const;
    for (const [override, path] of cases) {
      const error = await failure(() => world.aWallet(user.id, override));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe(path);
    }
    expect((await world.listWallets.execute(user.id)).items).toEqual([]);
  });
});

describe("ListWallets", () => {
  it("answers the caller's wallets only, oldest first", async () => {
    const world = makeWorld();
    const [ada, bob] = [await world.aUser(), await world.aUser()];
    const first = await world.aWallet(ada.id, { name: "First" });
    world.clock.advance(1000);
    const second = await world.aWallet(ada.id, { name: "Second" });
    await world.aWallet(bob.id, { name: "Bob's" });
    expect((await world.listWallets.execute(ada.id)).items).toEqual([first, second]);
  });
});
