import { prng } from "@finance/api/seed-data";
import type { PreparedStore } from "../data";
import type { Store } from "../options";
import { type ChildServer, RssSampler, toMb } from "../processes";
import { fixedRate, type LoadOutcome, saturate } from "./driver";
import { LoadClient } from "./http";
import { appMix, drawer } from "./mix";
import { receiptUploads } from "./receipts";
import { logIn } from "./users";

export interface ManyUsersSettings {
  readonly rate: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly inFlight: number;
  readonly receiptImage: string;
}

export interface ManyUsersRow extends LoadOutcome {
  readonly store: Store;
  readonly mode: "single" | "cluster";
  readonly users: number;
  readonly peakRssMb: number;
  readonly peakProcessRssMb: number;
}

const receipts = new Map<string, ReturnType<typeof receiptUploads>>();

/**
 * The many-user scenario on one running server: every seeded user logs in once, then the app mix
 * at a fixed arrival rate (open model), then at saturation (closed model), each after a warm-up.
 */
export const runManyUsers = async (
  server: ChildServer,
  data: PreparedStore,
  mode: "single" | "cluster",
  settings: ManyUsersSettings,
  log: (line: string) => void,
): Promise<ManyUsersRow[]> => {
  const client = new LoadClient(server.url, Math.max(256, settings.inFlight));
  const uploads = receipts.get(data.databaseUrl) ?? receiptUploads(settings.receiptImage);
  receipts.set(data.databaseUrl, uploads);
  try {
    const started = performance.now();
    const users = await logIn(client, server.url, data.seeded.emails, data.seeded.password);
    log(
      `many-users ${data.store} ${mode}: ${users.length} users logged in (${Math.round(performance.now() - started)} ms)`,
    );
    // The same draw sequence every run, another one per mode: the receipts go into wallets not
    // used before, and on the same data a repeated sequence would find its wallets taken and send none.
    const random = prng(mode === "single" ? 7 : 11).next;
    const draw = drawer(appMix(uploads), random);
    const rows: ManyUsersRow[] = [];
    const measured = async (run: () => Promise<LoadOutcome>) => {
      const sampler = new RssSampler(server.pid);
      sampler.start();
      let peak = { total: 0, largestProcess: 0, root: 0 };
      let outcome: LoadOutcome;
      try {
        outcome = await run();
      } finally {
        peak = sampler.stop();
      }
      const row: ManyUsersRow = {
        ...outcome,
        store: data.store,
        mode,
        users: users.length,
        peakRssMb: toMb(peak.total),
        peakProcessRssMb: toMb(peak.largestProcess),
      };
      rows.push(row);
      log(
        `many-users ${data.store} ${mode} ${row.model}: ${Math.round(row.requestsPerSecond)} req/s, ` +
          `p50 ${row.overall.p50} p95 ${row.overall.p95} p99 ${row.overall.p99} ms, errors ${row.errors}, RSS ${row.peakRssMb} MB`,
      );
    };
    await fixedRate(client, users, draw, random, settings.rate, settings.warmupSeconds);
    await measured(() => fixedRate(client, users, draw, random, settings.rate, settings.seconds));
    await saturate(client, users, draw, random, settings.inFlight, settings.warmupSeconds);
    await measured(() => saturate(client, users, draw, random, settings.inFlight, settings.seconds));
    return rows;
  } finally {
    client.close();
  }
};
