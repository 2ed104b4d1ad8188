import {
  type Budget,
  type BudgetSpendingQuery,
  type Currency,
  currentWindow,
  type DashboardAggregates,
  type DashboardQuery,
  type DashboardQueryInput,
  MAX_AMOUNT_MINOR,
  monthKey,
  type Repositories,
  type TagId,
  type Transaction,
  trendMonths,
  type UserId,
  windowBounds,
} from "@finance/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aBudget,
  aCategory,
  aMember,
  aTag,
  aTransaction,
  aTransfer,
  aUser,
  aWallet,
  newId,
  rewriteTo,
} from "./mothers";
import { EDGE_INSTANTS } from "./repository/instants";

/** One open, migrated store with its dashboard query. */
export interface DashboardHarness {
  readonly repositories: Repositories;
  readonly dashboard: DashboardQuery;
  close(): Promise<void>;
}

export type MakeDashboardHarness = () => Promise<DashboardHarness>;

/** A small deterministic generator (mulberry32), so every adapter sees the very same data set. */
const prng = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
};

const DAY = 86_400_000;
const cur = (code: string) => code as Currency;

/** The instants every range below starts or ends at; the data set puts transactions on and next to them. */
const EDGES = [
  "2025-01-01T00:00:00.000Z",
  "2025-06-30T23:59:59.999Z",
  "2025-07-01T00:00:00.000Z",
  "2026-01-15T00:00:00.000Z",
  "2026-02-01T00:00:00.000Z",
  "2026-02-10T13:45:00.000Z",
  "2026-02-28T23:59:59.999Z",
  "2026-03-01T00:00:00.000Z",
  "2026-03-09T18:00:00.000Z",
  "2026-03-10T06:00:00.000Z",
  "2026-04-01T00:00:00.000Z",
].map((iso) => new Date(iso).getTime());

/**
 * Ranges [from, to) asked for: month-aligned, date-aligned, date-time edges, less than a day, long,
 * whole months with whole and partial days on both sides, empty.
 */
const RANGES: ReadonlyArray<readonly [string, string]> = [
  ["2026-03-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
  ["2026-02-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"],
  ["2026-01-15T00:00:00.000Z", "2026-02-11T00:00:00.000Z"],
  ["2026-02-10T13:45:00.000Z", "2026-03-09T18:00:00.000Z"],
  ["2026-03-09T18:00:00.000Z", "2026-03-10T06:00:00.000Z"],
  ["2024-12-31T23:59:59.999Z", "2026-06-30T00:00:00.000Z"],
  ["2025-06-30T23:59:59.999Z", "2026-03-09T18:00:00.000Z"],
  ["2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z"],
];

/** The days budgets are looked at. */
const TODAYS = ["2026-03-15", "2026-02-28", "2025-07-01"];

const sortRows = <T extends object>(rows: readonly T[], key: (row: T) => string): T[] =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** What every adapter must answer, computed here from the data set itself (the test's own reference). */
const expected = (
  all: readonly Transaction[],
  names: ReadonlyMap<string, string>,
  input: DashboardQueryInput,
): DashboardAggregates => {
  const mine = all.filter((t) => t.userId === input.userId);
  const inRange = mine.filter((t) => t.date >= input.from && t.date < input.to);
  const group = <K extends string>(rows: readonly Transaction[], key: (t: Transaction) => K) => {
    const groups = new Map<K, Transaction[]>();
    for (const t of rows) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
    return [...groups.values()];
  };
  const figures = (rows: readonly Transaction[]) => ({
    incomeMinor: rows.filter((t) => t.type === "income").reduce((s, t) => s + Math.abs(t.amountMinor), 0),
    expenseMinor: rows.filter((t) => t.type === "expense").reduce((s, t) => s + Math.abs(t.amountMinor), 0),
  });
  return {
    totals: group(inRange, (t) => t.currency).map((rows) => ({
      currency: rows[0]!.currency,
      ...figures(rows),
      count: rows.length,
    })),
    byCategory: group(inRange, (t) => `${t.categoryId}|${t.currency}`).map((rows) => ({
      categoryId: rows[0]!.categoryId!,
      name: names.get(rows[0]!.categoryId!) ?? "?",
      currency: rows[0]!.currency,
      ...figures(rows),
      count: rows.length,
    })),
    byTag: [...new Set(inRange.flatMap((t) => t.tagIds))].flatMap((tagId) =>
      group(
        inRange.filter((t) => t.tagIds.includes(tagId)),
        (t) => t.currency,
      ).map((rows) => ({
        tagId,
        name: names.get(tagId) ?? "?",
        currency: rows[0]!.currency,
        ...figures(rows),
        count: rows.length,
      })),
    ),
    trend: group(
      mine.filter((t) => t.date >= input.trendFrom && t.date < input.to),
      (t) => `${monthKey(t.date)}|${t.currency}`,
    ).map((rows) => {
      const { incomeMinor, expenseMinor } = figures(rows);
      return { month: monthKey(rows[0]!.date), currency: rows[0]!.currency, incomeMinor, expenseMinor };
    }),
    recent: [...inRange]
      .sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, input.recentLimit),
    budgets: input.budgets.map((q) => ({
      budgetId: q.budgetId,
      spentMinor: figures(
        all.filter(
          (t) =>
            t.type === "expense" &&
            t.walletId === q.walletId &&
            t.categoryId !== null &&
            q.categoryIds.includes(t.categoryId) &&
            t.date >= q.from &&
            t.date < q.to,
        ),
      ).expenseMinor,
    })),
  };
};

/** Both answers in one canonical order, so `toEqual` compares figures, not row order. */
const canonical = (a: DashboardAggregates) => ({
  totals: sortRows(a.totals, (r) => r.currency),
  byCategory: sortRows(a.byCategory, (r) => `${r.currency}|${r.categoryId}`),
  byTag: sortRows(a.byTag, (r) => `${r.currency}|${r.tagId}`),
  trend: sortRows(a.trend, (r) => `${r.month}|${r.currency}`),
  recent: a.recent,
  budgets: a.budgets,
});

/**
 * The dashboard's aggregates, run unchanged against memory, SQLite and PostgreSQL: each must answer
 * exactly what the generated data set adds up to (so all three agree, to the cent), after inserts,
 * and again after updates and deletes moved rows between days, months, wallets and categories.
 * Transfers between the owner's wallets are in the store too and must count in nothing.
 */
export const describeDashboardContract = (name: string, makeHarness: MakeDashboardHarness): void => {
  describe(`dashboard contract: ${name}`, () => {
    let harness: DashboardHarness;
    const live = new Map<string, Transaction>();
    const names = new Map<string, string>();
    const budgets: Budget[] = [];
    let owner = newId<UserId>();
    let member = newId<UserId>();
    const random = prng(20260315);

    const inputsFor = (userId: UserId, visible: readonly Budget[]): DashboardQueryInput[] =>
      RANGES.flatMap(([from, to]) =>
        TODAYS.map((today, i) => {
          const end = new Date(to);
          const budgetQueries: BudgetSpendingQuery[] = visible.map((b) => ({
            budgetId: b.id,
            walletId: b.walletId,
            categoryIds: b.categoryIds,
            ...windowBounds(currentWindow(b, today)),
          }));
          return {
            userId,
            from: new Date(from),
            to: end,
            trendFrom: trendMonths(end, 12).from,
            recentLimit: 5 - i,
            budgets: budgetQueries,
          };
        }),
      );

    const expectAllAgree = async () => {
      const ownerInputs = inputsFor(owner, budgets);
      const memberInputs = inputsFor(member, budgets.slice(0, 1));
      for (const input of [...ownerInputs, ...memberInputs]) {
        const actual = await harness.dashboard.summarize(input);
        const want = expected([...live.values()], names, input);
        expect(
          canonical(actual),
          `${input.userId === owner ? "owner" : "member"} ${input.from.toISOString()} - ${input.to.toISOString()}`,
        ).toEqual(canonical(want));
      }
    };

    beforeAll(async () => {
      harness = await makeHarness();
      const repos = harness.repositories;
      const ownerUser = aUser();
      const memberUser = aUser();
      owner = ownerUser.id;
      member = memberUser.id;
      await repos.users.create(ownerUser);
      await repos.users.create(memberUser);

      const wallets = [
        aWallet(owner, { currency: cur("USD") }),
        aWallet(owner, { currency: cur("USD") }),
        aWallet(owner, { currency: cur("EUR") }),
        aWallet(owner, { currency: cur("JPY"), initialBalanceMinor: 0, balanceMinor: 0 }),
        aWallet(owner, { currency: cur("KWD") }),
      ];
      const memberWallet = aWallet(member, { currency: cur("USD") });
      for (const w of [...wallets, memberWallet]) await repos.wallets.create(w);
      const categories = ["Food", "Rent", "Salary", "Travel", "Fun"].map((n) =>
        aCategory(owner, { name: `${n} ${owner.slice(-6)}` }),
      );
      const memberCategory = aCategory(member);
      for (const c of [...categories, memberCategory]) {
        await repos.categories.create(c);
        names.set(c.id, c.name);
      }

      // Tags: none, one or two of three on each row; the member's tag never shows in the owner's figures.
      const tags = ["Trip", "Work", "Kids"].map((n) => aTag(owner, { name: `${n} ${owner.slice(-6)}` }));
      const memberTag = aTag(member);
      for (const t of [...tags, memberTag]) {
        await repos.tags.create(t);
        names.set(t.id, t.name);
      }
      const pickTags = (): TagId[] => {
        const n = random.int(3);
        return [...new Set(Array.from({ length: n }, () => random.pick(tags).id))].sort();
      };

      // Dates: two years of random instants, plus rows on and one millisecond around every edge.
      const start = new Date("2024-12-01T00:00:00.000Z").getTime();
      const dates: number[] = [];
      for (let i = 0; i < 500; i += 1) dates.push(start + random.int(560 * DAY));
      for (const edge of EDGES) dates.push(edge - 1, edge, edge, edge + 1);
      const rows: Transaction[] = dates.map((ms, i) => {
        const wallet = random.pick(wallets);
        const type = random.next() < 0.3 ? "income" : "expense";
        // Mostly everyday amounts, now and then one of the largest an amount may be.
        const magnitude = i % 97 === 0 ? MAX_AMOUNT_MINOR - random.int(1000) : 1 + random.int(500_000);
        return aTransaction(
          { userId: owner, walletId: wallet.id, categoryId: random.pick(categories).id, currency: wallet.currency },
          {
            type,
            amountMinor: type === "expense" ? -magnitude : magnitude,
            date: new Date(ms),
            description: `tx ${i}`,
            tagIds: pickTags(),
          },
        );
      });
      // The member's own rows must never show in the owner's figures, nor the owner's in the member's.
      for (let i = 0; i < 40; i += 1) {
        rows.push(
          aTransaction(
            { userId: member, walletId: memberWallet.id, categoryId: memberCategory.id },
            {
              amountMinor: -(1 + random.int(10_000)),
              date: new Date(start + random.int(560 * DAY)),
              tagIds: i % 2 === 0 ? [memberTag.id] : [],
            },
          ),
        );
      }
      for (let i = 0; i < rows.length; i += 100) await repos.transactions.createMany(rows.slice(i, i + 100));
      for (const row of rows) live.set(row.id, row);
      // Transfers between the owner's wallets, on the same edges: their legs are in no figure, so
      // `live` (what the expected figures are summed from) does not hold them.
      for (let i = 0; i < 60; i += 1) {
        const from = wallets[i % wallets.length]!;
        const to = wallets[(i + 1 + random.int(wallets.length - 1)) % wallets.length]!;
        const amount = 1 + random.int(90_000);
        await repos.transfers.create(
          aTransfer(owner, from, to, {
            amountMinor: amount,
            toAmountMinor: from.currency === to.currency ? amount : 1 + random.int(90_000),
            date: new Date(dates[(i * 7) % dates.length]!),
          }),
        );
      }

      const [usd, , eur] = wallets;
      const pickCategories = (n: number) => categories.slice(0, n).map((c) => c.id);
      budgets.push(
        aBudget(
          { userId: owner, walletId: usd!.id, categoryIds: pickCategories(2) },
          { period: "monthly", startDate: "2025-01-31" },
        ),
        aBudget(
          { userId: owner, walletId: usd!.id, categoryIds: pickCategories(5) },
          { period: "weekly", startDate: "2025-03-03" },
        ),
        aBudget(
          { userId: owner, walletId: eur!.id, categoryIds: pickCategories(3) },
          { period: "daily", startDate: "2026-02-01", currency: cur("EUR") },
        ),
        aBudget(
          { userId: owner, walletId: usd!.id, categoryIds: pickCategories(4) },
          { period: "quarterly", startDate: "2025-01-15", endDate: "2026-02-20" },
        ),
        aBudget(
          { userId: owner, walletId: eur!.id, categoryIds: [] },
          { period: "yearly", startDate: "2025-01-01", currency: cur("EUR") },
        ),
      );
      for (const b of budgets) await repos.budgets.create(b);
      await repos.budgets.addMember(aMember(budgets[0]!.id, memberUser, { status: "accepted" }));
    });

    afterAll(async () => {
      await harness?.close();
    });

    it("answers exactly the data set's totals, categories, trend, newest rows and budget spending", async () => {
      await expectAllAgree();
    });

    it("stays exact after updates move rows across days, months, wallets and categories, and after deletes", async () => {
      const repos = harness.repositories;
      const ownerRows = [...live.values()].filter((t) => t.userId === owner);
      const wallets = await repos.wallets.listByUser(owner);
      const categories = (await repos.categories.listByUser(owner)).map((c) => c.id);
      for (const [i, row] of ownerRows.slice(0, 60).entries()) {
        const wallet = wallets[i % wallets.length]!;
        const type = i % 3 === 0 ? "income" : "expense";
        const magnitude = 1 + random.int(90_000);
        const moved: Transaction = {
          ...row,
          walletId: wallet.id,
          currency: wallet.currency,
          categoryId: categories[i % categories.length]!,
          type,
          amountMinor: type === "expense" ? -magnitude : magnitude,
          date: new Date(row.date.getTime() + (i % 2 === 0 ? 1 : -1) * random.int(40 * DAY)),
        };
        const written = await repos.transactions.update(rewriteTo(moved));
        live.set(moved.id, written.ok ? written.value : moved);
      }
      for (const row of ownerRows.slice(60, 100)) {
        await repos.transactions.delete(row.id);
        live.delete(row.id);
      }
      await expectAllAgree();
    });

    it("counts rows of years 1 to 100, 1969 and 9999 in their own years, months and days", async () => {
      const repos = harness.repositories;
      const user = aUser();
      await repos.users.create(user);
      const wallet = aWallet(user.id);
      await repos.wallets.create(wallet);
      const category = aCategory(user.id);
      await repos.categories.create(category);
      const rows = EDGE_INSTANTS.map((date, i) =>
        aTransaction(
          { userId: user.id, walletId: wallet.id, categoryId: category.id },
          { amountMinor: -(i + 1), date },
        ),
      );
      await repos.transactions.createMany(rows);
      const budget = aBudget(
        { userId: user.id, walletId: wallet.id, categoryIds: [category.id] },
        { period: "yearly", startDate: "0099-01-01" },
      );
      const ranges: ReadonlyArray<readonly [string, string]> = [
        ["0001-01-01T00:00:00.000Z", "0002-01-01T00:00:00.000Z"],
        ["0001-01-01T00:00:00.000Z", "0100-01-01T00:00:00.000Z"],
        ["0027-10-01T00:00:00.000Z", "0027-11-01T00:00:00.000Z"],
        ["0099-06-14T00:00:00.000Z", "0100-01-01T00:00:00.001Z"],
        ["1969-12-31T00:00:00.000Z", "1970-01-02T00:00:00.000Z"],
        ["9999-12-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"],
      ];
      for (const [from, to] of ranges) {
        const end = new Date(to);
        const window = windowBounds(currentWindow(budget, "0099-12-31"));
        const input: DashboardQueryInput = {
          userId: user.id,
          from: new Date(from),
          to: end,
          trendFrom: trendMonths(end, 12).from,
          recentLimit: 5,
          budgets: [{ budgetId: budget.id, walletId: wallet.id, categoryIds: [category.id], ...window }],
        };
        const want = expected(rows, new Map([[category.id, category.name]]), input);
        expect(want.recent.length + want.budgets[0]!.spentMinor, `${from} - ${to} has rows`).toBeGreaterThan(0);
        expect(canonical(await harness.dashboard.summarize(input)), `${from} - ${to}`).toEqual(canonical(want));
      }
    });
  });
};
