import type { LoadResult } from "./load";
import type { Machine } from "./report";

/** One measured window of one build on one row. */
export interface CompareRun {
  readonly round: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** The rounds of one build on one row, and their median and spread. */
export interface SideFigures {
  readonly runs: readonly CompareRun[];
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export type Verdict = "slower" | "faster" | "within noise" | "invalid";

export interface CompareRow {
  readonly store: string;
  readonly scenario: string;
  readonly title: string;
  readonly before: SideFigures;
  readonly after: SideFigures;
  /** after median / before median, in requests per second: below 1 is slower. */
  readonly ratio: number;
  /** The before's spread (max - min of its rounds), as a share of its median. */
  readonly noise: number;
  /**
   * after / before within each round (the two windows measured back to back), median and range:
   * a second reading less moved by load that changes between rounds.
   */
  readonly paired: { readonly median: number; readonly min: number; readonly max: number };
  readonly verdict: Verdict;
}

export interface CompareReport {
  readonly machine: Machine;
  readonly loadAverageAtEnd: readonly number[];
  readonly before: { readonly ref: string; readonly commit: string };
  readonly after: { readonly ref: string; readonly commit: string; readonly uncommittedChanges: boolean };
  readonly settings: {
    readonly transactions: number;
    readonly rounds: number;
    readonly durationSeconds: number;
    readonly warmupSeconds: number;
    readonly connections: number;
    readonly stores: readonly string[];
    readonly wallMinutes: number;
  };
  readonly rows: readonly CompareRow[];
  readonly notes: readonly string[];
}

export const toRun = (round: number, result: LoadResult): CompareRun => ({
  round,
  requestsPerSecond: Math.round(result.requestsPerSecond * 10) / 10,
  p50Ms: result.latencyMs.p50,
  p99Ms: result.latencyMs.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const sideFigures = (runs: readonly CompareRun[]): SideFigures => {
  const rates = runs.map((run) => run.requestsPerSecond);
  return {
    runs,
    median: median(rates),
    min: Math.min(...rates),
    max: Math.max(...rates),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
  };
};

/**
 * Slower than noise: the after's median lies below the before's lowest round by more than the
 * before's spread (its highest round minus its lowest). Faster likewise above the highest.
 */
export const verdictOf = (before: SideFigures, after: SideFigures): Verdict => {
  const failed = (side: SideFigures) => side.runs.some((run) => run.non2xx > 0 || run.errors > 0);
  if (failed(before) || failed(after)) return "invalid";
  const spread = before.max - before.min;
  if (after.median < before.min - spread) return "slower";
  if (after.median > before.max + spread) return "faster";
  return "within noise";
};

export const compareRow = (
  store: string,
  scenario: string,
  title: string,
  beforeRuns: readonly CompareRun[],
  afterRuns: readonly CompareRun[],
): CompareRow => {
  const before = sideFigures(beforeRuns);
  const after = sideFigures(afterRuns);
  const pairs = afterRuns.flatMap((run) => {
    const partner = beforeRuns.find((other) => other.round === run.round);
    return partner ? [run.requestsPerSecond / partner.requestsPerSecond] : [];
  });
  return {
    store,
    scenario,
    title,
    before,
    after,
    ratio: after.median / before.median,
    noise: (before.max - before.min) / before.median,
    paired: { median: median(pairs), min: Math.min(...pairs), max: Math.max(...pairs) },
    verdict: verdictOf(before, after),
  };
};

const int = (value: number) => Math.round(value).toLocaleString("en-US");
const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

export const renderCompareTable = (rows: readonly CompareRow[]): string[] => [
  "| Store | Row | Before req/s (median, rounds' range) | After req/s (median, rounds' range) | After / before | Noise (before's range / median) | Paired after / before (median, range) | p50 ms before / after | p99 ms before / after | Verdict |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ...rows.map(
    (row) =>
      `| ${row.store} | ${row.title} | ${int(row.before.median)} (${int(row.before.min)}–${int(row.before.max)}) | ` +
      `${int(row.after.median)} (${int(row.after.min)}–${int(row.after.max)}) | ${row.ratio.toFixed(2)} | ` +
      `${percent(row.noise)} | ${row.paired.median.toFixed(2)} (${row.paired.min.toFixed(2)}–${row.paired.max.toFixed(2)}) | ${row.before.p50Ms} / ${row.after.p50Ms} | ${row.before.p99Ms} / ${row.after.p99Ms} | ` +
      `${row.verdict === "slower" ? "**slower**" : row.verdict} |`,
  ),
];

export const renderCompareMarkdown = (report: CompareReport): string => {
  const { machine, settings } = report;
  const slower = report.rows.filter((row) => row.verdict === "slower");
  return [
    `# pnpm bench --compare ${report.before.ref}`,
    "",
    `Before: \`${report.before.ref}\` (${report.before.commit}). After: \`${report.after.ref}\` (${report.after.commit}` +
      `${report.after.uncommittedChanges ? ", with uncommitted changes" : ""}).`,
    "",
    `Run ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ` +
      `PostgreSQL ${machine.postgres}; load average ${machine.loadAverage.join(" / ")} at the start, ` +
      `${report.loadAverageAtEnd.join(" / ")} at the end; ${settings.wallMinutes} min.`,
    `${settings.transactions.toLocaleString("en-US")} transactions per store and build; ${settings.rounds} rounds of ` +
      `${settings.durationSeconds} s measured after ${settings.warmupSeconds} s of warm-up, ${settings.connections} connections.`,
    "",
    ...renderCompareTable(report.rows),
    "",
    slower.length === 0
      ? "No row is slower than noise."
      : `Slower than noise: ${slower.map((row) => `${row.store} ${row.scenario}`).join(", ")}.`,
    "",
    ...report.notes.map((note) => `- ${note}`),
    "",
  ].join("\n");
};
