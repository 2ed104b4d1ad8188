/**
 * `pnpm bench`: throughput, latency and memory of the service against the bare-Hono ceiling, in
 * one run. Starts everything it measures as child processes on free loopback ports,
 * drives them with autocannon, samples their RSS from /proc and stops them after.
 *
 *   pnpm bench                    full run: 1M transactions per store -> bench/results/latest.{json,md}
 *   pnpm bench --quick            smoke run: 50k transactions, short scenarios -> bench/results/quick.*
 *   pnpm bench --reuse-data       reuse the databases an earlier run of the same size seeded
 *   pnpm bench --profile --only list-first --stores sqlite --no-cluster
 *                                 the app under `node --cpu-prof`; prints the hottest functions
 *   pnpm bench --help             every flag
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { RATE_LIMIT, startApp } from "./app";
import { runCompare } from "./compare";
import { type Dataset, type Paths, type PreparedStore, postgresVersion, prepareStore } from "./data";
import {
  DATA_ROW_IDS,
  DATA_ROWS_NOTE,
  type DataRow,
  dataRowTargets,
  measureDataRows,
  renderDataRows,
  writeDataRows,
} from "./dataRows";
import { FIRST_LOAD_RUNS, type FirstLoadRow, measureFirstLoad } from "./firstLoad";
import { drive } from "./load";
import { type ManyUsersRow, runManyUsers } from "./manyUsers";
import { type BenchOptions, parseOptions, type Store } from "./options";
import { type ChildServer, freePort, RssSampler, run, startChild, toMb } from "./processes";
import { summarizeProfiles } from "./profile";
import { queueSettings, renderQueue, runQueueRows } from "./queue";
import {
  type BenchReport,
  describeMachine,
  evaluateTargets,
  firstLoadTargets,
  type Row,
  renderFirstLoad,
  renderMarkdown,
  type StoreName,
  targetLine,
} from "./report";
import { RECEIPT_IMAGE, type Scenario, setUp, storeScenarios, WALLET_SCENARIOS } from "./scenarios";

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const root = resolve(benchDir, "..");
const paths: Paths = { root, api: join(root, "apps/api"), bench: benchDir };

type RawRow = Omit<Row, "ratioToCeiling">;

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const startCeiling = async (pageFile?: string): Promise<ChildServer> => {
  const port = await freePort();
  return startChild({
    name: "hono hello world",
    command: process.execPath,
    args: [join(benchDir, "src/hello.mjs")],
    env: { ...process.env, PORT: String(port), ...(pageFile && { PAGE_FILE: pageFile }) },
    cwd: benchDir,
    port,
    readyPath: "/",
  });
};

/** Drives one scenario against a running server and samples the server's RSS meanwhile. */
const measure = async (
  server: ChildServer,
  scenario: Scenario,
  store: StoreName,
  mode: Row["mode"],
  serverName: string,
): Promise<RawRow> => {
  const sampler = new RssSampler(server.pid);
  sampler.start();
  let peak = { total: 0, largestProcess: 0, root: 0 };
  let result: Awaited<ReturnType<typeof drive>>;
  try {
    result = await drive({ ...scenario.spec, url: server.url });
  } finally {
    peak = sampler.stop();
  }
  const peakRssMb = toMb(peak.total);
  const valid = result.non2xx === 0 && result.errors === 0 && result.requests > 0;
  const row: RawRow = {
    scenario: scenario.id,
    title: scenario.title,
    store,
    mode,
    server: serverName,
    connections: scenario.spec.connections,
    peakRssMb,
    peakProcessRssMb: toMb(peak.largestProcess),
    peakOwnRssMb: toMb(peak.root),
    valid,
    ...result,
    ...(scenario.note !== undefined && { note: scenario.note }),
  };
  log(
    `${scenario.id.padEnd(11)} ${store.padEnd(8)} ${mode.padEnd(7)} ${Math.round(result.requestsPerSecond)
      .toString()
      .padStart(6)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  ` +
      `RSS ${peakRssMb} MB${valid ? "" : `  NOT ALL 2xx: ${JSON.stringify(result.statusCodes)} errors ${result.errors}`}`,
  );
  await sleep(1000);
  return row;
};

const FIRST_LOAD_NOTE =
  "Web app first load (`first-load`): the built app (apps/web/dist, built by apps/api/scripts/buildWebApp.mjs when its " +
  "sources changed) served by the single-process app; Debian's Chromium (playwright-core) signs in as the seeded user " +
  `through the login page, then opens / in ${FIRST_LOAD_RUNS} fresh browser contexts holding only the session cookie ` +
  "(an empty cache each), each timed from navigation start to the heading Dashboard and a figure in each of the regions " +
  "Totals, Trend, Spending by category and Recent transactions. JS and CSS: every script and stylesheet the first of " +
  "those loads fetched, sized as the server answers a client accepting gzip only (Chromium itself gets brotli).";

/** The first-load figures on their own, kept in results/ like dashboard.md: a partial run writes them too. */
const writeFirstLoad = (outDir: string, report: BenchReport, rows: readonly FirstLoadRow[]) => {
  const { machine } = report;
  const targets = firstLoadTargets(rows);
  const markdown = [
    "# Web app first load",
    "",
    `Run ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ` +
      `load average at the start ${machine.loadAverage.join(" / ")}; the Hono hello world ran at ` +
      `${Math.round(report.ceiling.requestsPerSecond).toLocaleString("en-US")} req/s in the same run (a busy machine shows there).`,
    ...renderFirstLoad(rows).slice(2),
    "",
    "```",
    ...targets.map(targetLine),
    "```",
    "",
    FIRST_LOAD_NOTE,
    "",
  ].join("\n");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "first-load.json"), `${JSON.stringify({ machine, rows, targets }, null, 2)}\n`);
  writeFileSync(join(outDir, "first-load.md"), markdown);
};

const QUEUE_NOTE =
  "Queue rows (`queue`): PostgreSQL and Redis on this machine, PaddleOCR, every OCR process one thread. Throughput: " +
  "receipts submitted at once with `Prefer: respond-async` and polled through GET /jobs/:id until the last finished, " +
  "after a warm-up that loaded the engine in each worker (`dist/worker.js`, WORKER_CONCURRENCY=1, OCR_WORKERS=1). " +
  "Latency: 10 connections reading GET /transaction?limit=50 (200 rows; 3 s warm-up, then measured) on the same " +
  "server without receipts (baseline), then while 4 receipts are kept in flight; " +
  "OCR in the API process is its own pool of 2 OCR processes (nice 19), in workers 2 worker processes: the same OCR " +
  "capacity. On one 2-core machine the workers take the API's cores too; on other machines they would not, which the " +
  "last pair of rows imitates: the API process alone on core 0 and both workers on core 1 (`taskset`; PostgreSQL, " +
  "Redis and the runner stay free to use either core).";

/** The queue's rows on their own, kept in results/ like first-load.md: `--only queue` writes them. */
const writeQueue = (
  outDir: string,
  machine: BenchReport["machine"],
  rows: Awaited<ReturnType<typeof runQueueRows>>,
) => {
  const markdown = [
    "# Job queue: receipts through workers",
    "",
    `Run ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ` +
      `PostgreSQL ${machine.postgres}; load average when the rows started ${machine.loadAverage.join(" / ")}.`,
    "",
    ...renderQueue(rows),
    "",
    QUEUE_NOTE,
    ...(machine.loadAverage[0] !== undefined && machine.loadAverage[0] > machine.cores
      ? [
          "",
          `The machine was busy with other work when these rows started (load average ${machine.loadAverage[0]} on ` +
            `${machine.cores} cores): absolute figures are low and noisy, and the OCR processes (nice 19) got what ` +
            "the other work left. Compare the ratios within this run only.",
        ]
      : []),
    "",
  ].join("\n");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "queue.json"), `${JSON.stringify({ machine, ...rows }, null, 2)}\n`);
  writeFileSync(join(outDir, "queue.md"), markdown);
};

const wanted = (options: BenchOptions, id: string) => options.only.length === 0 || options.only.includes(id);

const main = async () => {
  const options = parseOptions(process.argv.slice(2), process.env, benchDir);
  if (options.compare !== undefined) {
    await runCompare(options, paths, log);
    return;
  }
  const startedAt = Date.now();
  const loadAtStart = loadavg();
  const profileRoot = options.profile ? mkdtempSync(join(tmpdir(), "finance-bench-profile-")) : undefined;
  log(
    `${options.quick ? "quick" : "full"} run: ${options.transactions} transactions per store on ${options.stores.join(", ")}; ` +
      `${options.durationSeconds}s per scenario after ${options.warmupSeconds}s warm-up, ${options.connections} connections`,
  );

  if (options.build) {
    log("building apps/api (pnpm --filter @finance/api build)");
    await run("pnpm", ["--filter", "@finance/api", "build"], { cwd: root });
  }
  if (options.build && wanted(options, "first-load")) {
    log("building the web app if its sources changed (apps/api/scripts/buildWebApp.mjs)");
    await run(process.execPath, [join(paths.api, "scripts/buildWebApp.mjs")], { cwd: root });
  }
  if (!existsSync(join(paths.api, "dist/main.js"))) throw new Error("apps/api/dist/main.js is missing: build first");
  const clusterBuilt = existsSync(join(paths.api, "dist/cluster.js"));

  const STORE_SCENARIOS = [
    "list-first",
    "list-deep",
    "dashboard",
    "create",
    "receipt",
    ...WALLET_SCENARIOS.filter((id) => options.only.includes(id)),
  ];
  const oneUserRows = ["health", ...STORE_SCENARIOS, "ceiling-page", "first-load"].some((id) => wanted(options, id));
  const dataRowsWanted = DATA_ROW_IDS.some((id) => wanted(options, id));
  const prepared = new Map<Store, PreparedStore>();
  for (const store of oneUserRows || dataRowsWanted ? options.stores : []) {
    const data = await prepareStore(store, options, paths);
    log(
      `${store}: ${data.seeded.transactions} transactions for ${data.seeded.email} ` +
        `(${data.reused ? "reused from an earlier run" : `seeded in ${data.seeded.seedSeconds} s`})`,
    );
    prepared.set(store, data);
  }

  const manyUsersData = new Map<Store, PreparedStore>();
  if (wanted(options, "many-users")) {
    const dataset: Dataset = {
      key: `users_${options.users}_${options.userTransactions}`,
      months: 12,
      transactions: options.userTransactions,
      users: options.users,
    };
    for (const store of options.stores) {
      const data = await prepareStore(store, options, paths, dataset);
      log(
        `${store}: ${data.seeded.emails.length} users with ${data.seeded.transactions} transactions each ` +
          `(${data.reused ? "reused from an earlier run" : `seeded in ${data.seeded.seedSeconds} s`})`,
      );
      manyUsersData.set(store, data);
    }
  }

  const machine = describeMachine(
    options.stores.includes("postgres") ? await postgresVersion(options) : "not used",
    loadAtStart,
  );
  const rows: RawRow[] = [];
  const firstLoad: FirstLoadRow[] = [];
  const notes: string[] = [];

  const hello: Scenario = {
    id: "ceiling",
    title: "Bare Hono hello world (ceiling)",
    spec: {
      path: "/",
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    },
  };
  const ceilingRuns: number[] = [];
  /** The hello world (and, at the end, the same-payload page): start and end of the run. */
  const measureCeiling = async (pageFile?: string) => {
    const ceiling = await startCeiling(pageFile);
    try {
      const row = await measure(ceiling, hello, "none", "single", "hello");
      ceilingRuns.push(row.requestsPerSecond);
      if (ceilingRuns.length === 1) rows.push(row);
      if (pageFile) {
        const page: Scenario = {
          id: "ceiling-page",
          title: "Bare Hono, c.json of the same first page (payload ceiling)",
          spec: { ...hello.spec, path: "/page" },
        };
        rows.push(await measure(ceiling, page, "none", "single", "hello"));
      }
    } finally {
      await ceiling.stop();
    }
  };
  await measureCeiling();

  const stopApp = async (server: ChildServer, profileDir?: string) => {
    const code = await server.stop();
    if (code !== 0) notes.push(`${server.name} exited with ${code} at shutdown`);
    if (profileDir) console.log(`\n${server.name} CPU profile:\n${summarizeProfiles(profileDir)}\n`);
  };
  const health: Scenario = { id: "health", title: "GET /health", spec: { ...hello.spec, path: "/health" } };
  let pageFile: string | undefined;

  /** One server (single process or cluster) on one store: its scenarios, then stopped. */
  const runServer = async (store: Store, mode: Row["mode"], scenarioIds: readonly string[]) => {
    const data = prepared.get(store) as PreparedStore;
    const name = `${mode === "cluster" ? "cluster" : "app"} on ${store}`;
    const profileDir = profileRoot ? join(profileRoot, `${mode}-${store}`) : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const server = await startApp(
      name,
      paths.api,
      mode === "cluster" ? "cluster.js" : "main.js",
      data.databaseUrl,
      profileDir,
    );
    try {
      const setup = await setUp(server, data);
      if (!pageFile) {
        pageFile = join(profileRoot ?? options.dataDir, "first-page.json");
        writeFileSync(pageFile, setup.firstPage);
      }
      for (const scenario of [health, ...storeScenarios(options, setup)]) {
        if (scenarioIds.includes(scenario.id) && wanted(options, scenario.id)) {
          rows.push(await measure(server, scenario, scenario.id === "health" ? "none" : store, mode, name));
        }
      }
      if (mode === "single" && wanted(options, "first-load")) {
        const load = await measureFirstLoad(server, data.seeded, store);
        log(
          `first-load  ${store.padEnd(8)} JS ${load.js.gzipBytes} B gzip in ${load.js.files} files, CSS ${load.css.gzipBytes} B; ` +
            `dashboard rendered ${load.renderMs.join(", ")} ms${load.failure ? ` (${load.failure})` : ""}`,
        );
        firstLoad.push(load);
      }
    } catch (error) {
      console.error(server.output());
      throw error;
    } finally {
      await stopApp(server, profileDir);
    }
  };

  // Before the one-user scenarios, which add rows to the seeded user: the export reads the seeded rows.
  const dataRows: DataRow[] = [];
  for (const store of dataRowsWanted ? options.stores : []) {
    const start = (name: string, databaseUrl: string, env?: NodeJS.ProcessEnv) =>
      startApp(name, paths.api, "main.js", databaseUrl, undefined, env);
    const settings = {
      importRows: options.importRows,
      occurrences: options.occurrences,
      wanted: (id: (typeof DATA_ROW_IDS)[number]) => wanted(options, id),
    };
    const data = prepared.get(store) as PreparedStore;
    dataRows.push(...(await measureDataRows(store, data, start, settings, join(options.dataDir, "files"), log)));
  }

  for (const [index, store] of oneUserRows ? options.stores.entries() : []) {
    await runServer(store, "single", index === 0 ? ["health", ...STORE_SCENARIOS] : STORE_SCENARIOS);
  }
  if (options.cluster && clusterBuilt && oneUserRows) {
    for (const [index, store] of options.stores.entries()) {
      await runServer(store, "cluster", index === 0 ? ["health", "list-first", "create"] : ["list-first", "create"]);
    }
  } else if (options.cluster && !clusterBuilt) {
    notes.push("Cluster rows skipped: apps/api/dist/cluster.js is not built.");
  }

  const manyUsers: ManyUsersRow[] = [];
  const manyUsersModes: Row["mode"][] = options.cluster && clusterBuilt ? ["single", "cluster"] : ["single"];
  for (const mode of manyUsersModes) {
    for (const [store, data] of manyUsersData) {
      const name = `${mode === "cluster" ? "cluster" : "app"} on ${store} (many users)`;
      const profileDir = profileRoot ? join(profileRoot, `many-users-${mode}-${store}`) : undefined;
      if (profileDir) mkdirSync(profileDir, { recursive: true });
      const server = await startApp(
        name,
        paths.api,
        mode === "cluster" ? "cluster.js" : "main.js",
        data.databaseUrl,
        profileDir,
      );
      try {
        const settings = {
          rate: options.rate,
          seconds: options.manyUsersSeconds,
          warmupSeconds: Math.max(3, options.warmupSeconds),
          inFlight: options.inFlight,
          receiptImage: RECEIPT_IMAGE,
        };
        const measuredRows = await runManyUsers(server, data, mode, settings, log);
        manyUsers.push(...measuredRows);
        // The runner keeps no bodies: the server's own error lines say what a 5xx was.
        if (measuredRows.some((row) => row.errors > 0)) {
          const failures = server
            .output()
            .split("\n")
            .filter((line) => /"level":(40|50|60)/.test(line));
          if (failures.length > 0) log(`${name}: the server logged\n${failures.join("\n")}`);
        }
      } catch (error) {
        console.error(server.output());
        throw error;
      } finally {
        await stopApp(server, profileDir);
      }
    }
  }

  if (wanted(options, "queue")) {
    const loadAtQueue = loadavg();
    const queue = await runQueueRows(queueSettings(options, process.env), paths, log);
    writeQueue(options.outDir, describeMachine(await postgresVersion(options), loadAtQueue), queue);
  }

  await measureCeiling(wanted(options, "ceiling-page") ? pageFile : undefined);
  const ceiling = ceilingRuns.reduce((sum, value) => sum + value, 0) / ceilingRuns.length;
  const finalRows: Row[] = rows.map((row) => ({ ...row, ratioToCeiling: row.requestsPerSecond / ceiling }));
  const stores: StoreName[] = [...options.stores];
  const targets = [...evaluateTargets(finalRows, stores, manyUsers), ...firstLoadTargets(firstLoad)];
  const pageCeiling = finalRows.find((row) => row.scenario === "ceiling-page");
  if (pageCeiling) {
    const shares = finalRows
      .filter((row) => row.scenario.startsWith("list-") && row.valid)
      .map(
        (row) =>
          `${row.scenario} ${row.store}${row.mode === "cluster" ? " (cluster)" : ""} ` +
          `${Math.round((row.requestsPerSecond / pageCeiling.requestsPerSecond) * 100)}%`,
      );
    notes.push(
      `Payload ceiling: bare Hono answering the same 50-transaction page (${Buffer.byteLength(
        readFileSync(pageFile as string),
      )} bytes) with c.json serves ${Math.round(pageCeiling.requestsPerSecond)} req/s, ` +
        `${Math.round(pageCeiling.ratioToCeiling * 100)}% of the hello world: most of the distance to the 50% list ` +
        `target is the payload, not the app. List rows as a share of it: ${shares.join(", ")}.`,
    );
  }

  notes.push(
    `Ceiling: Hono hello world on @hono/node-server measured at the start and at the end of the run ` +
      `(${ceilingRuns.map((value) => Math.round(value)).join(" and ")} req/s); "vs ceiling" divides by their mean.`,
    `Every row: ${options.durationSeconds} s measured after ${options.warmupSeconds} s of warm-up, autocannon in the ` +
      `runner process on the same machine (it takes about one core), pipelining 1; receipts ` +
      `${options.receiptConnections} connections for ${options.receiptDurationSeconds} s.`,
    `The servers ran with RATE_LIMIT_PER_MINUTE=${RATE_LIMIT} and RATE_LIMIT_AUTH_PER_MINUTE=${RATE_LIMIT} (defaults ` +
      "300 and 10 would answer 429 within a second), HTTP_KEEP_ALIVE_TIMEOUT_MS=65000 (as behind a proxy), " +
      "HTTP_MAX_CONNECTIONS_PER_CLIENT and HTTP_MAX_IN_FLIGHT_PER_CLIENT lifted (every simulated user is 127.0.0.1), NODE_ENV=production, LOG_LEVEL=warn, the built bundle " +
      "apps/api/dist/main.js (cluster rows: dist/cluster.js, one worker per core).",
    `Data: one user with ${options.transactions} transactions over ${prepared.values().next().value?.seeded.months ?? 24} ` +
      "months, seeded by `pnpm seed` (apps/api/src/seed.ts). SQLite (WAL) runs inside the app process, " +
      `SQLITE_SYNCHRONOUS=${process.env.SQLITE_SYNCHRONOUS ?? "full (the default)"}; ` +
      "PostgreSQL on the same machine, with the server's own synchronous_commit (on unless the operator changed it), " +
      "so its backends share the two cores with the app and autocannon. " +
      "Deep page: a cursor made from the newest row older than 90% of the seeded period (about 90% down the list).",
    "Peak RSS: the server process's VmHWM (reset per scenario through /proc/PID/clear_refs) and VmRSS polled " +
      "every 50 ms; a row sums the server's process tree (a cluster's primary and workers, and every OCR worker " +
      "process), and the per-process target takes its largest process.",
    "create and receipt rows write: each run adds rows to the seeded user (the receipt row adds 3 per request).",
    `Many users: ${options.users} users per store, each with ${options.userTransactions} transactions over 12 months, ` +
      "4 wallets, 13 categories, 5 budgets, every 10th user's first budget shared with the next user as an accepted " +
      "editor (`pnpm seed --users`, bcrypt cost 4 so 1,000 logins take seconds). Every user logs in once; then " +
      "requests for random users follow the app mix (bench/src/manyUsers/mix.ts: first page 25%, dashboard 12%, " +
      "create 16%, budgets 15%, next page 8%, patch 6%, delete 4%, one receipt per 5,000 requests), first at a " +
      `fixed arrival rate of ${options.rate}/s (open model: each request's latency counts from when it was due, ` +
      `so a server that falls behind shows it), then at saturation with ${options.inFlight} requests in flight; ` +
      `each ${options.manyUsersSeconds} s after a warm-up. The runner (node:http, keep-alive) shares the 2 cores.`,
    "Cluster rows: `pnpm start:cluster` (dist/cluster.js), one worker per core = 2 here, sharing the 2 cores with " +
      "autocannon; RSS sums the primary and both workers.",
  );
  if (firstLoad.length > 0) notes.push(FIRST_LOAD_NOTE);
  const dataTargets = dataRowTargets(dataRows);
  if (dataRows.length > 0) {
    notes.push(DATA_ROWS_NOTE, ["", ...renderDataRows(dataRows), "", ...dataTargets].join("\n"));
  }
  for (const [store, data] of prepared) {
    notes.push(
      `${store}: ${data.reused ? "database reused from an earlier run (--reuse-data)" : `seeded in ${data.seeded.seedSeconds} s`}.`,
    );
  }

  const report: BenchReport = {
    machine,
    settings: {
      transactions: options.transactions,
      stores: [...options.stores],
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      receiptConnections: options.receiptConnections,
      receiptDurationSeconds: options.receiptDurationSeconds,
      quick: options.quick,
      profile: options.profile,
      users: options.users,
      userTransactions: options.userTransactions,
      rate: options.rate,
      manyUsersSeconds: options.manyUsersSeconds,
      inFlight: options.inFlight,
      wallMinutes: Math.round((Date.now() - startedAt) / 6000) / 10,
    },
    ceiling: { requestsPerSecond: ceiling, runs: ceilingRuns },
    rows: finalRows,
    manyUsers,
    ...(firstLoad.length > 0 && { firstLoad }),
    targets,
    notes,
  };
  const outDir = profileRoot ?? options.outDir;
  const outName = profileRoot ? "profile" : options.outName;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${outName}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(outDir, `${outName}.md`), renderMarkdown(report));
  if (firstLoad.length > 0 && !profileRoot) writeFirstLoad(options.outDir, report, firstLoad);
  if (dataRows.length > 0 && !profileRoot) writeDataRows(options.outDir, machine, dataRows, dataTargets);
  console.log(`\n${renderMarkdown(report)}`);
  for (const target of targets) console.log(targetLine(target));
  for (const line of dataTargets) console.log(line);
  log(`results in ${join(outDir, outName)}.{json,md}; ${report.settings.wallMinutes} min`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
