import { describe, expect, it } from "vitest";
import { type DomainEvent, EventFactory, transactionPayload } from "../../src";
import { expenseInput, failure, makeWorld } from "../mothers";

const eventsIn = (world: ReturnType<typeof makeWorld>) => world.outbox.rows().map((row) => row.event);
const types = (world: ReturnType<typeof makeWorld>) => eventsIn(world).map((event) => event.type);

describe("transactional outbox (memory store)", () => {
  it("writes transaction.created with the change, in the API's shape, with a UUIDv7 id", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const { transaction } = await world.createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    const [event] = eventsIn(world);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      type: "transaction.created",
      userId,
      audience: [userId],
      occurredAt: world.clock.now(),
      data: { transaction: transactionPayload(transaction) },
    });
    expect(event?.data.transaction).toMatchObject({ amount: -12.5, currency: "USD", version: 1 });
  });

  it("writes transaction.updated with the row as written, and nothing for a refused update", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const created = await world.anExpense(userId, refs);
    await world.updateTransaction.execute(userId, created.id, { description: "Dinner" });
    expect(types(world)).toEqual(["transaction.created", "transaction.updated"]);
    expect(eventsIn(world)[1]?.data.transaction).toMatchObject({ description: "Dinner", version: 2 });
    await expect(
      world.updateTransaction.execute(userId, created.id, { description: "Lunch", version: 1 }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(types(world)).toHaveLength(2);
  });

  it("writes transaction.deleted, and transfer.created and transfer.deleted (a leg takes its transfer)", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.aWallet(userId, { name: "Savings" });
    const tx = await world.anExpense(userId, refs);
    await world.deleteTransaction.execute(userId, tx.id);
    const transfer = await world.createTransfer.execute(userId, {
      fromWalletId: refs.walletId,
      toWalletId: other.id,
      amount: 5,
      date: "2026-03-14",
    });
    await world.deleteTransaction.execute(userId, transfer.outgoingTransactionId);
    expect(types(world)).toEqual([
      "transaction.created",
      "transaction.deleted",
      "transfer.created",
      "transfer.deleted",
    ]);
    expect(eventsIn(world)[3]?.data.transfer).toMatchObject({ id: transfer.id, amount: 5 });
  });

  it("a failure while the events are made leaves neither the change nor an event", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const transaction = await world.anExpense(userId, refs);
    const before = world.outbox.rows().length;
    const broken = () => {
      throw new Error("event serialisation failed");
    };
    const next = { ...transaction, id: world.ids.next<typeof transaction.id>() };
    await expect(world.repos.transactions.create(next, broken)).rejects.toThrow("event serialisation failed");
    expect(await world.repos.transactions.findById(next.id)).toBeNull();
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 + transaction.amountMinor);
    await expect(
      world.repos.transactions.update({
        id: transaction.id,
        changes: { description: "x", updatedAt: new Date() },
        emit: broken,
      }),
    ).rejects.toThrow();
    expect((await world.repos.transactions.findById(transaction.id))?.description).toBe(transaction.description);
    await expect(world.repos.transactions.delete(transaction.id, broken)).rejects.toThrow();
    expect(await world.repos.transactions.findById(transaction.id)).not.toBeNull();
    expect(world.outbox.rows()).toHaveLength(before);
  });

  it("an event the outbox refuses (its id is taken) leaves the change unwritten too", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const first = await world.anExpense(userId, refs);
    const [taken] = eventsIn(world) as [DomainEvent];
    const next = { ...first, id: world.ids.next<typeof first.id>() };
    await expect(world.repos.transactions.create(next, () => [taken])).rejects.toThrow("Duplicate event id");
    expect(await world.repos.transactions.findById(next.id)).toBeNull();
    expect(await world.balanceOf(refs.walletId)).toBe(10_000 + first.amountMinor);
  });

  it("a change the store refuses writes no event", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const tag = await world.createTag.execute(userId, { name: "Food" });
    const tx = await world.anExpense(userId, refs);
    await world.repos.tags.delete(tag.id);
    const events = new EventFactory(world.ids, world.clock);
    const emit = () => [events.event({ type: "transaction.created", userId, data: {} })];
    const next = { ...tx, id: world.ids.next<typeof tx.id>(), tagIds: [tag.id] };
    expect(await failure(() => world.repos.transactions.create(next, emit))).toMatchObject({ code: "TAG_NOT_FOUND" });
    expect(types(world)).toEqual(["transaction.created"]);
  });
});
