import {
  type Budget,
  type ErrorCode,
  isDomainError,
  MAX_AMOUNT_MINOR,
  type ReceiptFingerprint,
  type Repositories,
  type Transaction,
  type TransactionListQuery,
} from "@finance/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeInstantContract } from "./instantsContract";
import {
  aBudget,
  aCategory,
  aMember,
  anExpense,
  anIncome,
  aTransaction,
  aUser,
  aWallet,
  expensesOf,
  JPY,
  type Ledger,
  minutesAfter,
  newId,
  rewriteBudgetTo,
  rewriteTo,
  T0,
  unique,
} from "./mothers";
import { describeSignedAmountContract } from "./signedAmountContract";
import { describeSumRangeContract } from "./sumRangeContract";
import { describeVersionedWrites } from "./versionedWritesContract";

/** One open store. Tests share it: each test creates its own users, so no test sees another's rows. */
export interface RepositoryHarness {
  readonly repositories: Repositories;
  /**
   * A second, independent handle on the same store, like a second API process on one database
   * (a second pool, a second SQLite connection). Omitted when the store cannot be shared.
   */
  readonly openPeer?: () => Promise<{ readonly repositories: Repositories; close(): Promise<void> }>;
  close(): Promise<void>;
}

export type MakeAdapters = () => Promise<RepositoryHarness>;

/** Newest first: date desc, then id desc (ids are lower-case UUID v7, so string order is byte order). */
const newestFirst = (a: Transaction, b: Transaction): number =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const expectCode = async (promise: Promise<unknown>, code: ErrorCode): Promise<void> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a DomainError ${code}`).not.toBeNull();
  expect(isDomainError(error) ? error.code : error).toBe(code);
};

const settle = async (promises: readonly Promise<unknown>[]) => {
  const results = await Promise.allSettled(promises);
  return {
    fulfilled: results.filter((r) => r.status === "fulfilled").length,
    reasons: results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : [])),
  };
};

const codeOf = (reason: unknown): unknown => (isDomainError(reason) ? reason.code : reason);

/**
 * The behaviour every persistence adapter must share, written once and run unchanged against
 * memory, SQLite and PostgreSQL. `makeAdapters` opens a migrated, possibly non-empty store.
 */
export const describeRepositoryContract = (name: string, makeAdapters: MakeAdapters): void => {
  describe(`repository contract: ${name}`, () => {
    let harness: RepositoryHarness;
    const repos = (): Repositories => harness.repositories;

    beforeAll(async () => {
      harness = await makeAdapters();
    });

    afterAll(async () => {
      await harness?.close();
    });

    /** A user with one wallet and one category. */
    const givenLedger = async (walletOverrides: Parameters<typeof aWallet>[1] = {}) => {
      const user = aUser();
      await repos().users.create(user);
      const wallet = aWallet(user.id, walletOverrides);
      await repos().wallets.create(wallet);
      const category = aCategory(user.id);
      await repos().categories.create(category);
      const ledger: Ledger = {
        userId: user.id,
        walletId: wallet.id,
        categoryId: category.id,
        currency: wallet.currency,
      };
      return { user, wallet, category, ledger };
    };

    const balanceOf = async (walletId: string): Promise<number | undefined> =>
      (await repos().wallets.findById(walletId))?.balanceMinor;

    const listAll = async (query: Omit<TransactionListQuery, "limit">): Promise<Transaction[]> =>
      (await repos().transactions.list({ limit: 100, ...query })).items;

    const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

    describeVersionedWrites({
      repos,
      withHandles: async (work) => {
        const peer = await harness.openPeer?.();
        try {
          await work(peer ? [repos(), peer.repositories] : [repos()]);
        } finally {
          await peer?.close();
        }
      },
    });

    describe("users", () => {
      it("round-trips every field", async () => {
        const user = aUser({ name: "Zoë O'Brien", createdAt: new Date("2026-01-31T23:59:59.999Z") });
        await repos().users.create(user);
        expect(await repos().users.findById(user.id)).toEqual(user);
      });

      it("finds by e-mail ignoring case and surrounding blanks", async () => {
        const user = aUser({ email: `Grace.Hopper.${unique()}@Example.COM` });
        await repos().users.create(user);
        expect(await repos().users.findByEmail(user.email.toUpperCase())).toEqual(user);
        expect(await repos().users.findByEmail(`  ${user.email.toLowerCase()} `)).toEqual(user);
        expect(await repos().users.findByEmail(`x${user.email}`)).toBeNull();
      });

      it("answers null for unknown ids, including ids that are not UUIDs", async () => {
        expect(await repos().users.findById(newId())).toBeNull();
        expect(await repos().users.findById("not-a-uuid")).toBeNull();
      });

      it("refuses an e-mail that differs only in case", async () => {
        const user = aUser();
        await repos().users.create(user);
        await expectCode(repos().users.create(aUser({ email: user.email.toUpperCase() })), "EMAIL_ALREADY_REGISTERED");
      });

      it("lets exactly one of two concurrent registrations of one e-mail win", async () => {
        const email = `race.${unique()}@example.com`;
        const { fulfilled, reasons } = await settle([
          repos().users.create(aUser({ email })),
          repos().users.create(aUser({ email: email.toUpperCase() })),
        ]);
        expect(fulfilled).toBe(1);
        expect(reasons.map(codeOf)).toEqual(["EMAIL_ALREADY_REGISTERED"]);
      });
    });

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
        expect(await repos().wallets.findById("nope")).toBeNull();
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
        expect(await repos().categories.findById("nope")).toBeNull();
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

    describe("transactions: records and balances", () => {
      it("round-trips every field and moves the balance by the signed amount", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000 });
        const expense = aTransaction(ledger, {
          amountMinor: -MAX_AMOUNT_MINOR,
          description: "Ünïcode ✓ 'quoted' \"double\"",
          date: new Date("2025-12-31T23:59:59.999Z"),
          createdAt: minutesAfter(1),
          updatedAt: minutesAfter(2),
        });
        const income = anIncome(ledger, 250, { description: "" });
        await repos().transactions.create(expense);
        await repos().transactions.create(income);
        expect(await repos().transactions.findById(expense.id)).toEqual(expense);
        expect(await repos().transactions.findById(income.id)).toEqual(income);
        expect(await balanceOf(wallet.id)).toBe(1_000 - MAX_AMOUNT_MINOR + 250);
        const stored = await repos().wallets.findById(wallet.id);
        expect(stored?.initialBalanceMinor).toBe(1_000);
      });

      it("answers null for unknown ids, including ids that are not UUIDs", async () => {
        expect(await repos().transactions.findById(newId())).toBeNull();
        expect(await repos().transactions.findById("not-a-uuid")).toBeNull();
        expect(await repos().transactions.delete(newId())).toBeNull();
        expect(await repos().transactions.delete("not-a-uuid")).toBeNull();
      });

      it("gives an exact balance after 100 concurrent creates on one wallet", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 7 });
        const rows = Array.from({ length: 100 }, (_, i) =>
          i % 3 === 0 ? anIncome(ledger, 1_000 + i) : anExpense(ledger, 10 + i),
        );
        await Promise.all(rows.map((row) => repos().transactions.create(row)));
        const expected = 7 + rows.reduce((sum, row) => sum + row.amountMinor, 0);
        expect(await balanceOf(wallet.id)).toBe(expected);
        expect(await listAll({ userId: ledger.userId })).toHaveLength(100);
      });

      it("gives an exact balance after concurrent creates through two handles on one store", async () => {
        if (!harness.openPeer) return;
        const peer = await harness.openPeer();
        try {
          const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
          const rows = Array.from({ length: 60 }, (_, i) => anExpense(ledger, i + 1));
          await Promise.all(rows.map((row, i) => (i % 2 === 0 ? repos() : peer.repositories).transactions.create(row)));
          expect(await balanceOf(wallet.id)).toBe(-((60 * 61) / 2));
          expect((await peer.repositories.wallets.findById(wallet.id))?.balanceMinor).toBe(-((60 * 61) / 2));
        } finally {
          await peer.close();
        }
      });

      it("re-adjusts both balances when an update moves a transaction to another wallet and changes its amount", async () => {
        const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 10_000 });
        const other = aWallet(user.id, { initialBalanceMinor: 500 });
        await repos().wallets.create(other);
        const original = anExpense(ledger, 1_500);
        await repos().transactions.create(original);
        expect(await balanceOf(wallet.id)).toBe(8_500);

        const moved: Transaction = {
          ...original,
          walletId: other.id,
          type: "income",
          amountMinor: 2_000,
          description: "moved",
          date: minutesAfter(30),
          updatedAt: minutesAfter(31),
        };
        await repos().transactions.update(rewriteTo(moved));
        expect(await repos().transactions.findById(original.id)).toEqual({ ...moved, version: 2 });
        expect(await balanceOf(wallet.id)).toBe(10_000);
        expect(await balanceOf(other.id)).toBe(2_500);

        await repos().transactions.update(rewriteTo({ ...moved, amountMinor: 100 }));
        expect(await balanceOf(other.id)).toBe(600);
      });

      it("refuses to update a missing transaction and changes nothing", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        await expectCode(repos().transactions.update(rewriteTo(anExpense(ledger, 10))), "TRANSACTION_NOT_FOUND");
        await expectCode(
          repos().transactions.update(rewriteTo(anExpense(ledger, 10, { id: "nope" }))),
          "TRANSACTION_NOT_FOUND",
        );
        expect(await balanceOf(wallet.id)).toBe(0);
      });

      it("refuses an update to an unknown wallet or category and leaves balances and record as they were", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const original = anExpense(ledger, 300);
        await repos().transactions.create(original);
        await expectCode(
          repos().transactions.update(rewriteTo({ ...original, walletId: newId(), amountMinor: -1 })),
          "WALLET_NOT_FOUND",
        );
        await expect(
          repos().transactions.update(rewriteTo({ ...original, categoryId: newId(), amountMinor: -1 })),
        ).rejects.toThrow();
        expect(await repos().transactions.findById(original.id)).toEqual(original);
        expect(await balanceOf(wallet.id)).toBe(-300);
      });

      it("takes the amount off the wallet on delete and answers the removed record", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000 });
        const keep = anExpense(ledger, 100);
        const drop = anIncome(ledger, 4_000);
        await repos().transactions.create(keep);
        await repos().transactions.create(drop);
        expect(await balanceOf(wallet.id)).toBe(4_900);
        expect(await repos().transactions.delete(drop.id)).toEqual(drop);
        expect(await repos().transactions.findById(drop.id)).toBeNull();
        expect(await balanceOf(wallet.id)).toBe(900);
        expect(await repos().transactions.delete(drop.id)).toBeNull();
        expect(await balanceOf(wallet.id)).toBe(900);
      });

      it("keeps balances exact under concurrent updates moving transactions both ways between two wallets", async () => {
        const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const other = aWallet(user.id, { initialBalanceMinor: 0 });
        await repos().wallets.create(other);
        const rows = Array.from({ length: 30 }, (_, i) =>
          anExpense({ ...ledger, walletId: i % 2 === 0 ? wallet.id : other.id }, 10 * (i + 1)),
        );
        await repos().transactions.createMany(rows);
        const moved = rows.map((row, i) => ({
          ...row,
          walletId: row.walletId === wallet.id ? other.id : wallet.id,
          amountMinor: -(i + 1),
        }));
        await Promise.all([
          ...moved.map((row) => repos().transactions.update(rewriteTo(row))),
          ...Array.from({ length: 10 }, (_, i) => repos().transactions.create(anIncome(ledger, i + 1))),
        ]);
        const expectedFor = (walletId: string) =>
          moved.filter((row) => row.walletId === walletId).reduce((sum, row) => sum + row.amountMinor, 0);
        expect(await balanceOf(wallet.id)).toBe(expectedFor(wallet.id) + 55);
        expect(await balanceOf(other.id)).toBe(expectedFor(other.id));
      });

      it("keeps the balance exact under concurrent deletes of the same transactions", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const rows = Array.from({ length: 20 }, (_, i) => anExpense(ledger, i + 1));
        await repos().transactions.createMany(rows);
        const answers = await Promise.all([...rows, ...rows].map((row) => repos().transactions.delete(row.id)));
        expect(answers.filter((answer) => answer !== null)).toHaveLength(20);
        expect(await balanceOf(wallet.id)).toBe(0);
      });
    });

    describe("transactions: createMany is all or nothing", () => {
      it("inserts every row and moves every wallet it touches", async () => {
        const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const other = aWallet(user.id, { initialBalanceMinor: 0 });
        await repos().wallets.create(other);
        const rows = [
          anExpense(ledger, 100),
          anExpense({ ...ledger, walletId: other.id }, 200),
          anIncome(ledger, 1_000),
        ];
        await repos().transactions.createMany(rows);
        for (const row of rows) expect(await repos().transactions.findById(row.id)).toEqual(row);
        expect(await balanceOf(wallet.id)).toBe(900);
        expect(await balanceOf(other.id)).toBe(-200);
        await repos().transactions.createMany([]);
        expect(await balanceOf(wallet.id)).toBe(900);
      });

      const failures: [string, (ledger: Ledger, batch: Transaction[], existing: Transaction) => Transaction][] = [
        ["refers to an unknown wallet", (ledger) => anExpense({ ...ledger, walletId: newId() }, 5)],
        ["refers to an unknown category", (ledger) => anExpense({ ...ledger, categoryId: newId() }, 5)],
        ["repeats an id of the same batch", (ledger, batch) => anExpense(ledger, 5, { id: batch[0]!.id })],
        ["repeats an id already stored", (ledger, _batch, existing) => anExpense(ledger, 5, { id: existing.id })],
      ];

      it.each(failures)("leaves nothing behind when the 3rd of 5 rows %s", async (_case, makeBad) => {
        const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000 });
        const other = aWallet(user.id, { initialBalanceMinor: 0 });
        await repos().wallets.create(other);
        const existing = anExpense(ledger, 1);
        await repos().transactions.create(existing);

        const batch = [anExpense(ledger, 10), anIncome({ ...ledger, walletId: other.id }, 20)];
        batch.push(makeBad(ledger, batch, existing), anExpense(ledger, 30), anExpense(ledger, 40));
        await expect(repos().transactions.createMany(batch)).rejects.toThrow();

        expect(await balanceOf(wallet.id)).toBe(999);
        expect(await balanceOf(other.id)).toBe(0);
        expect(idsOf(await listAll({ userId: user.id }))).toEqual([existing.id]);
        expect(await repos().transactions.findById(existing.id)).toEqual(existing);
      });
    });

    describe("transactions: a receipt's batch is recorded once", () => {
      const aReceipt = (ledger: Ledger): ReceiptFingerprint => ({
        userId: ledger.userId,
        walletId: ledger.walletId,
        contentHash: `${unique()}`.padEnd(64, "0"),
      });

      it("refuses the same receipt into the same wallet, naming the earlier batch, and writes nothing", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const receipt = aReceipt(ledger);
        const first = [anExpense(ledger, 100), anExpense(ledger, 200)];
        await repos().transactions.createMany(first, receipt);
        expect(await repos().transactions.findReceiptBatch(receipt)).toEqual(idsOf(first));

        const again = [anExpense(ledger, 100), anExpense(ledger, 200)];
        const error = await repos()
          .transactions.createMany(again, receipt)
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(codeOf(error)).toBe("RECEIPT_ALREADY_PROCESSED");
        expect(isDomainError(error) && error.details?.map((d) => d.message)).toEqual(idsOf(first));
        expect(await balanceOf(wallet.id)).toBe(-300);
        expect((await listAll({ userId: ledger.userId })).map((row) => row.id).sort()).toEqual(idsOf(first).sort());
      });

      it("keeps receipts of other wallets, other users and other bytes apart", async () => {
        const { user, ledger } = await givenLedger();
        const other = await givenLedger();
        const secondWallet = aWallet(user.id);
        await repos().wallets.create(secondWallet);
        const receipt = aReceipt(ledger);
        await repos().transactions.createMany([anExpense(ledger, 1)], receipt);
        const elsewhere = { ...ledger, walletId: secondWallet.id };
        await repos().transactions.createMany([anExpense(elsewhere, 1)], { ...receipt, walletId: secondWallet.id });
        await repos().transactions.createMany([anExpense(other.ledger, 1)], {
          ...receipt,
          ...aReceipt(other.ledger),
          contentHash: receipt.contentHash,
        });
        await repos().transactions.createMany([anExpense(ledger, 1)], aReceipt(ledger));
        expect(await listAll({ userId: user.id })).toHaveLength(3);
        expect(await listAll({ userId: other.user.id })).toHaveLength(1);
        expect(await repos().transactions.findReceiptBatch(aReceipt(ledger))).toEqual([]);
      });

      it("names only the transactions still there, and records the receipt again once all were deleted", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const receipt = aReceipt(ledger);
        const first = [anExpense(ledger, 100), anExpense(ledger, 200)];
        await repos().transactions.createMany(first, receipt);
        await repos().transactions.delete(first[0]!.id);
        expect(await repos().transactions.findReceiptBatch(receipt)).toEqual([first[1]!.id]);
        await expectCode(repos().transactions.createMany([anExpense(ledger, 5)], receipt), "RECEIPT_ALREADY_PROCESSED");

        await repos().transactions.delete(first[1]!.id);
        expect(await repos().transactions.findReceiptBatch(receipt)).toEqual([]);
        const second = [anExpense(ledger, 7)];
        await repos().transactions.createMany(second, receipt);
        expect(await repos().transactions.findReceiptBatch(receipt)).toEqual(idsOf(second));
        expect(await balanceOf(wallet.id)).toBe(-7);
      });

      it("records one of two concurrent batches of the same receipt", async () => {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const receipt = aReceipt(ledger);
        const batches = Array.from({ length: 4 }, () => [anExpense(ledger, 10), anExpense(ledger, 20)]);
        const { fulfilled, reasons } = await settle(
          batches.map((batch) => repos().transactions.createMany(batch, receipt)),
        );
        expect(fulfilled).toBe(1);
        expect(reasons.map(codeOf)).toEqual(Array(3).fill("RECEIPT_ALREADY_PROCESSED"));
        expect(await balanceOf(wallet.id)).toBe(-30);
        expect(await listAll({ userId: ledger.userId })).toHaveLength(2);
      });

      it("records one of two concurrent batches of the same receipt through two handles on one store", async () => {
        if (!harness.openPeer) return;
        const peer = await harness.openPeer();
        try {
          const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
          const receipt = aReceipt(ledger);
          const { fulfilled, reasons } = await settle(
            [repos(), peer.repositories, repos(), peer.repositories].map((handle) =>
              handle.transactions.createMany([anExpense(ledger, 10), anExpense(ledger, 20)], receipt),
            ),
          );
          expect(fulfilled).toBe(1);
          expect(reasons.map(codeOf)).toEqual(Array(3).fill("RECEIPT_ALREADY_PROCESSED"));
          expect(await balanceOf(wallet.id)).toBe(-30);
        } finally {
          await peer.close();
        }
      });
    });

    describe("transactions: listing", () => {
      it("shows users only their own transactions", async () => {
        const alice = await givenLedger();
        const bob = await givenLedger();
        const mine = anExpense(alice.ledger, 1);
        await repos().transactions.create(mine);
        await repos().transactions.create(anExpense(bob.ledger, 1));
        expect(idsOf(await listAll({ userId: alice.user.id }))).toEqual([mine.id]);
        expect(await listAll({ userId: alice.user.id, walletId: bob.wallet.id })).toEqual([]);
        expect(await listAll({ userId: newId() })).toEqual([]);
      });

      it("orders newest first, breaking date ties by id, and answers no cursor on the last page", async () => {
        const { ledger } = await givenLedger();
        const rows = Array.from({ length: 6 }, (_, i) => anExpense(ledger, i + 1, { date: minutesAfter(i % 2) }));
        for (const row of [...rows].reverse()) await repos().transactions.create(row);
        const expected = [...rows].sort(newestFirst);
        const all = await repos().transactions.list({ userId: ledger.userId, limit: 6 });
        expect(idsOf(all.items)).toEqual(idsOf(expected));
        expect(all.items).toEqual(expected);
        expect(all.nextCursor).toBeNull();
        const first = await repos().transactions.list({ userId: ledger.userId, limit: 5 });
        expect(first.nextCursor).toEqual({ date: expected[4]!.date, id: expected[4]!.id });
      });

      it("pages by keyset without duplicates or gaps while rows are inserted between pages", async () => {
        const { ledger } = await givenLedger();
        const initial = Array.from({ length: 23 }, (_, i) =>
          anExpense(ledger, i + 1, { date: minutesAfter(Math.floor(i / 3)) }),
        );
        await repos().transactions.createMany(initial);
        const olderInserted: Transaction[] = [];
        const seen: Transaction[] = [];
        let cursor: TransactionListQuery["after"];
        for (let page = 0; page < 20; page += 1) {
          const result = await repos().transactions.list({ userId: ledger.userId, limit: 5, after: cursor });
          seen.push(...result.items);
          if (!result.nextCursor) break;
          expect(result.items).toHaveLength(5);
          cursor = result.nextCursor;
          const older = anExpense(ledger, 1, { date: minutesAfter(-100 - page) });
          olderInserted.push(older);
          await repos().transactions.createMany([
            anExpense(ledger, 1, { date: minutesAfter(1_000 + page) }),
            anExpense(ledger, 1, { date: cursor.date }),
            older,
          ]);
        }
        const ids = idsOf(seen);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(idsOf([...initial, ...olderInserted].sort(newestFirst)));
      });

      it("filters by from (inclusive), to (exclusive), wallet, category, type and text", async () => {
        const { user, wallet, category, ledger } = await givenLedger();
        const wallet2 = aWallet(user.id);
        const category2 = aCategory(user.id);
        await repos().wallets.create(wallet2);
        await repos().categories.create(category2);
        const at = (minutes: number) => ({ date: minutesAfter(minutes) });
        const r1 = anExpense(ledger, 1, { description: "Coffee at Joe's", ...at(0) });
        const r2 = anIncome({ ...ledger, categoryId: category2.id }, 1, { description: "Salary MARCH", ...at(1) });
        const r3 = anExpense({ ...ledger, walletId: wallet2.id }, 1, { description: "coffee beans 50% off", ...at(2) });
        const r4 = anExpense({ ...ledger, walletId: wallet2.id, categoryId: category2.id }, 1, {
          description: "a_b test",
          ...at(3),
        });
        const r5 = anExpense(ledger, 1, { description: "axb", ...at(4) });
        const r6 = anExpense(ledger, 1, { description: "C:\\temp", ...at(5) });
        await repos().transactions.createMany([r1, r2, r3, r4, r5, r6]);
        const stranger = await givenLedger();
        await repos().transactions.create(anExpense(stranger.ledger, 1, { description: "coffee", ...at(2) }));

        const q = (filter: Omit<TransactionListQuery, "limit" | "userId">) =>
          listAll({ userId: user.id, ...filter }).then(idsOf);
        expect(await q({ from: minutesAfter(1) })).toEqual(idsOf([r6, r5, r4, r3, r2]));
        expect(await q({ to: minutesAfter(3) })).toEqual(idsOf([r3, r2, r1]));
        expect(await q({ from: minutesAfter(1), to: minutesAfter(3) })).toEqual(idsOf([r3, r2]));
        expect(await q({ walletId: wallet2.id })).toEqual(idsOf([r4, r3]));
        expect(await q({ categoryId: category.id })).toEqual(idsOf([r6, r5, r3, r1]));
        expect(await q({ type: "income" })).toEqual(idsOf([r2]));
        expect(await q({ q: "COFFEE" })).toEqual(idsOf([r3, r1]));
        expect(await q({ q: "salary march" })).toEqual(idsOf([r2]));
        expect(await q({ q: "50%" })).toEqual(idsOf([r3]));
        expect(await q({ q: "%" })).toEqual(idsOf([r3]));
        expect(await q({ q: "a_b" })).toEqual(idsOf([r4]));
        expect(await q({ q: "_" })).toEqual(idsOf([r4]));
        expect(await q({ q: "\\" })).toEqual(idsOf([r6]));
        expect(await q({ q: "'" })).toEqual(idsOf([r1]));
        expect(await q({ q: "nothing like it" })).toEqual([]);
        expect(await q({ walletId: wallet.id, type: "expense", q: "coffee" })).toEqual(idsOf([r1]));
        expect(await q({ walletId: "not-a-uuid" })).toEqual([]);

        const page1 = await repos().transactions.list({ userId: user.id, limit: 2, categoryId: category.id });
        expect(idsOf(page1.items)).toEqual(idsOf([r6, r5]));
        const page2 = await repos().transactions.list({
          userId: user.id,
          limit: 2,
          categoryId: category.id,
          after: page1.nextCursor!,
        });
        expect(idsOf(page2.items)).toEqual(idsOf([r3, r1]));
        expect(page2.nextCursor).toBeNull();
      });
    });

    describe("transactions: spendingOf", () => {
      it("sums the absolute expenses of one wallet in the given categories within [from, to), exactly", async () => {
        const { user, wallet, category, ledger } = await givenLedger();
        const category2 = aCategory(user.id);
        const unlisted = aCategory(user.id);
        const wallet2 = aWallet(user.id);
        await repos().categories.create(category2);
        await repos().categories.create(unlisted);
        await repos().wallets.create(wallet2);
        const from = minutesAfter(0);
        const to = minutesAfter(60 * 24);
        const counted = Array.from({ length: 250 }, (_, i) =>
          anExpense(i % 2 === 0 ? ledger : { ...ledger, categoryId: category2.id }, 1 + ((i * 7919) % 100_000), {
            date: minutesAfter(i % (60 * 24)),
          }),
        );
        counted.push(anExpense(ledger, 10, { date: from }), anExpense(ledger, 20, { date: minutesAfter(1) }));
        const noise = [
          anIncome(ledger, 1_000_000, { date: minutesAfter(5) }),
          anExpense({ ...ledger, categoryId: unlisted.id }, 1_000_000, { date: minutesAfter(5) }),
          anExpense({ ...ledger, walletId: wallet2.id }, 1_000_000, { date: minutesAfter(5) }),
          anExpense(ledger, 1_000_000, { date: to }),
          anExpense(ledger, 1_000_000, { date: new Date(from.getTime() - 1) }),
        ];
        await repos().transactions.createMany([...counted, ...noise]);
        const expected = counted.reduce((sum, row) => sum + Math.abs(row.amountMinor), 0);
        const filter = { walletId: wallet.id, categoryIds: [category.id, category2.id], from, to };
        expect(await expensesOf(repos().transactions, filter)).toBe(expected);
        expect(await expensesOf(repos().transactions, { ...filter, categoryIds: [] })).toBe(0);
        expect(await expensesOf(repos().transactions, { ...filter, from: to, to: minutesAfter(60 * 48) })).toBe(
          1_000_000,
        );
      });

      it("stays exact for the largest amounts", async () => {
        const { wallet, category, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        await repos().transactions.createMany(Array.from({ length: 50 }, () => anExpense(ledger, MAX_AMOUNT_MINOR)));
        expect(
          await expensesOf(repos().transactions, {
            walletId: wallet.id,
            categoryIds: [category.id],
            from: minutesAfter(-1),
            to: minutesAfter(1),
          }),
        ).toBe(50 * MAX_AMOUNT_MINOR);
        expect(await balanceOf(wallet.id)).toBe(-50 * MAX_AMOUNT_MINOR);
      });

      it("is exact over whole days and partial days alike, after updates and deletes", async () => {
        // Budget windows are whole UTC days; an adapter may answer those from a per-day rollup.
        const { user, wallet, category, ledger } = await givenLedger();
        const other = aCategory(user.id);
        await repos().categories.create(other);
        const midnight = new Date(Date.UTC(2026, 2, 10));
        const at = (hours: number) => new Date(midnight.getTime() + hours * 3_600_000);
        const rows = [
          anExpense(ledger, 101, { date: at(-30) }), // before the window
          anExpense(ledger, 202, { date: at(-6) }), // partial first day
          anExpense(ledger, 303, { date: at(0) }), // whole days
          anExpense(ledger, 404, { date: at(30) }),
          anExpense({ ...ledger, categoryId: other.id }, 505, { date: at(47) }),
          anIncome(ledger, 606, { date: at(40) }),
          anExpense(ledger, 707, { date: at(50) }), // partial last day
          anExpense(ledger, 808, { date: at(54) }), // after the window
        ];
        await repos().transactions.createMany(rows);
        const filter = { walletId: wallet.id, categoryIds: [category.id], from: at(-12), to: at(51) };
        const whole = { ...filter, from: at(0), to: at(48) };
        expect(await expensesOf(repos().transactions, filter)).toBe(202 + 303 + 404 + 707);
        expect(await expensesOf(repos().transactions, whole)).toBe(303 + 404);
        expect(await expensesOf(repos().transactions, { ...whole, categoryIds: [category.id, other.id] })).toBe(
          303 + 404 + 505,
        );

        await repos().transactions.update(rewriteTo({ ...rows[2]!, amountMinor: -1_000, date: at(12) }));
        await repos().transactions.update(rewriteTo({ ...rows[3]!, categoryId: other.id }));
        await repos().transactions.delete(rows[6]!.id);
        expect(await expensesOf(repos().transactions, filter)).toBe(202 + 1_000);
        expect(await expensesOf(repos().transactions, whole)).toBe(1_000);
      });

      it("answers a batch of windows in one call, each in order, 0 for a window with nothing spent", async () => {
        const { user, wallet, category, ledger } = await givenLedger();
        const other = aCategory(user.id);
        await repos().categories.create(other);
        const midnight = new Date(Date.UTC(2026, 4, 1));
        const at = (hours: number) => new Date(midnight.getTime() + hours * 3_600_000);
        await repos().transactions.createMany([
          anExpense(ledger, 100, { date: at(1) }),
          anExpense(ledger, 200, { date: at(30) }),
          anExpense({ ...ledger, categoryId: other.id }, 400, { date: at(30) }),
        ]);
        const window = (budgetId: string, categoryIds: string[], from: Date, to: Date) => ({
          budgetId,
          walletId: wallet.id,
          categoryIds,
          from,
          to,
        });
        expect(
          await repos().transactions.spendingOf([
            window(newId(), [category.id], at(0), at(48)),
            window(newId(), [category.id, other.id], at(24), at(48)),
            window(newId(), [other.id], at(0), at(24)),
            window(newId(), [], at(0), at(48)),
          ]),
        ).toEqual([
          expect.objectContaining({ spentMinor: 300 }),
          expect.objectContaining({ spentMinor: 600 }),
          expect.objectContaining({ spentMinor: 0 }),
          expect.objectContaining({ spentMinor: 0 }),
        ]);
        expect(await repos().transactions.spendingOf([])).toEqual([]);
      });
    });

    describe("budgets", () => {
      /** A user with a wallet and three categories. */
      const givenBudgetOwner = async () => {
        const base = await givenLedger();
        const more = [aCategory(base.user.id), aCategory(base.user.id)];
        for (const category of more) await repos().categories.create(category);
        const categoryIds = [more[1]!.id, base.category.id, more[0]!.id];
        return { ...base, categoryIds, owner: { userId: base.user.id, walletId: base.wallet.id, categoryIds } };
      };

      it("round-trips every field, keeping the order of categoryIds", async () => {
        const { owner } = await givenBudgetOwner();
        const open = aBudget(owner, { limitMinor: MAX_AMOUNT_MINOR, period: "quarterly", startDate: "2026-01-31" });
        const bounded = aBudget(owner, {
          categoryIds: [owner.categoryIds[0]!],
          endDate: "2026-12-31",
          createdAt: minutesAfter(1),
          updatedAt: minutesAfter(2),
        });
        await repos().budgets.create(open);
        await repos().budgets.create(bounded);
        expect(await repos().budgets.findById(open.id)).toEqual(open);
        expect(await repos().budgets.findById(bounded.id)).toEqual(bounded);
        expect(await repos().budgets.findById(newId())).toBeNull();
        expect(await repos().budgets.findById("nope")).toBeNull();
      });

      it("updates every field and replaces the categories", async () => {
        const { owner, categoryIds } = await givenBudgetOwner();
        const budget = aBudget(owner);
        await repos().budgets.create(budget);
        const changed: Budget = {
          ...budget,
          name: `Renamed ${unique()}`,
          limitMinor: 1,
          period: "weekly",
          startDate: "2027-02-28",
          endDate: "2027-03-01",
          categoryIds: [categoryIds[2]!, categoryIds[0]!],
          updatedAt: minutesAfter(9),
        };
        await repos().budgets.update(rewriteBudgetTo(changed));
        expect(await repos().budgets.findById(budget.id)).toEqual({ ...changed, version: 2 });
        await repos().budgets.update(
          rewriteBudgetTo({ ...changed, name: changed.name.toUpperCase(), endDate: null, categoryIds: [] }),
        );
        expect(await repos().budgets.findById(budget.id)).toMatchObject({ endDate: null, categoryIds: [], version: 3 });
        await expectCode(repos().budgets.update(rewriteBudgetTo(aBudget(owner))), "BUDGET_NOT_FOUND");
      });

      it("refuses a name the owner already has, ignoring case, on create and on update", async () => {
        const { owner } = await givenBudgetOwner();
        const other = await givenBudgetOwner();
        const food = aBudget(owner, { name: "Food" });
        const fun = aBudget(owner, { name: "Fun" });
        await repos().budgets.create(food);
        await repos().budgets.create(fun);
        await expectCode(repos().budgets.create(aBudget(owner, { name: "FOOD" })), "BUDGET_ALREADY_EXISTS");
        await expectCode(repos().budgets.update(rewriteBudgetTo({ ...fun, name: "food" })), "BUDGET_ALREADY_EXISTS");
        expect(await repos().budgets.findById(fun.id)).toEqual(fun);
        await repos().budgets.create(aBudget(other.owner, { name: "food" }));
      });

      it("lets exactly one of two concurrent creates of the same name win", async () => {
        const { owner } = await givenBudgetOwner();
        const { fulfilled, reasons } = await settle([
          repos().budgets.create(aBudget(owner, { name: "Holidays" })),
          repos().budgets.create(aBudget(owner, { name: "HOLIDAYS" })),
        ]);
        expect(fulfilled).toBe(1);
        expect(reasons.map(codeOf)).toEqual(["BUDGET_ALREADY_EXISTS"]);
        expect(await repos().budgets.listVisibleTo(owner.userId)).toHaveLength(1);
      });

      it("lists the budgets a user owns or accepted, oldest first, and nothing else", async () => {
        const alice = await givenBudgetOwner();
        const bob = await givenBudgetOwner();
        const own = aBudget(alice.owner, { createdAt: minutesAfter(3) });
        const accepted = aBudget(bob.owner, { createdAt: minutesAfter(1) });
        const pending = aBudget(bob.owner, { createdAt: minutesAfter(2) });
        const rejected = aBudget(bob.owner, { createdAt: minutesAfter(4) });
        const foreign = aBudget(bob.owner, { createdAt: minutesAfter(0) });
        for (const budget of [own, accepted, pending, rejected, foreign]) await repos().budgets.create(budget);
        await repos().budgets.addMember(aMember(accepted.id, alice.user, { status: "accepted" }));
        await repos().budgets.addMember(aMember(pending.id, alice.user, { status: "pending" }));
        await repos().budgets.addMember(aMember(rejected.id, alice.user, { status: "rejected" }));
        expect(idsOf(await repos().budgets.listVisibleTo(alice.user.id))).toEqual([accepted.id, own.id]);
        expect(await repos().budgets.listVisibleTo(alice.user.id)).toContainEqual(accepted);
        expect(idsOf(await repos().budgets.listVisibleTo(bob.user.id))).toEqual(
          idsOf([foreign, accepted, pending, rejected]),
        );
        expect(await repos().budgets.listVisibleTo(newId())).toEqual([]);
      });

      it("finds the budgets of a wallet that include a category", async () => {
        const { owner, categoryIds, user } = await givenBudgetOwner();
        const wallet2 = aWallet(user.id);
        await repos().wallets.create(wallet2);
        const both = aBudget(owner, { categoryIds: [categoryIds[0]!, categoryIds[1]!], createdAt: minutesAfter(1) });
        const first = aBudget(owner, { categoryIds: [categoryIds[0]!], createdAt: minutesAfter(2) });
        const third = aBudget(owner, { categoryIds: [categoryIds[2]!] });
        const otherWallet = aBudget({ ...owner, walletId: wallet2.id }, { categoryIds: [categoryIds[0]!] });
        for (const budget of [first, both, third, otherWallet]) await repos().budgets.create(budget);
        expect(await repos().budgets.listByWalletAndCategory(owner.walletId, categoryIds[0]!)).toEqual([both, first]);
        expect(idsOf(await repos().budgets.listByWalletAndCategory(owner.walletId, categoryIds[2]!))).toEqual([
          third.id,
        ]);
        expect(await repos().budgets.listByWalletAndCategory(owner.walletId, newId())).toEqual([]);
      });

      it("deletes a budget with its memberships and never touches transactions", async () => {
        const { owner, ledger, wallet } = await givenBudgetOwner();
        const friend = aUser();
        await repos().users.create(friend);
        const budget = aBudget(owner);
        await repos().budgets.create(budget);
        const member = aMember(budget.id, friend, { status: "accepted" });
        await repos().budgets.addMember(member);
        const expense = anExpense(ledger, 700);
        await repos().transactions.create(expense);
        const before = await balanceOf(wallet.id);

        await repos().budgets.delete(budget.id);
        expect(await repos().budgets.findById(budget.id)).toBeNull();
        expect(await repos().budgets.findMember(member.id)).toBeNull();
        expect(await repos().budgets.listMembers(budget.id)).toEqual([]);
        expect(await repos().budgets.listVisibleTo(friend.id)).toEqual([]);
        expect(await repos().transactions.findById(expense.id)).toEqual(expense);
        expect(await balanceOf(wallet.id)).toBe(before);
        await repos().budgets.delete(budget.id);
        await repos().budgets.delete("nope");
      });
    });

    describe("budget members", () => {
      const givenBudget = async () => {
        const { user, wallet, category } = await givenLedger();
        const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
        await repos().budgets.create(budget);
        const [ann, ben] = [aUser(), aUser()];
        await repos().users.create(ann);
        await repos().users.create(ben);
        return { budget, ann, ben };
      };

      it("adds, finds, updates, lists and removes members", async () => {
        const { budget, ann, ben } = await givenBudget();
        const annMember = aMember(budget.id, ann, { role: "editor", share: 12.5, invitedAt: minutesAfter(2) });
        const benMember = aMember(budget.id, ben, { invitedAt: minutesAfter(1) });
        await repos().budgets.addMember(annMember);
        await repos().budgets.addMember(benMember);
        expect(await repos().budgets.findMember(annMember.id)).toEqual(annMember);
        expect(await repos().budgets.findMemberByUser(budget.id, ben.id)).toEqual(benMember);
        expect(await repos().budgets.findMemberByUser(budget.id, newId())).toBeNull();
        expect(await repos().budgets.findMember(newId())).toBeNull();
        expect(await repos().budgets.findMember("nope")).toBeNull();
        expect(await repos().budgets.listMembers(budget.id)).toEqual([benMember, annMember]);

        const answered = { ...annMember, status: "accepted" as const, respondedAt: minutesAfter(5) };
        expect(await repos().budgets.answerInvitation(annMember.id, "accepted", minutesAfter(5))).toEqual(answered);
        expect(await repos().budgets.findMember(annMember.id)).toEqual(answered);
        await expectCode(
          repos().budgets.answerInvitation(annMember.id, "rejected", minutesAfter(6)),
          "INVITATION_ALREADY_ANSWERED",
        );
        await expectCode(repos().budgets.answerInvitation(newId(), "accepted", T0), "BUDGET_MEMBER_NOT_FOUND");
        await expectCode(repos().budgets.answerInvitation("nope", "accepted", T0), "BUDGET_MEMBER_NOT_FOUND");

        await repos().budgets.removeMember(benMember.id);
        expect(await repos().budgets.findMember(benMember.id)).toBeNull();
        expect(await repos().budgets.listMembers(budget.id)).toEqual([answered]);
        await repos().budgets.removeMember(benMember.id);
        await repos().budgets.addMember(aMember(budget.id, ben));
        expect(await repos().budgets.listMembers(budget.id)).toHaveLength(2);
      });

      it("refuses a second membership of the same user, also under a race", async () => {
        const { budget, ann, ben } = await givenBudget();
        await repos().budgets.addMember(aMember(budget.id, ann));
        await expectCode(
          repos().budgets.addMember(aMember(budget.id, ann, { status: "rejected" })),
          "BUDGET_MEMBER_ALREADY_EXISTS",
        );
        const { fulfilled, reasons } = await settle([
          repos().budgets.addMember(aMember(budget.id, ben)),
          repos().budgets.addMember(aMember(budget.id, ben)),
        ]);
        expect(fulfilled).toBe(1);
        expect(reasons.map(codeOf)).toEqual(["BUDGET_MEMBER_ALREADY_EXISTS"]);
      });

      it("refuses a member of a budget that does not exist", async () => {
        const { ann } = await givenBudget();
        await expectCode(repos().budgets.addMember(aMember(newId(), ann)), "BUDGET_NOT_FOUND");
      });
    });

    describeInstantContract(repos);
    describeSumRangeContract(repos, () => harness.openPeer);
    describeSignedAmountContract(repos);
  });
};
