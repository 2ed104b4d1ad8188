import {
  BudgetAllocator,
  CommitImport,
  DiscardImport,
  ListImportRows,
  PreviewImport,
  parseCurrency,
  type StatementEntry,
  type StatementFormat,
  type StatementReader,
  type StatementRow,
  truncatedStatement,
} from "../../src";
import { makeWorld } from "../mothers";

/** A read row of a USD statement: a 4.50 coffee on 14 March 2026, unless told otherwise. */
export const aStatementRow = (overrides: Partial<StatementRow> = {}): StatementRow => ({
  status: "read",
  line: 2,
  date: "2026-03-14",
  amountMinor: -450,
  currency: parseCurrency("USD"),
  description: "Coffee Corner",
  ...overrides,
});

/** `count` distinct rows, one a day going back from 14 March 2026, lines 2.. */
export const manyRows = (count: number): StatementRow[] =>
  Array.from({ length: count }, (_, i) =>
    aStatementRow({
      line: i + 2,
      date: new Date(Date.UTC(2026, 2, 14) - (i % 3000) * 86_400_000).toISOString().slice(0, 10),
      description: `Payment ${i + 1}`,
      amountMinor: -(100 + i),
    }),
  );

/**
 * Stands in for the bank-file adapter: yields the given entries as a file of `format`, then
 * optionally fails the iteration like a file found truncated at its end.
 */
export const fakeReader = (
  entries: readonly StatementEntry[],
  { format = "csv", failAtEnd = false }: { format?: StatementFormat; failAtEnd?: boolean } = {},
): StatementReader & { opened: number } => {
  const reader = {
    opened: 0,
    open: async () => {
      reader.opened += 1;
      return {
        format,
        entries: (async function* () {
          yield* entries;
          if (failAtEnd) throw truncatedStatement("OFX", "the file ends before </OFX>");
        })(),
      };
    },
  };
  return reader;
};

const noBytes = (async function* () {})();

/** A world with the import use cases on its memory store, and an account to import into. */
export const importWorld = async ({ maxRows = 200_000 }: { maxRows?: number } = {}) => {
  const world = makeWorld();
  const account = await world.anAccount();
  const preview = (
    entries: readonly StatementEntry[],
    options?: Parameters<typeof fakeReader>[1],
    refs = account.refs,
  ) =>
    new PreviewImport(
      world.repos.imports,
      world.repos.wallets,
      world.repos.categories,
      fakeReader(entries, options),
      world.ids,
      world.clock,
      { maxRows },
    ).execute(account.userId, { ...refs, bytes: noBytes });
  return {
    world,
    account,
    preview,
    listRows: new ListImportRows(world.repos.imports, world.clock),
    commit: new CommitImport(
      world.repos.imports,
      world.repos.wallets,
      new BudgetAllocator(world.repos.budgets, world.repos.transactions, world.clock),
      world.clock,
    ),
    discard: new DiscardImport(world.repos.imports, world.clock),
    stored: async () => (await world.listTransactions.execute(account.userId, { limit: 100 })).items,
  };
};
