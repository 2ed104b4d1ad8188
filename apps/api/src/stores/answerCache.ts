import type { StoreVersion } from "@finance/domain";
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LRUCache } from "lru-cache";

/** JSON text of a `T`, so the response it becomes is still checked against the route's schema. */
export type JsonText<T> = string & { readonly __json?: T };

/** A JSON answer and the store version read before it was computed. */
interface KeptAnswer {
  readonly version: string;
  readonly json: string;
}

/** JSON answers that depend only on their key and the stored data, kept until the store changes. */
export interface AnswerCache {
  /**
   * The JSON text of `compute()` for `key`: the kept one while the store version is the one it
   * was computed at, else computed now and kept. The key names everything the answer depends on
   * besides the store (the user, the query).
   */
  json<T>(key: string, compute: () => Promise<T>): Promise<JsonText<T>>;
}

/** `c.json` for text serialised already: the same status, content type and typed response. */
export const jsonTextResponse = <T, S extends ContentfulStatusCode>(c: Context, text: JsonText<T>, status: S) =>
  c.body(text, status, { "Content-Type": "application/json" }) as unknown as Response & TypedResponse<T, S, "json">;

/** Strings are counted at two bytes a character (V8 keeps many at one), plus the entry's overhead. */
const sizeOf = (answer: KeptAnswer, key: string): number => 2 * (answer.json.length + key.length) + 128;

/**
 * When to stop reading the version: a window of reads that served nothing kept while the store
 * moved under at least a quarter of them (writes outpace the reuse), then a rest.
 */
export interface CacheRest {
  readonly windowReads: number;
  readonly restMs: number;
  readonly now: () => number;
}

const DEFAULT_REST: CacheRest = { windowReads: 64, restMs: 1000, now: () => performance.now() };

/**
 * An answer cache in at most `maxBytes`, least recently used answers dropped first. The version is
 * read before computing, so a commit that lands meanwhile moves it past what is kept: a stale
 * answer is never served, a fresh one at worst recomputed once. Without a store version, or with
 * no memory for it, every call computes. Reading the version is a statement on PostgreSQL: while
 * writes keep moving the store faster than answers are asked for again, the cache rests (computes
 * without reading or keeping) and tries again after the rest.
 */
export const answerCache = (
  version: StoreVersion | undefined,
  maxBytes: number,
  rest: CacheRest = DEFAULT_REST,
): AnswerCache => {
  const computeNow = async <T>(compute: () => Promise<T>) => JSON.stringify(await compute()) as JsonText<T>;
  if (version === undefined || maxBytes <= 0) return { json: (_key, compute) => computeNow(compute) };
  const kept = new LRUCache<string, KeptAnswer>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  let lastSeen: string | undefined;
  let restingUntil = Number.NEGATIVE_INFINITY;
  const window = { reads: 0, hits: 0, moves: 0 };
  const count = (hit: boolean, moved: boolean) => {
    window.reads += 1;
    if (hit) window.hits += 1;
    if (moved) window.moves += 1;
    if (window.reads < rest.windowReads) return;
    if (window.hits === 0 && window.moves * 4 >= window.reads) restingUntil = rest.now() + rest.restMs;
    window.reads = window.hits = window.moves = 0;
  };
  return {
    async json(key, compute) {
      if (rest.now() < restingUntil) return computeNow(compute);
      const current = await version.read();
      const moved = current !== lastSeen;
      if (moved) {
        // Neither store's version ever returns to an earlier value, so nothing kept can be served
        // again: freed now, while still young for the garbage collector (a store busy with writes).
        kept.clear();
      }
      const answer = kept.get(key);
      const hit = answer?.version === current;
      count(hit, moved && lastSeen !== undefined);
      lastSeen = current;
      if (hit) return answer.json;
      const json = await computeNow(compute);
      kept.set(key, { version: current, json });
      return json;
    },
  };
};
