import { availableParallelism, cpus, freemem, loadavg, release, totalmem } from "node:os";
import type { LoadResult } from "./load";

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly freeMemoryGiB: number;
  readonly node: string;
  readonly kernel: string;
  readonly postgres: string;
  readonly date: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews a run. */
  readonly loadAverage: readonly number[];
}

export const describeMachine = (postgresVersion: string, loadAverage: readonly number[] = loadavg()): Machine => {
  const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 10) / 10;
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: availableParallelism(),
    memoryGiB: gib(totalmem()),
    freeMemoryGiB: gib(freemem()),
    node: process.version,
    kernel: release(),
    postgres: postgresVersion,
    date: new Date().toISOString(),
    loadAverage: loadAverage.map((value) => Math.round(value * 100) / 100),
  };
};

export type StoreName = "none" | "sqlite" | "postgres";

export interface Row extends LoadResult {
  /** Scenario id: ceiling, health, list-first, list-deep, create, dashboard, receipt. */
  readonly scenario: string;
  readonly title: string;
  readonly store: StoreName;
  readonly mode: "single" | "cluster";
  /** Which server process answered (RSS is judged per server). */
  readonly server: string;
  readonly connections: number;
  /** Peak RSS of the server: the process, or a cluster's primary and workers together. */
  readonly peakRssMb: number;
  /** Peak RSS of its largest single process (a cluster worker); equals peakRssMb otherwise. */
  readonly peakProcessRssMb: number;
  /** requestsPerSecond / the ceiling's requests per second of this run. */
  readonly ratioToCeiling: number;
  /** Every answer was a 2xx and no connection failed. */
  readonly valid: boolean;
  readonly note?: string;
}

export interface Target {
  readonly name: string;
  readonly pass: boolean;
  readonly detail: string;
}

export interface BenchReport {
  readonly machine: Machine;
  readonly settings: Record<string, unknown>;
  readonly ceiling: { readonly requestsPerSecond: number; readonly runs: readonly number[] };
  readonly rows: readonly Row[];
  readonly targets: readonly Target[];
  readonly notes: readonly string[];
}

const MB = 1024 * 1024;
export const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

const find = (rows: readonly Row[], scenario: string, store: StoreName, mode: Row["mode"] = "single") =>
  rows.find((row) => row.scenario === scenario && row.store === store && row.mode === mode && row.valid);

const pct = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`;
const rps = (value: number) => Math.round(value).toLocaleString("en-US");

export const RSS_LIMIT_MB = 250;

/** The issue's targets, evaluated on this run's rows only. */
export const evaluateTargets = (rows: readonly Row[], stores: readonly StoreName[]): Target[] => {
  const targets: Target[] = [];
  for (const store of stores) {
    for (const scenario of ["list-first", "list-deep"]) {
      const row = find(rows, scenario, store);
      if (row) {
        targets.push({
          name: `${scenario} on ${store} >= 50% of ceiling`,
          pass: row.ratioToCeiling >= 0.5,
          detail: `${rps(row.requestsPerSecond)} req/s = ${pct(row.ratioToCeiling)}`,
        });
      }
    }
    const create = find(rows, "create", store);
    if (create) {
      targets.push({
        name: `create on ${store} >= 30% of ceiling`,
        pass: create.ratioToCeiling >= 0.3,
        detail: `${rps(create.requestsPerSecond)} req/s = ${pct(create.ratioToCeiling)}`,
      });
    }
    const first = find(rows, "list-first", store);
    const deep = find(rows, "list-deep", store);
    if (first && deep) {
      const ratio = deep.requestsPerSecond / first.requestsPerSecond;
      targets.push({
        name: `deep page within 10% of first page on ${store}`,
        pass: ratio >= 0.9,
        detail: `deep ${rps(deep.requestsPerSecond)} vs first ${rps(first.requestsPerSecond)} req/s (${pct(ratio)}); p50 ${deep.latencyMs.p50} vs ${first.latencyMs.p50} ms`,
      });
    }
  }
  if (stores.includes("sqlite") && stores.includes("postgres")) {
    for (const scenario of ["list-first", "list-deep", "create", "dashboard", "receipt"]) {
      const sqlite = find(rows, scenario, "sqlite");
      const pg = find(rows, scenario, "postgres");
      if (sqlite && pg) {
        const ratio = pg.requestsPerSecond / sqlite.requestsPerSecond;
        targets.push({
          name: `${scenario}: PostgreSQL within 2x of SQLite`,
          pass: ratio >= 0.5,
          detail: `PostgreSQL ${rps(pg.requestsPerSecond)} vs SQLite ${rps(sqlite.requestsPerSecond)} req/s (${ratio.toFixed(2)}x)`,
        });
      }
    }
  }
  // Per process: the service's own processes (not the hello world); a cluster by its largest process.
  const servers = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.server === "hello") continue;
    servers.set(row.server, [...(servers.get(row.server) ?? []), row]);
  }
  for (const [server, group] of servers) {
    const worst = group.reduce((a, b) => (b.peakProcessRssMb > a.peakProcessRssMb ? b : a));
    const cluster = worst.mode === "cluster";
    targets.push({
      name: `peak RSS < ${RSS_LIMIT_MB} MB per process (${server})`,
      pass: worst.peakProcessRssMb < RSS_LIMIT_MB,
      detail:
        `max ${worst.peakProcessRssMb} MB${cluster ? ` in one process (all processes ${worst.peakRssMb} MB)` : ""} ` +
        `during ${worst.scenario}${
          group.length > 1
            ? `; others ${group
                .filter((row) => row !== worst)
                .map((row) => `${row.scenario} ${row.peakProcessRssMb}`)
                .join(", ")}`
            : ""
        }`,
    });
  }
  for (const row of rows) {
    if (!row.valid) {
      targets.push({
        name: `${row.scenario} on ${row.store} (${row.mode}) answered 2xx only`,
        pass: false,
        detail: `statuses ${JSON.stringify(row.statusCodes)}, errors ${row.errors}, timeouts ${row.timeouts}${row.note ? `; ${row.note}` : ""}`,
      });
    }
  }
  return targets;
};

export const targetLine = (target: Target) => `${target.pass ? "PASS" : "FAIL"}  ${target.name}: ${target.detail}`;

const cell = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "-");
/** autocannon's latencies are whole milliseconds. */
const ms = (value: number) => (Number.isInteger(value) ? String(value) : cell(value));

export const renderMarkdown = (report: BenchReport): string => {
  const { machine } = report;
  const lines = [
    "# Benchmark results",
    "",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM; Node ${machine.node}; ` +
      `Linux ${machine.kernel}; PostgreSQL ${machine.postgres}. Run ${machine.date}, load average at the start ` +
      `${machine.loadAverage.join(" / ")}.`,
    "",
    `Settings: ${Object.entries(report.settings)
      .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(",") : String(value)}`)
      .join("; ")}.`,
    "",
    "| Scenario | DB | Mode | Conn | req/s | p50 ms | p99 ms | Peak RSS MB | vs ceiling |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of report.rows) {
    const flag = row.valid ? "" : " (non-2xx!)";
    lines.push(
      `| ${row.title}${flag} | ${row.store === "none" ? "-" : row.store} | ${row.mode} | ${row.connections} | ` +
        `${rps(row.requestsPerSecond)} | ${ms(row.latencyMs.p50)} | ${ms(row.latencyMs.p99)} | ` +
        `${cell(row.peakRssMb)}${row.mode === "cluster" ? ` (largest process ${cell(row.peakProcessRssMb)})` : ""} | ` +
        `${pct(row.ratioToCeiling)} |`,
    );
  }
  lines.push("", "## Targets", "", "```");
  for (const target of report.targets) lines.push(targetLine(target));
  lines.push("```", "", "## Notes", "");
  for (const note of report.notes) lines.push(`- ${note}`);
  lines.push("");
  return lines.join("\n");
};
