import {
  asParam,
  budgetSpendingStatement,
  dashboardShape,
  dashboardStatements,
  shapedBudgetSpending,
  shapedDashboardStatements,
  statementShapes,
} from "@finance/adapter-sql";
import type { BudgetSpendingQuery, DashboardQueryInput } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { type Query, type SQL, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "../src/dashboardSchema";
import { sqliteDialect } from "../src/dialect";
import { categories, tags, transactions, transactionTags } from "../src/schema";

const tables = { transactions, categories, tags, transactionTags, daily, monthly };
const renderer = new SQLiteSyncDialect();
const toQuery = (statement: SQL) => renderer.sqlToQuery(statement);
/** A statement built afresh, rendered by the dialect, its parameters written by `placeholder`. */
const render = (statement: SQL, placeholder: (n: number) => string = () => "?"): Query => {
  const { sql: text, params } = toQuery(statement);
  let n = 0;
  return { sql: text.replace(/\?/g, () => placeholder(n++)), params };
};
/** Both spellings of parameters: SQLite's, and PostgreSQL's numbered ones. */
const PLACEHOLDERS = [
  ["?", () => "?"],
  ["$1, $2, ...", (n: number) => `$${n + 1}`],
] as const;

const at = (iso: string) => new Date(iso);
/** Ranges of every kind of source: whole months, whole days, partial days, empty, one instant wide. */
const RANGES: readonly [string, string][] = [
  ["2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z"],
  ["2026-01-01T00:00:00Z", "2026-12-01T00:00:00Z"],
  ["2026-11-03T00:00:00Z", "2026-11-20T00:00:00Z"],
  ["2026-11-03T10:15:00Z", "2026-11-20T08:00:00Z"],
  ["2026-10-30T10:15:00Z", "2027-02-02T08:00:00Z"],
  ["2026-11-03T10:15:00Z", "2026-11-03T11:00:00Z"],
  ["2026-11-03T10:15:00Z", "2026-11-03T10:15:00Z"],
  ["2025-12-31T23:59:59.999Z", "2026-03-01T00:00:00.001Z"],
];
/** Budget windows: none, whole days, partial days, no categories, several categories. */
const windows = (n: number, offset = 0): BudgetSpendingQuery[] =>
  Array.from({ length: n }, (_, i) => {
    const [from, to] = RANGES[(offset + i) % RANGES.length] as [string, string];
    return {
      budgetId: idOf(`b${n}-${offset}-${i}`),
      walletId: idOf(`w${i}`),
      categoryIds: Array.from({ length: 1 + ((n + i) % 3) }, (_, c) => idOf(`c${n}${i}${c}`)),
      from: at(from),
      to: at(to),
    };
  });

const dashboards: DashboardQueryInput[] = RANGES.flatMap(([from, to], i) =>
  [0, 1, 3].map((budgets) => ({
    userId: idOf(`user-${i}-${budgets}`),
    from: at(from),
    to: at(to),
    trendFrom: new Date(Date.UTC(2025 + (i % 2), i % 12, 1)),
    recentLimit: 5,
    budgets: windows(budgets, i),
  })),
);

describe("statements rendered once per shape", () => {
  it.each(PLACEHOLDERS)(
    "render as the same statements built afresh, for every range and budget shape, values and all: %s",
    (_, placeholder) => {
      const shapes = statementShapes(toQuery, placeholder);
      // Twice over: the second round reads every text from the first, with other users' values.
      for (const round of [1, 2]) {
        for (const input of dashboards) {
          const again = { ...input, userId: idOf(`${input.userId}-${round}`) };
          const shaped = shapedDashboardStatements(shapes, tables, sqliteDialect, again);
          const plain = {
            ...dashboardStatements(tables, sqliteDialect, again),
            spending: budgetSpendingStatement(tables, sqliteDialect, again.budgets),
          };
          for (const name of ["totals", "byCategory", "byTag", "trend", "spending"] as const) {
            const want = plain[name];
            const got = shaped[name];
            expect(got === null, `${name} ${dashboardShape(again)}`).toBe(want === null);
            if (want && got) expect(got, `${name} ${dashboardShape(again)}`).toEqual(render(want, placeholder));
          }
        }
      }
    },
  );

  it("keep one text per shape: values of the same shape share it", () => {
    const rendered: SQL[] = [];
    const shapes = statementShapes(
      (statement) => {
        rendered.push(statement);
        return renderer.sqlToQuery(statement);
      },
      () => "?",
    );
    const spending = (queries: BudgetSpendingQuery[]) =>
      shapedBudgetSpending(shapes, { transactions, daily }, sqliteDialect, queries);
    const one = windows(2);
    const other = one.map((q) => ({ ...q, budgetId: idOf(`${q.budgetId}-x`), walletId: idOf(`${q.walletId}-x`) }));
    const first = spending(one) as Query;
    const second = spending(other) as Query;
    expect(rendered).toHaveLength(1);
    expect(second.sql).toBe(first.sql);
    expect(second.params).not.toEqual(first.params);
    expect(second.params).toContain(other[0]?.walletId);
  });

  it("build a single statement once per shape and then only collect its values, null shapes included", () => {
    const shapes = statementShapes(toQuery, () => "?");
    let builds = 0;
    const single = (shape: string, value: string | null) =>
      shapes.single(
        shape,
        (bind) => {
          builds += 1;
          return value === null ? null : sql`SELECT ${bind(value)} AS a`;
        },
        () => (value === null ? [] : [value]),
      );
    expect(single("one", "x")).toEqual({ sql: "SELECT ? AS a", params: ["x"] });
    expect(single("one", "y")).toEqual({ sql: "SELECT ? AS a", params: ["y"] });
    expect(single("none", null)).toBeNull();
    expect(single("none", null)).toBeNull();
    expect(builds).toBe(2);
  });

  it("refuse a single statement whose values are not the ones it binds, in its order", () => {
    const shapes = statementShapes(toQuery, () => "?");
    expect(() =>
      shapes.single(
        "swapped",
        (bind) => sql`SELECT ${bind("a")}, ${bind("b")}`,
        () => ["b", "a"],
      ),
    ).toThrow(/not the ones it binds/);
    expect(() =>
      shapes.single(
        "short",
        (bind) => sql`SELECT ${bind("a")}, ${bind("b")}`,
        () => ["a"],
      ),
    ).toThrow(/not the ones it binds/);
  });

  it("refuse a value taken without bind, which the kept text would otherwise carry to every later call", () => {
    const shapes = statementShapes(toQuery, () => "?");
    expect(() =>
      shapes.single(
        "one",
        (bind) => sql`SELECT ${bind(1)} AS a, ${asParam("kept")} AS b`,
        () => [1],
      ),
    ).toThrow(/not bound/);
  });

  it("forget the oldest text past the limit and render it again when asked", () => {
    let renders = 0;
    const shapes = statementShapes(
      (statement) => {
        renders += 1;
        return renderer.sqlToQuery(statement);
      },
      () => "?",
      2,
    );
    const use = (shape: string) =>
      shapes.single(
        shape,
        (bind) => sql`SELECT ${bind(shape)}`,
        () => [shape],
      );
    for (const shape of ["a", "b", "a", "c", "a"]) use(shape);
    expect(renders).toBe(4);
    expect(use("c")).toEqual({ sql: "SELECT ?", params: ["c"] });
  });
});
