/**
 * `pnpm bench --compare <git-ref>`: this tree against an earlier commit, side by side in one run.
 * The ref is checked out into a temporary git worktree outside the repository, installed offline
 * and built; each build is seeded by its own seed script (its own schema, its own SQLite file and
 * PostgreSQL database) with the same sizes. Both servers of a store run at once and every row is
 * measured A/B/B/A... over the rounds, so whatever else the machine does hits both builds.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startApp } from "./app";
import {
  type CompareReport,
  type CompareRow,
  type CompareRun,
  compareRow,
  renderCompareMarkdown,
  toRun,
} from "./compareReport";
import {
  type Dataset,
  type Paths,
  type PreparedStore,
  postgresVersion,
  prepareStore,
  SEED_MONTHS,
  vacuumPostgres,
} from "./data";
import { drive } from "./load";
import type { BenchOptions, Store } from "./options";
import { type ChildServer, run } from "./processes";
import { summarizeProfiles } from "./profile";
import { describeMachine } from "./report";
import { type Scenario, setUp, storeScenarios } from "./scenarios";

/** The core rows: reads and a write on the ledger, each store's own. Receipts are OCR-bound and left out. */
export const COMPARE_SCENARIOS = ["list-first", "list-deep", "dashboard", "create", "wallet-get", "wallet-list"];

type Log = (line: string) => void;

interface Side {
  readonly label: "before" | "after";
  readonly paths: Paths;
}

const git = async (cwd: string, args: readonly string[]) => (await run("git", args, { cwd })).trim();

/** The ref's worktree under $TMPDIR, reused when it already holds that commit (`--keep-worktree`). */
const checkOut = async (root: string, commit: string, short: string, log: Log): Promise<string> => {
  const base = join(tmpdir(), "finance-bench-compare");
  mkdirSync(base, { recursive: true });
  const dir = join(base, short);
  if (existsSync(join(dir, ".git"))) {
    const head = await git(dir, ["rev-parse", "HEAD"]).catch(() => "");
    if (head === commit) {
      log(`reusing the worktree ${dir}`);
      return dir;
    }
    await git(root, ["worktree", "remove", "--force", dir]).catch(() => "");
  }
  rmSync(dir, { recursive: true, force: true });
  await git(root, ["worktree", "prune"]);
  log(`checking out ${short} into ${dir}`);
  await git(root, ["worktree", "add", "--detach", dir, commit]);
  return dir;
};

const removeWorktree = async (root: string, dir: string, log: Log) => {
  await git(root, ["worktree", "remove", "--force", dir]).catch((error: unknown) => {
    log(`could not remove the worktree ${dir}: ${String(error).slice(0, 200)}`);
  });
};

const dataset = (options: BenchOptions, key: string): Dataset => ({
  key: `cmp_${key}_${options.transactions}`,
  months: SEED_MONTHS,
  transactions: options.transactions,
  users: 1,
});

export const runCompare = async (options: BenchOptions, paths: Paths, log: Log): Promise<void> => {
  const ref = options.compare as string;
  const startedAt = Date.now();
  const loadAtStart = loadavg();
  const commit = await git(paths.root, ["rev-parse", "--verify", `${ref}^{commit}`]);
  const short = await git(paths.root, ["rev-parse", "--short", commit]);
  const headCommit = await git(paths.root, ["rev-parse", "HEAD"]);
  const dirty = (await git(paths.root, ["status", "--porcelain", "--untracked-files=no"])).length > 0;
  const scenarioIds = COMPARE_SCENARIOS.filter((id) => options.only.length === 0 || options.only.includes(id));
  log(
    `compare ${ref} (${short}) with this tree (${headCommit.slice(0, 7)}${dirty ? " + changes" : ""}): ` +
      `${options.transactions} transactions per store, ${options.rounds} rounds of ${options.durationSeconds} s ` +
      `after ${options.warmupSeconds} s, rows ${scenarioIds.join(", ")}`,
  );

  const worktree = await checkOut(paths.root, commit, short, log);
  try {
    const before: Side = {
      label: "before",
      paths: { root: worktree, api: join(worktree, "apps/api"), bench: join(worktree, "bench") },
    };
    const after: Side = { label: "after", paths };
    log(`installing ${short} offline (pnpm install --frozen-lockfile --offline)`);
    await run("pnpm", ["install", "--frozen-lockfile", "--offline"], { cwd: worktree });
    for (const side of [before, after]) {
      if (side === after && !options.build) continue;
      log(`building the ${side.label} API (pnpm --filter @finance/api build)`);
      await run("pnpm", ["--filter", "@finance/api", "build"], { cwd: side.paths.root });
    }

    const data = new Map<string, PreparedStore>();
    for (const store of options.stores) {
      for (const side of [before, after]) {
        const key = side === before ? short : "after";
        const prepared = await prepareStore(store, options, side.paths, dataset(options, key));
        log(
          `${store} ${side.label}: ${prepared.seeded.transactions} transactions ` +
            `(${prepared.reused ? "reused from an earlier run" : `seeded in ${prepared.seeded.seedSeconds} s`})`,
        );
        if (store === "postgres") await vacuumPostgres(prepared.databaseUrl);
        data.set(`${store}/${side.label}`, prepared);
      }
    }
    const machine = describeMachine(
      options.stores.includes("postgres") ? await postgresVersion(options) : "not used",
      loadAtStart,
    );

    const profileRoot = options.profile ? mkdtempSync(join(tmpdir(), "finance-bench-profile-")) : undefined;
    const rows: CompareRow[] = [];
    for (const store of options.stores) {
      rows.push(...(await compareStore(store, [before, after], data, scenarioIds, options, log, profileRoot)));
    }

    const report: CompareReport = {
      machine,
      loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
      before: { ref, commit },
      after: { ref: "HEAD", commit: headCommit, uncommittedChanges: dirty },
      settings: {
        transactions: options.transactions,
        rounds: options.rounds,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        connections: options.connections,
        stores: [...options.stores],
        wallMinutes: Math.round((Date.now() - startedAt) / 6000) / 10,
      },
      rows,
      notes: compareNotes(options, short),
    };
    const outDir = profileRoot ?? options.outDir;
    mkdirSync(outDir, { recursive: true });
    const stem = join(outDir, `compare-${short}`);
    writeFileSync(`${stem}.json`, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(`${stem}.md`, renderCompareMarkdown(report));
    console.log(`\n${renderCompareMarkdown(report)}`);
    log(`results in ${stem}.{json,md}; ${report.settings.wallMinutes} min`);
  } finally {
    if (options.keepWorktree) log(`the worktree stays at ${worktree} (--keep-worktree)`);
    else await removeWorktree(paths.root, worktree, log);
  }
};

/** Both builds' servers of one store up at once; each row measured over the rounds, alternating which goes first. */
const compareStore = async (
  store: Store,
  sides: readonly Side[],
  data: ReadonlyMap<string, PreparedStore>,
  scenarioIds: readonly string[],
  options: BenchOptions,
  log: Log,
  profileRoot: string | undefined,
): Promise<CompareRow[]> => {
  const servers = new Map<Side, { server: ChildServer; scenarios: Scenario[]; profileDir?: string }>();
  try {
    for (const side of sides) {
      const prepared = data.get(`${store}/${side.label}`) as PreparedStore;
      const profileDir = profileRoot ? join(profileRoot, `${side.label}-${store}`) : undefined;
      if (profileDir) mkdirSync(profileDir, { recursive: true });
      const server = await startApp(
        `${side.label} on ${store}`,
        side.paths.api,
        "main.js",
        prepared.databaseUrl,
        profileDir,
      );
      servers.set(side, { server, scenarios: [], ...(profileDir && { profileDir }) });
      const setup = await setUp(server, prepared);
      const entry = servers.get(side);
      if (entry) entry.scenarios = storeScenarios(options, setup).filter((s) => scenarioIds.includes(s.id));
    }
    const rows: CompareRow[] = [];
    for (const id of scenarioIds) {
      const runs = new Map<Side, CompareRun[]>(sides.map((side) => [side, []]));
      let title = id;
      // A server's first seconds on a route are JIT and caches warming: both builds get them
      // unmeasured before round 1, so that start-up does not widen the before's spread.
      for (const side of sides) {
        const entry = servers.get(side);
        const scenario = entry?.scenarios.find((s) => s.id === id);
        if (entry && scenario) {
          await drive({
            ...scenario.spec,
            url: entry.server.url,
            warmupSeconds: 0,
            durationSeconds: firstWarmup(options),
          });
        }
      }
      for (let round = 1; round <= options.rounds; round += 1) {
        const order = round % 2 === 1 ? sides : [...sides].reverse();
        for (const side of order) {
          const entry = servers.get(side);
          const scenario = entry?.scenarios.find((s) => s.id === id);
          if (!entry || !scenario) throw new Error(`No scenario ${id} for ${side.label}`);
          title = scenario.title;
          const result = await drive({ ...scenario.spec, url: entry.server.url });
          const measured = toRun(round, result);
          runs.get(side)?.push(measured);
          log(
            `${id.padEnd(11)} ${store.padEnd(8)} round ${round} ${side.label.padEnd(6)} ` +
              `${Math.round(measured.requestsPerSecond).toString().padStart(6)} req/s  p50 ${measured.p50Ms} ms  ` +
              `p99 ${measured.p99Ms} ms${measured.non2xx + measured.errors > 0 ? `  NOT ALL 2xx: ${JSON.stringify(result.statusCodes)}` : ""}`,
          );
          await sleep(500);
        }
      }
      const [first, second] = sides as [Side, Side];
      const row = compareRow(store, id, title, runs.get(first) ?? [], runs.get(second) ?? []);
      log(`${id.padEnd(11)} ${store.padEnd(8)} after/before ${row.ratio.toFixed(2)}: ${row.verdict}`);
      rows.push(row);
    }
    return rows;
  } catch (error) {
    for (const { server } of servers.values()) console.error(server.output());
    throw error;
  } finally {
    for (const { server, profileDir } of servers.values()) {
      await server.stop();
      if (profileDir) console.log(`\n${server.name} CPU profile:\n${summarizeProfiles(profileDir)}\n`);
    }
  }
};

/** Unmeasured seconds per build on each row before its first round. */
const firstWarmup = (options: BenchOptions) => Math.max(3, options.warmupSeconds * 3);

const compareNotes = (options: BenchOptions, short: string): string[] => [
  `Before: ${short} checked out into a temporary git worktree under $TMPDIR, installed with ` +
    "`pnpm install --frozen-lockfile --offline` and built with `pnpm --filter @finance/api build`; after: this tree, built the same way.",
  `Each build seeded by its own seed script (apps/api/src/seed.ts of that commit, its own migrations) with ` +
    `${options.transactions} transactions over ${SEED_MONTHS} months for one user: SQLite files ` +
    `finance-bench-cmp_<build>_${options.transactions}.db, PostgreSQL databases <BENCH_PG_URL base>_cmp_<build>_${options.transactions}, ` +
    "each vacuumed (VACUUM (ANALYZE)) before the rounds, so autovacuum reaching one build's fresh tables mid-run does not tilt a row.",
  "Both builds' servers of a store run at once (NODE_ENV=production, LOG_LEVEL=warn, limits lifted as in `pnpm bench`); " +
    "each row is measured on both in turn, round after round, the first alternating (A B, B A, ...), so load from " +
    "other work on the machine (shared with other jobs) falls on both builds alike rather than on one.",
  `Before round 1 of each row, each build served it ${firstWarmup(options)} s unmeasured (JIT and caches warm); every ` +
    `round then warms ${options.warmupSeconds} s before its ${options.durationSeconds} s measured.`,
  "Noise: the before's rounds' range (highest minus lowest req/s). Slower than noise: the after's median below the " +
    "before's lowest round by more than that range (faster: above its highest by more than it). The paired column " +
    "divides each round's after by the same round's before (measured back to back), a reading less moved by load that changes between rounds.",
  "create rows write: each round adds rows to the seeded user of both builds; wallet-get reads the USD wallet by id, " +
    "wallet-list the first page of wallets.",
];
