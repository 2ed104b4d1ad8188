import type { Repositories, StoreVersion } from "@finance/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aTransaction, givenLedgerIn } from "./mothers";
import type { RepositoryHarness } from "./repository/harness";

/** One open, migrated store, its version, and a second handle on the same data (a peer process). */
export interface StoreVersionHarness {
  readonly repositories: Repositories;
  readonly version: StoreVersion;
  readonly openPeer: NonNullable<RepositoryHarness["openPeer"]>;
  close(): Promise<void>;
}

/**
 * Runs `work` between two reads until they agree: on a shared server other tests commit
 * meanwhile, but not during every try, while a version that `work` itself moves never agrees.
 */
const agreesAround = async (version: StoreVersion, work: () => Promise<unknown>): Promise<boolean> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const before = await version.read();
    await work();
    if ((await version.read()) === before) return true;
  }
  return false;
};

/** What a cache of answers relies on, run on every store that has a version. */
export const describeStoreVersionContract = (name: string, open: () => Promise<StoreVersionHarness>): void => {
  describe(`store version contract: ${name}`, () => {
    let harness: StoreVersionHarness;

    beforeAll(async () => {
      harness = await open();
    });

    afterAll(async () => {
      await harness?.close();
    });

    it("stays the same while the store is only read", async () => {
      const { user, wallet, ledger } = await givenLedgerIn(harness.repositories);
      await harness.repositories.transactions.create(aTransaction(ledger));
      const reads = async () => {
        await harness.repositories.transactions.list({ userId: user.id, limit: 50 });
        await harness.repositories.wallets.findById(wallet.id);
      };
      expect(await agreesAround(harness.version, reads)).toBe(true);
    });

    it("changes with every write through the repositories", async () => {
      const { ledger } = await givenLedgerIn(harness.repositories);
      const seen = new Set([await harness.version.read()]);
      const created = aTransaction(ledger);
      await harness.repositories.transactions.create(created);
      seen.add(await harness.version.read());
      await harness.repositories.transactions.delete(created.id);
      seen.add(await harness.version.read());
      expect(seen.size).toBe(3);
    });

    it("changes when another connection or process commits", async () => {
      const peer = await harness.openPeer();
      try {
        const { ledger } = await givenLedgerIn(harness.repositories);
        const before = await harness.version.read();
        await peer.repositories.transactions.create(aTransaction(ledger));
        expect(await harness.version.read()).not.toBe(before);
      } finally {
        await peer.close();
      }
    });
  });
};
