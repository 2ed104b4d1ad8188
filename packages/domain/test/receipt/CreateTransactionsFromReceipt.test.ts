import { describe, expect, it } from "vitest";
import {
  type CategoryId,
  CreateTransactionsFromReceipt,
  type OcrPort,
  type ParsedReceipt,
  type TransactionRepo,
} from "../../src";
import { idOf } from "../../src/testing";
import { failure, makeWorld, type World } from "../mothers";
import { anImage, aParsedReceipt, fakeOcr, line, taxIncluded, taxOnTop } from "./receiptMothers";

const receiptUseCase = (world: World, ocr: OcrPort, transactions: TransactionRepo = world.repos.transactions) =>
  new CreateTransactionsFromReceipt(
    ocr,
    transactions,
    world.repos.wallets,
    world.repos.categories,
    world.allocator,
    world.ids,
    world.clock,
    world.files,
  );

/** A world with one USD account (100.00) and the use case reading `answer` off every image. */
const setup = async (answer: ParsedReceipt | Error, wallet: { currency?: string } = {}) => {
  const world = makeWorld();
  const account = await world.anAccount(wallet);
  const ocr = fakeOcr(answer);
  const upload = (refs = account.refs, userId = account.userId) =>
    receiptUseCase(world, ocr).execute(userId, { ...refs, image: anImage() });
  const stored = async () => (await world.listTransactions.execute(account.userId, {})).items;
  return { world, account, ocr, upload, stored };
};

describe("CreateTransactionsFromReceipt", () => {
  it("records tax added on top as an item of its own and moves the balance by what was paid", async () => {
    const { world, account, upload, stored } = await setup(taxOnTop());
    const budget = await world.storeBudget({
      ownerId: account.userId,
      walletId: account.refs.walletId,
      categoryIds: [account.refs.categoryId],
    });

    const result = await upload();

    expect(result.transactions.map((t) => [t.description, t.amountMinor])).toEqual([
      ["Milk 2L", -349],
      ["Bread", -299],
      ["Apples 1kg", -450],
      ["TAX 8%", -88],
    ]);
    expect(result.transactions.every((t) => t.type === "expense" && t.currency === "USD")).toBe(true);
    expect(result.transactions[0]?.date.toISOString()).toBe("2026-03-14T00:00:00.000Z");
    expect(result.receipt).toMatchObject({
      merchant: "Corner Grocery",
      currency: "USD",
      totalMinor: 1186,
      itemsTotalMinor: 1186,
      tax: "added",
      warnings: [],
    });
    expect(result.budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 1186 })]);
    expect(await world.balanceOf(account.refs.walletId)).toBe(10_000 - 1186);
    expect(await stored()).toHaveLength(4);
  });

  it("leaves included tax out", async () => {
    const { world, account, upload } = await setup(taxIncluded());
    const result = await upload();
    expect(result.transactions.map((t) => t.description)).toEqual(["Milk 2L", "Bread", "Apples 1kg"]);
    expect(await world.balanceOf(account.refs.walletId)).toBe(10_000 - 1098);
  });

  it("records comma-decimal amounts (already parsed by the adapter) in the EUR wallet's minor units", async () => {
    const euros = aParsedReceipt({
      merchant: "Bäckerei Müller",
      currency: "EUR",
      lines: [line("Brötchen 4x", 1.6), line("Kaffee", 2.9), line("Kuchen", 3.5)],
      total: 8,
    });
    const { upload } = await setup(euros, { currency: "EUR" });
    const result = await upload();
    expect(result.transactions.map((t) => [t.amountMinor, t.currency])).toEqual([
      [-160, "EUR"],
      [-290, "EUR"],
      [-350, "EUR"],
    ]);
    expect(result.receipt).toMatchObject({ currency: "EUR", totalMinor: 800, warnings: [] });
  });

  it("refuses a receipt in another currency than the wallet's and creates nothing", async () => {
    const { world, account, upload, stored } = await setup(aParsedReceipt({ currency: "eur" }));
    expect((await failure(upload)).code).toBe("CURRENCY_MISMATCH");
    expect(await stored()).toEqual([]);
    expect(await world.balanceOf(account.refs.walletId)).toBe(10_000);
  });

  it("accepts a receipt that names no currency, in the wallet's currency", async () => {
    const { upload } = await setup(aParsedReceipt({ currency: null }));
    expect((await upload()).transactions.map((t) => t.currency)).toEqual(["USD", "USD", "USD"]);
  });

  it("reads a shared mark as the wallet's currency: $ into a CAD wallet, RM into MYR, ¥ into JPY", async () => {
    for (const [hint, wallet] of [
      ["$", "CAD"],
      ["RM", "MYR"],
      ["¥", "JPY"],
      ["$", "EUR"],
    ] as const) {
      const { upload } = await setup(
        aParsedReceipt({
          currency: null,
          currencyHints: [hint],
          lines: [line("A", 3), line("B", 2), line("C", 1)],
          total: 6,
        }),
        { currency: wallet },
      );
      const result = await upload();
      expect(result.transactions.map((t) => t.currency)).toEqual([wallet, wallet, wallet]);
      expect(result.receipt.currency).toBe(wallet);
    }
  });

  it("gives the wallet the receipt's ambiguous context and refuses only an unambiguous other currency", async () => {
    const { ocr, upload } = await setup(aParsedReceipt({ currency: "MYR", currencyHints: ["$"] }), {
      currency: "CAD",
    });
    expect((await failure(upload)).code).toBe("CURRENCY_MISMATCH");
    expect(ocr.contexts).toEqual([{ walletCurrency: "CAD" }]);
  });

  it("keeps the printed time of day on the transactions, as that wall-clock time in UTC", async () => {
    const { upload } = await setup(aParsedReceipt({ date: "2026-03-14T18:45:10" }));
    const result = await upload();
    expect(result.transactions.map((t) => t.date.toISOString())).toEqual(Array(3).fill("2026-03-14T18:45:10.000Z"));
    expect(result.receipt.date?.toISOString()).toBe("2026-03-14T18:45:10.000Z");
  });

  it("creates one transaction for the total when no item line was read, dated now when no date was", async () => {
    const { world, upload } = await setup(aParsedReceipt({ date: null, lines: [line("TOTAL", 23.4)], total: null }));
    const result = await upload();
    expect(result.transactions.map((t) => [t.description, t.amountMinor])).toEqual([["Corner Grocery", -2340]]);
    expect(result.transactions[0]?.date).toEqual(world.clock.now());
    expect(result.receipt.date).toBeNull();
  });

  it("fails with OCR_PARSE_FAILED and writes nothing when no amount is found", async () => {
    const { upload, stored } = await setup(aParsedReceipt({ lines: [], total: null }));
    expect((await failure(upload)).code).toBe("OCR_PARSE_FAILED");
    expect(await stored()).toEqual([]);
  });

  it("checks the wallet and the category before running OCR", async () => {
    const { world, account, ocr, upload } = await setup(aParsedReceipt());
    const stranger = await world.anAccount();
    expect((await failure(() => upload({ ...account.refs, walletId: stranger.refs.walletId }))).code).toBe(
      "WALLET_NOT_FOUND",
    );
    expect((await failure(() => upload({ ...account.refs, categoryId: stranger.refs.categoryId }))).code).toBe(
      "INVALID_CATEGORY_EXIST_PARAMS",
    );
    expect((await failure(() => upload({ ...account.refs, walletId: idOf("not-a-uuid") }))).code).toBe(
      "WALLET_NOT_FOUND",
    );
    expect(ocr.calls).toBe(0);
  });

  it("passes OCR failures through and turns an adapter's stray error into OCR_RESPONSE_FAILED", async () => {
    const { upload } = await setup(new Error("socket hang up"));
    expect((await failure(upload)).code).toBe("OCR_RESPONSE_FAILED");
  });

  it("writes nothing when the batch fails in the middle", async () => {
    const world = makeWorld();
    const account = await world.anAccount();
    const real = world.repos.transactions;
    let singleCreates = 0;
    // The second transaction of the batch points at a category that does not exist, as a
    // constraint violation in the middle of a database batch would.
    const sabotaged: TransactionRepo = Object.assign(Object.create(real) as TransactionRepo, {
      create: async () => {
        singleCreates += 1;
      },
      createMany: (transactions: Parameters<TransactionRepo["createMany"]>[0]) =>
        real.createMany(transactions.map((t, i) => (i === 1 ? { ...t, categoryId: world.ids.next<CategoryId>() } : t))),
    });
    const useCase = receiptUseCase(world, fakeOcr(taxOnTop()), sabotaged);

    await expect(useCase.execute(account.userId, { ...account.refs, image: anImage() })).rejects.toThrow();

    expect((await world.listTransactions.execute(account.userId, {})).items).toEqual([]);
    expect(await world.balanceOf(account.refs.walletId)).toBe(10_000);
    expect(singleCreates).toBe(0);
  });
});
