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
 * An answer cache in at most `maxBytes`, least recently used answers dropped first. The version is
 * read before computing, so a commit that lands meanwhile moves it past what is kept: a stale
 * answer is never served, a fresh one at worst recomputed once. Without a store version, or with
 * no memory for it, every call computes.
 */
export const answerCache = (version: StoreVersion | undefined, maxBytes: number): AnswerCache => {
  if (version === undefined || maxBytes <= 0) return { json: async (_key, compute) => JSON.stringify(await compute()) };
  const kept = new LRUCache<string, KeptAnswer>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  let lastSeen: string | undefined;
  return {
    async json(key, compute) {
      const current = await version.read();
      if (current !== lastSeen) {
        // Neither store's version ever returns to an earlier value, so nothing kept can be served
        // again: freed now, while still young for the garbage collector (a store busy with writes).
        kept.clear();
        lastSeen = current;
      }
      const answer = kept.get(key);
      if (answer?.version === current) return answer.json;
      const json = JSON.stringify(await compute());
      kept.set(key, { version: current, json });
      return json;
    },
  };
};
