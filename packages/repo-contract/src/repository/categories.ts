import { describe, expect, it } from "vitest";
import { aCategory, aUser, minutesAfter, newId } from "../mothers";
import { type ContractContext, codeOf, expectCode, settle } from "./harness";

/** Categories: round trips, lists, one name per user (also under races). */
export const describeCategoriesContract = ({ repos, store }: ContractContext): void => {
  describe("categories", () => {
    it("round-trips and lists only the user's own, oldest first", async () => {
      const [alice, bob] = [aUser(), aUser()];
      await repos().users.create(alice);
      await repos().users.create(bob);
      const second = aCategory(alice.id, { name: "Rent", createdAt: minutesAfter(2) });
      const first = aCategory(alice.id, { name: "Café", createdAt: minutesAfter(1) });
      await repos().categories.create(second);
      await repos().categories.create(first);
      await repos().categories.create(aCategory(bob.id, { name: "Rent" }));
      expect(await repos().categories.findById(first.id)).toEqual(first);
      expect(await repos().categories.findById(newId())).toBeNull();
      expect(await repos().categories.listByUser(alice.id)).toEqual([first, second]);
    });

    it("refuses a name the user already has, ignoring case, but not another user's", async () => {
      const [alice, bob] = [aUser(), aUser()];
      await repos().users.create(alice);
      await repos().users.create(bob);
      await repos().categories.create(aCategory(alice.id, { name: "Groceries" }));
      await expectCode(
        repos().categories.create(aCategory(alice.id, { name: "GROCERIES" })),
        "CATEGORY_ALREADY_EXISTS",
      );
      await repos().categories.create(aCategory(bob.id, { name: "groceries" }));
      expect(await repos().categories.listByUser(alice.id)).toHaveLength(1);
    });

    it("lets exactly one of two concurrent creates of the same name win", async () => {
      const user = aUser();
      await repos().users.create(user);
      const { fulfilled, reasons } = await settle([
        repos().categories.create(aCategory(user.id, { name: "Travel" })),
        repos().categories.create(aCategory(user.id, { name: "travel" })),
      ]);
      expect(fulfilled).toBe(1);
      expect(reasons.map(codeOf)).toEqual(["CATEGORY_ALREADY_EXISTS"]);
      expect(await repos().categories.listByUser(user.id)).toHaveLength(1);
    });

    it("lets exactly one of two concurrent creates win across two handles on one store", async () => {
      const harness = store();
      if (!harness.openPeer) return;
      const peer = await harness.openPeer();
      try {
        const user = aUser();
        await repos().users.create(user);
        const { fulfilled, reasons } = await settle([
          repos().categories.create(aCategory(user.id, { name: "Books" })),
          peer.repositories.categories.create(aCategory(user.id, { name: "BOOKS" })),
        ]);
        expect(fulfilled).toBe(1);
        expect(reasons.map(codeOf)).toEqual(["CATEGORY_ALREADY_EXISTS"]);
      } finally {
        await peer.close();
      }
    });
  });
};
