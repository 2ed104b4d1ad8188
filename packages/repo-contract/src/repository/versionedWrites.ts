import {
  type CategoryId,
  type ErrorCode,
  isDomainError,
  type Repositories,
  type Transaction,
  type TransactionChanges,
  type User,
  type UserId,
  type WalletId,
} from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, aCategory, aMember, anExpense, aUser, aWallet, type Ledger, minutesAfter, newId } from "../mothers";

/** What the versioned-writes part of the contract needs from the suite that runs it. */
export interface VersionedWritesHarness {
  readonly repos: () => Repositories;
  /** Every handle a race is spread over: the store itself and, where the store allows, a peer. */
  readonly withHandles: (work: (handles: readonly Repositories[]) => Promise<void>) => Promise<void>;
}

const TRIALS = 10;
const T1 = minutesAfter(60);

const outcome = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    (value) => value,
    (error: unknown) => (isDomainError(error) ? error.code : error),
  );

const expectCode = async (promise: Promise<unknown>, code: ErrorCode): Promise<void> => {
  expect(await outcome(promise)).toBe(code);
};

/**
 * Conditional writes: versions on transactions and budgets, the actor's right re-checked in the
 * write, invitations answered once, members' shares capped at 100. Part of the repository contract.
 */
export const describeVersionedWrites = ({ repos, withHandles }: VersionedWritesHarness): void => {
  const givenLedger = async (initialBalanceMinor = 0) => {
    const user = aUser();
    await repos().users.create(user);
    const wallet = aWallet(user.id, { initialBalanceMinor });
    await repos().wallets.create(wallet);
    const category = aCategory(user.id);
    await repos().categories.create(category);
    const ledger: Ledger = { userId: user.id, walletId: wallet.id, categoryId: category.id, currency: wallet.currency };
    return { user, wallet, category, ledger };
  };
  const balanceOf = async (walletId: WalletId) => (await repos().wallets.findById(walletId))?.balanceMinor;
  /** Writes `changes` at version 1; the answer and the stored row are the original with them, at version 2. */
  const expectWrittenAtVersionOne = async (original: Transaction, changes: TransactionChanges) => {
    const written = await repos().transactions.update({ id: original.id, expectedVersion: 1, changes });
    const expected = { ...original, ...changes, version: 2 };
    expect(written).toEqual({ ok: true, value: expected });
    expect(await repos().transactions.findById(original.id)).toEqual(expected);
  };

  const givenBudget = async () => {
    const { user, wallet, category, ledger } = await givenLedger();
    const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
    await repos().budgets.create(budget);
    const friends = [aUser(), aUser(), aUser(), aUser(), aUser()];
    for (const friend of friends) await repos().users.create(friend);
    return { owner: user, budget, friends, ledger };
  };

  describe("transactions: versioned updates", () => {
    it("writes only the given fields, adds one to the version and answers the stored row", async () => {
      const { wallet, ledger } = await givenLedger(1_000);
      const original = anExpense(ledger, 300, { description: "before" });
      await repos().transactions.create(original);
      await expectWrittenAtVersionOne(original, { description: "after", updatedAt: minutesAfter(5) });
      expect(await balanceOf(wallet.id)).toBe(700);
    });

    it("refuses a write at a moved version, answers what is stored and writes nothing", async () => {
      const { wallet, ledger } = await givenLedger(1_000);
      const original = anExpense(ledger, 300);
      await repos().transactions.create(original);
      await repos().transactions.update({
        id: original.id,
        expectedVersion: 1,
        changes: { description: "first", updatedAt: minutesAfter(1) },
      });
      const stale = await repos().transactions.update({
        id: original.id,
        expectedVersion: 1,
        changes: { amountMinor: -999, updatedAt: minutesAfter(2) },
      });
      const stored = { ...original, description: "first", updatedAt: minutesAfter(1), version: 2 };
      expect(stale).toEqual({ ok: false, current: stored });
      expect(await repos().transactions.findById(original.id)).toEqual(stored);
      expect(await balanceOf(wallet.id)).toBe(700);
    });

    it("lets exactly one of concurrent writes at one version win, also across handles, with an exact balance", async () => {
      await withHandles(async (handles) => {
        const { wallet, ledger } = await givenLedger(0);
        const row = anExpense(ledger, 100);
        await repos().transactions.create(row);
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            handles[i % handles.length]!.transactions.update({
              id: row.id,
              expectedVersion: 1,
              changes: { amountMinor: -(i + 1), description: `writer ${i}`, updatedAt: minutesAfter(i) },
            }),
          ),
        );
        const winners = results.flatMap((r) => (r.ok ? [r.value] : []));
        expect(winners).toHaveLength(1);
        const stored = await repos().transactions.findById(row.id);
        expect(stored).toEqual(winners[0]);
        expect(stored?.version).toBe(2);
        expect(await balanceOf(wallet.id)).toBe(stored?.amountMinor);
      });
    });

    it("moves the wallet by the difference when a versioned write changes the amount in place, exact to the millisecond", async () => {
      const { wallet, ledger, user } = await givenLedger(1_000);
      const other = aCategory(user.id);
      await repos().categories.create(other);
      const original = anExpense(ledger, 300);
      await repos().transactions.create(original);
      await expectWrittenAtVersionOne(original, {
        amountMinor: 1_250,
        type: "income",
        categoryId: other.id,
        date: new Date("2024-02-29T23:59:59.999Z"),
        updatedAt: minutesAfter(3),
      });
      expect(await balanceOf(wallet.id)).toBe(2_250);
    });

    it("refuses a versioned write to an unknown category and writes nothing", async () => {
      const { wallet, ledger } = await givenLedger(1_000);
      const original = anExpense(ledger, 300);
      await repos().transactions.create(original);
      const changes = { categoryId: newId<CategoryId>(), amountMinor: -500, updatedAt: minutesAfter(1) };
      await expect(repos().transactions.update({ id: original.id, expectedVersion: 1, changes })).rejects.toThrow();
      expect(await repos().transactions.findById(original.id)).toEqual(original);
      expect(await balanceOf(wallet.id)).toBe(700);
    });

    it("refuses a versioned write to a missing transaction with TRANSACTION_NOT_FOUND", async () => {
      await expectCode(
        repos().transactions.update({
          id: newId(),
          expectedVersion: 1,
          changes: { description: "gone", updatedAt: minutesAfter(1) },
        }),
        "TRANSACTION_NOT_FOUND",
      );
    });

    it("keeps one wallet exact under concurrent versioned amount changes of many of its transactions", async () => {
      await withHandles(async (handles) => {
        const { wallet, ledger } = await givenLedger(0);
        const rows = Array.from({ length: 40 }, (_, i) => anExpense(ledger, 10 + i));
        await repos().transactions.createMany(rows);
        const results = await Promise.all(
          rows.map((row, i) =>
            handles[i % handles.length]!.transactions.update({
              id: row.id,
              expectedVersion: 1,
              changes: { amountMinor: -(100 + i), updatedAt: minutesAfter(1) },
            }),
          ),
        );
        expect(results.every((result) => result.ok)).toBe(true);
        expect(await balanceOf(wallet.id)).toBe(-rows.reduce((sum, _, i) => sum + 100 + i, 0));
      });
    });

    it("keeps both fields of two concurrent unconditional writes of different fields", async () => {
      await withHandles(async (handles) => {
        const { wallet, ledger } = await givenLedger(0);
        const row = anExpense(ledger, 100);
        await repos().transactions.create(row);
        await Promise.all([
          handles[0]!.transactions.update({
            id: row.id,
            changes: { description: "renamed", updatedAt: minutesAfter(1) },
          }),
          handles
            .at(-1)!
            .transactions.update({ id: row.id, changes: { amountMinor: -250, updatedAt: minutesAfter(1) } }),
        ]);
        expect(await repos().transactions.findById(row.id)).toMatchObject({
          description: "renamed",
          amountMinor: -250,
          version: 3,
        });
        expect(await balanceOf(wallet.id)).toBe(-250);
      });
    });
  });

  describe("budgets: versioned updates", () => {
    it("writes only the given fields, adds one to the version and keeps the categories unless given", async () => {
      const { budget } = await givenBudget();
      const changes = { name: `${budget.name} renamed`, updatedAt: minutesAfter(3) };
      const written = await repos().budgets.update({ id: budget.id, expectedVersion: 1, changes });
      const expected = { ...budget, ...changes, version: 2 };
      expect(written).toEqual({ ok: true, value: expected });
      expect(await repos().budgets.findById(budget.id)).toEqual(expected);
    });

    it("refuses a write at a moved version, answers what is stored and writes nothing", async () => {
      const { budget } = await givenBudget();
      await repos().budgets.update({ id: budget.id, expectedVersion: 1, changes: { limitMinor: 7, updatedAt: T1 } });
      const stale = await repos().budgets.update({
        id: budget.id,
        expectedVersion: 1,
        changes: { name: "never", categoryIds: [], updatedAt: minutesAfter(9) },
      });
      const stored = { ...budget, limitMinor: 7, updatedAt: T1, version: 2 };
      expect(stale).toEqual({ ok: false, current: stored });
      expect(await repos().budgets.findById(budget.id)).toEqual(stored);
    });

    it("lets exactly one of concurrent writes at one version win, also across handles", async () => {
      await withHandles(async (handles) => {
        const { budget } = await givenBudget();
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            handles[i % handles.length]!.budgets.update({
              id: budget.id,
              expectedVersion: 1,
              changes: { limitMinor: i + 1, name: `${budget.name} ${i}`, updatedAt: minutesAfter(i) },
            }),
          ),
        );
        const winners = results.flatMap((r) => (r.ok ? [r.value] : []));
        expect(winners).toHaveLength(1);
        expect(await repos().budgets.findById(budget.id)).toEqual(winners[0]);
      });
    });

    it("writes only while the actor still holds a role allowed to, checked with the write", async () => {
      const { owner, budget, friends } = await givenBudget();
      const [editor, viewer, invited] = friends as [User, User, User];
      const editorship = aMember(budget.id, editor, { role: "editor", status: "accepted" });
      await repos().budgets.addMember(editorship);
      await repos().budgets.addMember(aMember(budget.id, viewer, { role: "viewer", status: "accepted" }));
      await repos().budgets.addMember(aMember(budget.id, invited, { role: "editor", status: "pending" }));
      const write = (userId: UserId, roles: ("owner" | "editor")[]) =>
        repos().budgets.update({ id: budget.id, actor: { userId, roles }, changes: { limitMinor: 1, updatedAt: T1 } });

      for (const outsider of [viewer.id, invited.id, newId()]) {
        await expectCode(write(outsider, ["owner", "editor"]), "INSUFFICIENT_PERMISSIONS");
      }
      await expectCode(write(editor.id, ["owner"]), "INSUFFICIENT_PERMISSIONS");
      expect(await repos().budgets.findById(budget.id)).toEqual(budget);

      expect(await outcome(write(editor.id, ["owner", "editor"]))).toMatchObject({ ok: true });
      await repos().budgets.removeMember(editorship.id);
      await expectCode(write(editor.id, ["owner", "editor"]), "INSUFFICIENT_PERMISSIONS");
      expect(await outcome(write(owner.id, ["owner"]))).toMatchObject({ ok: true, value: { version: 3 } });
      await expectCode(repos().budgets.update({ id: newId(), changes: { updatedAt: T1 } }), "BUDGET_NOT_FOUND");
    });
  });

  describe("budget members: answers and shares", () => {
    it("writes exactly one of two concurrent answers to one invitation, also across handles", async () => {
      await withHandles(async (handles) => {
        for (let trial = 0; trial < TRIALS; trial++) {
          const { budget, friends } = await givenBudget();
          const invitation = aMember(budget.id, friends[0]!);
          await repos().budgets.addMember(invitation);
          const answers = ["accepted", "rejected"] as const;
          const results = await Promise.all(
            answers.map((answer, i) =>
              outcome(handles[i % handles.length]!.budgets.answerInvitation(invitation.id, answer, minutesAfter(i))),
            ),
          );
          const winners = results.filter((r) => typeof r === "object" && r !== null);
          expect(winners).toHaveLength(1);
          expect(results.filter((r) => r === "INVITATION_ALREADY_ANSWERED")).toHaveLength(1);
          expect(await repos().budgets.findMember(invitation.id)).toEqual(winners[0]);
        }
      });
    });

    it("refuses shares of pending and accepted members adding up past 100, counting to the hundredth", async () => {
      const { budget, friends } = await givenBudget();
      const [a, b, c, d, e] = friends as [User, User, User, User, User];
      await repos().budgets.addMember(aMember(budget.id, a, { share: 33.33, status: "accepted" }));
      await repos().budgets.addMember(aMember(budget.id, b, { share: 33.33 }));
      await repos().budgets.addMember(aMember(budget.id, c, { share: null }));
      const rejected = aMember(budget.id, d, { share: 80, status: "rejected" });
      await repos().budgets.addMember(rejected);
      await expectCode(repos().budgets.addMember(aMember(budget.id, e, { share: 33.35 })), "BUDGET_SHARES_EXCEEDED");
      await expectCode(repos().budgets.reinviteMember({ ...rejected, status: "pending" }), "BUDGET_SHARES_EXCEEDED");
      expect(await repos().budgets.findMember(rejected.id)).toEqual(rejected);
      await repos().budgets.addMember(aMember(budget.id, e, { share: 33.34 }));
      expect((await repos().budgets.listMembersOf([budget.id]))[0]).toHaveLength(5);
    });

    it("turns only a rejected membership back to pending", async () => {
      const { budget, friends } = await givenBudget();
      const rejected = aMember(budget.id, friends[0]!, { status: "rejected", share: 10 });
      const pending = aMember(budget.id, friends[1]!);
      await repos().budgets.addMember(rejected);
      await repos().budgets.addMember(pending);
      const again = { ...rejected, status: "pending" as const, role: "editor" as const, share: 90, invitedAt: T1 };
      await repos().budgets.reinviteMember(again);
      expect(await repos().budgets.findMember(rejected.id)).toEqual(again);
      await expectCode(repos().budgets.reinviteMember(again), "BUDGET_MEMBER_ALREADY_EXISTS");
      await expectCode(repos().budgets.reinviteMember({ ...pending, share: 1 }), "BUDGET_MEMBER_ALREADY_EXISTS");
      await expectCode(repos().budgets.reinviteMember(aMember(budget.id, friends[2]!)), "BUDGET_MEMBER_NOT_FOUND");
    });

    it("never lets concurrent invitations take the shares past 100, also across handles", async () => {
      await withHandles(async (handles) => {
        const { budget, friends } = await givenBudget();
        const results = await Promise.all(
          friends.map((friend, i) =>
            outcome(handles[i % handles.length]!.budgets.addMember(aMember(budget.id, friend, { share: 40 }))),
          ),
        );
        expect(results.filter((r) => r === undefined)).toHaveLength(2);
        expect(results.filter((r) => r === "BUDGET_SHARES_EXCEEDED")).toHaveLength(3);
        const shares = (await repos().budgets.listMembersOf([budget.id])).flat().map((m) => m.share);
        expect(shares).toEqual([40, 40]);
      });
    });
  });
};
