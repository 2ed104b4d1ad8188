import { describe, expect, it } from "vitest";
import { aUser, aWallet, JPY, minutesAfter, newId } from "../mothers";
import { type ContractContext, idsOf } from "./harness";

/** Wallets: round trips and each user's list in creation order. */
export const describeWalletsContract = ({ repos }: ContractContext): void => {
  describe("wallets", () => {
    it("round-trips every field, large and negative minor units included", async () => {
      const user = aUser();
      await repos().users.create(user);
      const rich = aWallet(user.id, {
        currency: JPY,
        initialBalanceMinor: 900_000_000_000_000,
        balanceMinor: 900_000_000_000_000,
        createdAt: minutesAfter(1),
      });
      const overdrawn = aWallet(user.id, { initialBalanceMinor: -5, balanceMinor: -5, createdAt: minutesAfter(2) });
      await repos().wallets.create(rich);
      await repos().wallets.create(overdrawn);
      expect(await repos().wallets.findById(rich.id)).toEqual(rich);
      expect(await repos().wallets.findById(overdrawn.id)).toEqual(overdrawn);
      expect(await repos().wallets.findById(newId())).toBeNull();
      expect(await repos().wallets.findById(newId())).toBeNull();
    });

    it("lists only the user's wallets, oldest first with ties broken by id", async () => {
      const [alice, bob] = [aUser(), aUser()];
      await repos().users.create(alice);
      await repos().users.create(bob);
      const later = aWallet(alice.id, { createdAt: minutesAfter(5) });
      const tieA = aWallet(alice.id, { createdAt: minutesAfter(1) });
      const tieB = aWallet(alice.id, { createdAt: minutesAfter(1) });
      for (const wallet of [later, tieB, tieA, aWallet(bob.id)]) await repos().wallets.create(wallet);
      expect(idsOf(await repos().wallets.listByUser(alice.id))).toEqual([tieA.id, tieB.id, later.id]);
      expect(await repos().wallets.listByUser(newId())).toEqual([]);
    });
  });
};
