import { once } from "node:events";
import { createWriteStream, mkdirSync, openAsBlob, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PreparedStore } from "./data";
import { call } from "./load";
import type { Store } from "./options";
import { type ChildServer, RssSampler, toMb } from "./processes";
import type { Machine } from "./report";

/**
 * The bank-file and export rows of `pnpm bench` (`--only imports,export,scheduler`): one-shot
 * operations on the seeded one-user database, each timed and with the server's peak RSS, rather
 * than a load: a CSV preview and commit of `importRows` rows (and of a tenth of that, to show
 * whether memory grows with the file), the CSV and NDJSON export of every seeded transaction, and
 * the scheduler recording `occurrences` due occurrences when the service starts.
 */
export const DATA_ROW_IDS = ["imports", "export", "scheduler"] as const;
export type DataRowId = (typeof DATA_ROW_IDS)[number];

export interface DataRow {
  readonly scenario: "import-preview" | "import-commit" | "export-csv" | "export-ndjson" | "scheduler";
  readonly store: Store;
  /** Rows previewed, committed or exported; occurrences recorded. */
  readonly size: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** The server process's RSS just before the step, and its peak (VmHWM, reset at the step's start). */
  readonly startRssMb: number;
  readonly peakRssMb: number;
  readonly bytes?: number;
  readonly valid: boolean;
  readonly detail: string;
}

export interface DataRowSettings {
  readonly importRows: number;
  readonly occurrences: number;
  readonly wanted: (id: DataRowId) => boolean;
}

/** Starts the app on a database; `env` is added to the bench's usual environment. */
export type StartApp = (name: string, databaseUrl: string, env?: NodeJS.ProcessEnv) => Promise<ChildServer>;

const MERCHANTS = ["Coffee Corner", "FreshMart", "City Transit", "Book Nook", "Pharmacy Plus", "Cinema 8", "Gas & Go"];
const CATEGORIES = ["Groceries", "Transport", "Dining", "Shopping", "Health", "Entertainment"];
const DAY_MS = 86_400_000;

const statusRss = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

/** Times `work` and samples the server's RSS meanwhile. */
const timed = async <T>(server: ChildServer, work: () => Promise<T>) => {
  const startRss = statusRss(server.pid);
  const sampler = new RssSampler(server.pid);
  sampler.start();
  const started = performance.now();
  let peak: ReturnType<RssSampler["stop"]>;
  let result: T;
  try {
    result = await work();
  } finally {
    peak = sampler.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  return { result, seconds, startRssMb: toMb(startRss), peakRssMb: toMb(peak.root) };
};

/**
 * A bank's CSV of `rows` rows over the seeded period (oldest first, as banks print it): date,
 * description, signed amount with a decimal point, and a category name of the user's (or not).
 */
const writeBankCsv = async (file: string, rows: number, seededAt: Date, months: number) => {
  const out = createWriteStream(file);
  const end = seededAt.getTime();
  const start = end - months * 30 * DAY_MS;
  let seed = 20_251_128;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  out.write("Date,Description,Amount,Category\r\n");
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(start + Math.floor(((end - start) * i) / rows)).toISOString().slice(0, 10);
    const merchant = MERCHANTS[i % MERCHANTS.length] as string;
    const cents = 100 + Math.floor(random() * 20_000);
    const amount = i % 25 === 0 ? (cents * 10) / 100 : -cents / 100;
    const category = i % 3 === 0 ? (CATEGORIES[i % CATEGORIES.length] as string) : "";
    const line = `${day},"${merchant} #${i % 9973}",${amount.toFixed(2)},${category}\r\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
};

/** Reads a streamed answer to its end, counting bytes and lines; memory holds one chunk. */
const drain = async (response: Response) => {
  let bytes = 0;
  let lines = 0;
  let last = 10;
  const reader = response.body?.getReader();
  if (!reader) return { bytes, lines };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
    last = value[value.byteLength - 1] ?? last;
  }
  if (bytes > 0 && last !== 10) lines += 1;
  return { bytes, lines };
};

interface Session {
  token: string;
  walletId: string;
  categoryId: string;
}

const logIn = async (server: ChildServer, data: PreparedStore): Promise<Session> => {
  const login = await call<{ accessToken: string }>(server.url, "/api/v1/auth/login", {
    method: "POST",
    json: { email: data.seeded.email, password: data.seeded.password },
  });
  const token = login.accessToken;
  const { wallets } = await call<{ wallets: { id: string; currency: string }[] }>(server.url, "/api/v1/wallet", {
    token,
  });
  const { categories } = await call<{ categories: { id: string; name: string }[] }>(server.url, "/api/v1/categories", {
    token,
  });
  const wallet = wallets.find((w) => w.currency === "USD");
  const category = categories.find((c) => c.name === "Groceries") ?? categories[0];
  if (!wallet || !category) throw new Error("The seeded user has no USD wallet or no category");
  return { token, walletId: wallet.id, categoryId: category.id };
};

/**
 * The CSV and NDJSON export: first of the newest tenth of the seeded period (about a tenth of the
 * rows, by the list's `from` filter), then of everything, on one server process, so the peaks show
 * whether memory grows with the rows.
 */
const exportRows = async (server: ChildServer, store: Store, session: Session, data: PreparedStore) => {
  const rows: DataRow[] = [];
  const end = new Date(data.seeded.seededAt).getTime();
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - data.seeded.months);
  const tenth = new Date(end - (end - start.getTime()) / 10).toISOString();
  for (const [query, expected] of [
    [`?from=${encodeURIComponent(tenth)}`, null],
    ["", data.seeded.transactions],
  ] as const) {
    for (const [scenario, path, header] of [
      ["export-csv", "/api/v1/export/transactions.csv", 1],
      ["export-ndjson", "/api/v1/export/transactions.json", 0],
    ] as const) {
      const step = await timed(server, async () => {
        const response = await fetch(`${server.url}${path}${query}`, {
          headers: { authorization: `Bearer ${session.token}` },
        });
        return { status: response.status, ...(await drain(response)) };
      });
      const size = step.result.lines - header;
      rows.push({
        scenario,
        store,
        size,
        seconds: step.seconds,
        perSecond: size / step.seconds,
        startRssMb: step.startRssMb,
        peakRssMb: step.peakRssMb,
        bytes: step.result.bytes,
        valid: step.result.status === 200 && (expected === null ? size > 0 : size === expected),
        detail:
          `HTTP ${step.result.status}, ${expected === null ? `the rows dated from ${tenth.slice(0, 10)}` : `every row (${expected} seeded)`}, ` +
          `${(step.result.bytes / 1024 ** 2).toFixed(1)} MiB`,
      });
    }
  }
  return rows;
};

interface ImportAnswer {
  import: { id: string; counts: { rows: number; ready: number; duplicate: number; refused: number } };
  created?: number;
}

const importRows = async (
  server: ChildServer,
  store: Store,
  session: Session,
  data: PreparedStore,
  size: number,
  dir: string,
) => {
  const file = join(dir, `bank-${size}.csv`);
  await writeBankCsv(file, size, new Date(data.seeded.seededAt), data.seeded.months);
  const blob = await openAsBlob(file, { type: "text/csv" });
  const preview = await timed(server, async () => {
    const form = new FormData();
    form.append("file", blob, `bank-${size}.csv`);
    form.append("walletId", session.walletId);
    form.append("categoryId", session.categoryId);
    const response = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as ImportAnswer };
  });
  rmSync(file, { force: true });
  const counts = preview.result.body.import?.counts;
  const rows: DataRow[] = [
    {
      scenario: "import-preview",
      store,
      size,
      seconds: preview.seconds,
      perSecond: size / preview.seconds,
      startRssMb: preview.startRssMb,
      peakRssMb: preview.peakRssMb,
      bytes: blob.size,
      valid: preview.result.status === 201 && counts?.rows === size,
      detail: counts
        ? `HTTP ${preview.result.status}, ${counts.ready} ready, ${counts.duplicate} duplicate, ${counts.refused} refused`
        : `HTTP ${preview.result.status} ${JSON.stringify(preview.result.body).slice(0, 200)}`,
    },
  ];
  if (preview.result.status !== 201 || !counts) return rows;
  const importId = preview.result.body.import.id;
  const commit = await timed(server, async () => {
    const response = await fetch(`${server.url}/api/v1/imports/${importId}/commit`, {
      method: "POST",
      headers: { authorization: `Bearer ${session.token}` },
    });
    return { status: response.status, body: (await response.json()) as ImportAnswer };
  });
  const created = commit.result.body.import
    ? (commit.result.body.created ?? commit.result.body.import.counts.ready)
    : 0;
  rows.push({
    scenario: "import-commit",
    store,
    size: created,
    seconds: commit.seconds,
    perSecond: created / commit.seconds,
    startRssMb: commit.startRssMb,
    peakRssMb: commit.peakRssMb,
    valid: commit.result.status === 201 && created === counts.ready,
    detail: `HTTP ${commit.result.status}, ${created} transactions recorded of a ${size}-row file`,
  });
  return rows;
};

/** Recurrences made while the scheduler sleeps; recorded by the next process's start-up catch-up. */
const createRecurrences = async (server: ChildServer, session: Session, occurrences: number) => {
  const count = Math.max(1, Math.ceil(occurrences / 1000));
  const perRecurrence = Math.ceil(occurrences / count);
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`).getTime();
  const start = new Date(today - (perRecurrence - 1) * DAY_MS).toISOString();
  for (let i = 0; i < count; i += 1) {
    await call(server.url, "/api/v1/recurrences", {
      method: "POST",
      token: session.token,
      json: {
        walletId: session.walletId,
        categoryId: session.categoryId,
        amount: 9.99,
        type: "expense",
        description: `Bench standing order ${i + 1} of run ${Date.now()}`,
        rrule: "FREQ=DAILY",
        start,
        timezone: "UTC",
      },
    });
  }
  return count * perRecurrence;
};

const logTime = (line: string): number | null => {
  try {
    const parsed = JSON.parse(line) as { time?: string | number };
    return parsed.time === undefined ? null : new Date(parsed.time).getTime();
  } catch {
    return null;
  }
};

/** Starts a process that catches up on `due` occurrences; timed from its "listening" line to its "recorded" line. */
const schedulerRow = async (store: Store, data: PreparedStore, start: StartApp, due: number): Promise<DataRow> => {
  const launched = performance.now();
  const server = await start(`app on ${store} (scheduler)`, data.databaseUrl, {
    LOG_LEVEL: "info",
    RECURRENCE_INTERVAL_MS: "86400000",
  });
  const sampler = new RssSampler(server.pid);
  sampler.start();
  try {
    const deadline = Date.now() + 30 * 60_000;
    let recordedLine: string | undefined;
    while (!recordedLine && Date.now() < deadline) {
      recordedLine = server
        .output()
        .split("\n")
        .find((line) => line.includes("recurring transactions recorded"));
      if (!recordedLine) await new Promise((done) => setTimeout(done, 100));
    }
    const peak = sampler.stop();
    const listening = server
      .output()
      .split("\n")
      .find((line) => line.includes('"msg":"listening"'));
    const recorded = recordedLine ? Number((JSON.parse(recordedLine) as { recorded?: number }).recorded ?? 0) : 0;
    const from = listening ? logTime(listening) : null;
    const to = recordedLine ? logTime(recordedLine) : null;
    const seconds = from !== null && to !== null ? (to - from) / 1000 : (performance.now() - launched) / 1000;
    return {
      scenario: "scheduler",
      store,
      size: recorded,
      seconds,
      perSecond: recorded / seconds,
      startRssMb: 0,
      peakRssMb: toMb(peak.root),
      valid: recorded === due,
      detail: `${recorded} of ${due} due occurrences recorded by the start-up catch-up, one atomic write each`,
    };
  } finally {
    sampler.stop();
    await server.stop();
  }
};

/** Every wanted data row on one store, on its seeded database. */
export const measureDataRows = async (
  store: Store,
  data: PreparedStore,
  start: StartApp,
  settings: DataRowSettings,
  dir: string,
  log: (line: string) => void,
): Promise<DataRow[]> => {
  mkdirSync(dir, { recursive: true });
  const rows: DataRow[] = [];
  const show = (row: DataRow) => {
    log(
      `${row.scenario.padEnd(14)} ${store.padEnd(8)} ${String(row.size).padStart(8)} in ${row.seconds.toFixed(1)} s ` +
        `(${Math.round(row.perSecond)}/s)  RSS ${row.startRssMb} -> peak ${row.peakRssMb} MB  ${row.valid ? "" : "NOT VALID "}${row.detail}`,
    );
    rows.push(row);
  };
  const server = await start(`app on ${store} (data rows)`, data.databaseUrl, { RECURRENCE_INTERVAL_MS: "86400000" });
  let due = 0;
  try {
    const session = await logIn(server, data);
    if (settings.wanted("export")) {
      for (const row of await exportRows(server, store, session, data)) show(row);
    }
    if (settings.wanted("imports")) {
      const small = Math.max(1, Math.round(settings.importRows / 10));
      for (const size of [small, settings.importRows]) {
        for (const row of await importRows(server, store, session, data, size, dir)) show(row);
      }
    }
    if (settings.wanted("scheduler")) due = await createRecurrences(server, session, settings.occurrences);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
  }
  if (settings.wanted("scheduler")) show(await schedulerRow(store, data, start, due));
  return rows;
};

export const renderDataRows = (rows: readonly DataRow[]): string[] => [
  "| Row | Store | Size | Time | Per second | Server RSS before | Peak RSS | Detail |",
  "|---|---|---:|---:|---:|---:|---:|---|",
  ...rows.map(
    (row) =>
      `| ${row.scenario} | ${row.store} | ${row.size.toLocaleString("en-US")} | ${row.seconds.toFixed(1)} s | ` +
      `${Math.round(row.perSecond).toLocaleString("en-US")} | ${row.startRssMb ? `${row.startRssMb} MB` : "(new process)"} | ` +
      `${row.peakRssMb} MB | ${row.valid ? "" : "**not valid** "}${row.detail} |`,
  ),
];

export const DATA_ROWS_NOTE =
  "Data rows (`--only imports,export,scheduler`): one request at a time on the single-process app over the seeded " +
  "one-user database. export-*: GET /export/transactions.csv and .json of every seeded transaction, read to the end " +
  "by the runner, first of the newest tenth of the seeded period (the list's `from` filter), then of everything. import-*: a bank CSV (Date, Description, Amount, Category; dates over the seeded period, oldest " +
  "first) into the seeded USD wallet, so duplicates are judged against its transactions; first at a tenth of the " +
  "size, then at full size, on one server process, so the two peaks show whether memory grows with the file. " +
  "scheduler: recurrences created (FREQ=DAILY, 1,000 occurrences each) while the scheduler sleeps, then a new " +
  "process started with RECURRENCE_INTERVAL_MS=86400000 catches up; timed from its `listening` log line to its " +
  "`recurring transactions recorded` line. Peak RSS: the server process's VmHWM, reset at each step's start.";

export const writeDataRows = (outDir: string, machine: Machine, rows: readonly DataRow[], targets: string[]) => {
  const markdown = [
    "# Imports, export and the scheduler",
    "",
    `Run ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ` +
      `PostgreSQL ${machine.postgres}; load average at the start ${machine.loadAverage.join(" / ")}. The machine is ` +
      "shared with other work (other sessions' builds and tests ran meanwhile), so times vary between runs.",
    "",
    ...renderDataRows(rows),
    "",
    "```",
    ...targets,
    "```",
    "",
    DATA_ROWS_NOTE,
    "",
  ].join("\n");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "data-rows.json"), `${JSON.stringify({ machine, rows, targets }, null, 2)}\n`);
  writeFileSync(join(outDir, "data-rows.md"), markdown);
};

/** Export under 250 MB whatever the size; the import's peak at full size close to its peak at a tenth. */
export const dataRowTargets = (rows: readonly DataRow[]): string[] => {
  const lines: string[] = [];
  for (const row of rows.filter((r) => r.scenario.startsWith("export-") && r.detail.includes("every row"))) {
    lines.push(
      `${row.peakRssMb < 250 && row.valid ? "PASS" : "FAIL"} ${row.scenario} ${row.store}: peak RSS ${row.peakRssMb} MB < 250 MB (${row.size.toLocaleString("en-US")} rows)`,
    );
  }
  for (const scenario of ["export-csv", "export-ndjson", "import-preview", "import-commit"] as const) {
    for (const store of ["sqlite", "postgres"] as const) {
      const sized = rows.filter((r) => r.scenario === scenario && r.store === store);
      const [small, large] = sized;
      if (!small || !large) continue;
      const growth = large.peakRssMb - small.peakRssMb;
      lines.push(
        `${growth < 50 && large.valid ? "PASS" : "FAIL"} ${scenario} ${store}: peak RSS ${small.peakRssMb} MB at ${small.size.toLocaleString("en-US")} rows, ` +
          `${large.peakRssMb} MB at ${large.size.toLocaleString("en-US")} rows (grows ${growth.toFixed(1)} MB < 50 MB)`,
      );
    }
  }
  return lines;
};
