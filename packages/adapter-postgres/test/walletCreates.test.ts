import { type SendCreates, WalletCreates } from "@finance/adapter-sql";
import { storeUnavailable, sumOutOfRange, type Transaction } from "@finance/domain";
import { aTransaction, type Ledger, newId } from "@finance/repo-contract";
import { describe, expect, it } from "vitest";

const ledgerOf = (): Ledger => ({ userId: newId(), walletId: newId(), categoryId: newId() });

/** A `send` that records each batch and settles it when the test says. */
const heldSend = () => {
  const sent: { batch: readonly Transaction[]; settle: (error?: unknown) => void }[] = [];
  const send: SendCreates = (batch) =>
    new Promise<void>((resolve, reject) => {
      sent.push({ batch, settle: (error) => (error === undefined ? resolve() : reject(error)) });
    });
  return { sent, send };
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("creates into one wallet, one statement in flight per wallet", () => {
  it("sends the first at once and those that come meanwhile together, each answered with its batch", async () => {
    const { sent, send } = heldSend();
    const creates = new WalletCreates(send);
    const ledger = ledgerOf();
    const [first, ...rest] = Array.from({ length: 4 }, () => aTransaction(ledger));
    const answers = [first, ...rest].map((t) => creates.add(t as Transaction));
    await flush();
    expect(sent.map((s) => s.batch)).toEqual([[first]]);

    sent[0]?.settle();
    await answers[0];
    await flush();
    expect(sent.map((s) => s.batch)).toEqual([[first], rest]);

    sent[1]?.settle();
    await expect(Promise.all(answers)).resolves.toEqual([undefined, undefined, undefined, undefined]);
  });

  it("never holds a create back for another wallet's statement", async () => {
    const { sent, send } = heldSend();
    const creates = new WalletCreates(send);
    const a = aTransaction(ledgerOf());
    const b = aTransaction(ledgerOf());
    void creates.add(a);
    void creates.add(b);
    await flush();
    expect(sent.map((s) => s.batch)).toEqual([[a], [b]]);
  });

  it("sends a batch that failed on one write's own error again one create at a time", async () => {
    const { sent, send } = heldSend();
    const creates = new WalletCreates(send);
    const ledger = ledgerOf();
    const [first, ok, tooMuch] = [aTransaction(ledger), aTransaction(ledger), aTransaction(ledger)];
    const answers = [first, ok, tooMuch].map((t) => creates.add(t as Transaction).then(() => "created"));
    sent[0]?.settle();
    await flush();
    sent[1]?.settle(sumOutOfRange());
    await flush();
    expect(sent.map((s) => s.batch)).toEqual([[first], [ok, tooMuch], [ok]]);
    sent[2]?.settle();
    await flush();
    sent[3]?.settle(sumOutOfRange());
    const results = await Promise.allSettled(answers);
    expect(sent.map((s) => s.batch)).toEqual([[first], [ok, tooMuch], [ok], [tooMuch]]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as { code: string }).code))).toEqual([
      "created",
      "created",
      "SUM_OUT_OF_RANGE",
    ]);
  });

  it("sends a batch PostgreSQL refused as data or by a constraint again one create at a time", async () => {
    const { sent, send } = heldSend();
    const creates = new WalletCreates(send);
    const ledger = ledgerOf();
    const [first, a, b] = [aTransaction(ledger), aTransaction(ledger), aTransaction(ledger)];
    const answers = [first, a, b].map((t) => creates.add(t as Transaction));
    sent[0]?.settle();
    await flush();
    sent[1]?.settle(Object.assign(new Error("duplicate key value"), { code: "23505" }));
    await flush();
    sent[2]?.settle();
    await flush();
    sent[3]?.settle();
    await Promise.all(answers);
    expect(sent.map((s) => s.batch)).toEqual([[first], [a, b], [a], [b]]);
  });

  it.each([
    ["the store could not take it", storeUnavailable()],
    ["the connection was lost", Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" })],
  ])("fails the whole batch alike when %s, without sending it again", async (_, failure) => {
    const { sent, send } = heldSend();
    const creates = new WalletCreates(send);
    const ledger = ledgerOf();
    const answers = [aTransaction(ledger), aTransaction(ledger), aTransaction(ledger)].map((t) => creates.add(t));
    sent[0]?.settle();
    await flush();
    sent[1]?.settle(failure);
    const results = await Promise.allSettled(answers);
    expect(results.map((r) => (r.status === "fulfilled" ? "created" : r.reason))).toEqual([
      "created",
      failure,
      failure,
    ]);
    expect(sent).toHaveLength(2);
  });

  it("sends at most its batch size in one statement and the rest after it", async () => {
    const { sent, send } = heldSend();
    const creates = new WalletCreates(send, 2);
    const ledger = ledgerOf();
    const all = Array.from({ length: 6 }, () => aTransaction(ledger));
    const answers = all.map((t) => creates.add(t));
    for (let i = 0; i < 4; i++) {
      await flush();
      sent[i]?.settle();
    }
    await Promise.all(answers);
    expect(sent.map((s) => s.batch.length)).toEqual([1, 2, 2, 1]);
    expect(sent.flatMap((s) => s.batch)).toEqual(all);
  });
});
