import {
  type ClaimOutcome,
  type ClaimRequest,
  decideClaim,
  type IdempotencyClaim,
  type IdempotencyKeyRepo,
  recordOf,
  type StoredResponse,
} from "@finance/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { oneOf, type Plan, prepared, runOf, type SqlDriver, type Values } from "../../driver";
import { type IdempotencyRow, idempotencyExpired, idempotencyRow, toIdempotencyRecord } from "../../idempotencySql";
import { selection } from "../../rowSql";
import { rowValues } from "./rows";
import type { AccountTables } from "./tables";

/** A row deleted between the insert and the lock (a release or a purge) is met again at most this often. */
const CLAIM_ATTEMPTS = 5;

/**
 * Idempotency keys, for both stores. A claim is one plan: insert the row unless the key has one,
 * else read it (locked `FOR UPDATE` on PostgreSQL, where a concurrent insert of the same key waits
 * for the other transaction and then does nothing; SQLite's `BEGIN IMMEDIATE` already excludes
 * other writers) and apply the shared claim rule to it, so of two claims exactly one wins.
 */
export class SqlIdempotencyKeyRepo implements IdempotencyKeyRepo {
  private readonly row;
  private readonly insertFresh;
  private readonly current;
  private readonly retake;
  private readonly completion;
  private readonly releasing;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Pick<AccountTables, "idempotencyKeys">,
  ) {
    const { idempotencyKeys: keys } = tables;
    const row = selection<IdempotencyRow>(keys);
    this.row = row;
    const name = (key: keyof IdempotencyRow) => sql.identifier(keys[key].name);
    const columns: (keyof IdempotencyRow)[] = [
      "userId",
      "key",
      "token",
      "requestHash",
      "lockedUntil",
      "expiresAt",
      "responseStatus",
      "responseBody",
      "responseContentType",
    ];
    const theKey = and(eq(keys.userId, sql.placeholder("userId")), eq(keys.key, sql.placeholder("key")));
    const held = and(theKey, eq(keys.token, sql.placeholder("token")), isNull(keys.responseStatus));
    this.insertFresh = prepared(
      () =>
        sql`insert into ${keys} (${sql.join(columns.map(name), sql`, `)}) values (${sql.join(
          columns.map((key) => sql.placeholder(key)),
          sql`, `,
        )}) on conflict (${name("userId")}, ${name("key")}) do nothing returning ${name("token")}`,
    );
    const lock = driver.locksRows ? sql` for update` : sql``;
    this.current = prepared(() => sql`select ${row.list} from ${keys} where ${theKey}${lock}`);
    this.retake = prepared(
      () =>
        sql`update ${keys} set ${sql.join(
          columns.map((key) => sql`${name(key)} = ${sql.placeholder(key)}`),
          sql`, `,
        )} where ${theKey}`,
    );
    this.completion = prepared(
      () =>
        sql`update ${keys} set ${name("responseStatus")} = ${sql.placeholder("status")}, ${name("responseBody")} = ${sql.placeholder("body")}, ${name("responseContentType")} = ${sql.placeholder("contentType")} where ${held}`,
    );
    this.releasing = prepared(() => sql`delete from ${keys} where ${held}`);
  }

  async claim(request: ClaimRequest): Promise<ClaimOutcome> {
    const fresh = rowValues(this.tables.idempotencyKeys, idempotencyRow(recordOf(request)));
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.driver.transaction(() => this.claiming(request, fresh));
      if (outcome !== null) return outcome;
      if (attempt >= CLAIM_ATTEMPTS) throw new Error("Idempotency key kept vanishing while being claimed");
    }
  }

  /** Null when the key's row vanished between the insert and the read: the caller tries again. */
  private *claiming(request: ClaimRequest, fresh: Values): Plan<ClaimOutcome | null> {
    if (yield* oneOf(this.insertFresh, fresh)) return { kind: "claimed" };
    const row = yield* oneOf(this.current, { userId: request.userId, key: request.key });
    if (!row) return null;
    const decision = decideClaim(toIdempotencyRecord(this.row.decode(row)), request);
    if (decision !== "take") return decision;
    yield* runOf(this.retake, fresh);
    return { kind: "claimed" };
  }

  async complete(claim: IdempotencyClaim, response: StoredResponse): Promise<boolean> {
    const { userId, key, token } = claim;
    const { status, body, contentType } = response;
    return (await this.driver.run(this.completion, { userId, key, token, status, body, contentType })) > 0;
  }

  async release({ userId, key, token }: IdempotencyClaim): Promise<void> {
    await this.driver.run(this.releasing, { userId, key, token });
  }

  async purgeExpired(now: Date): Promise<number> {
    const { idempotencyKeys: keys } = this.tables;
    return this.driver.run(sql`delete from ${keys} where ${idempotencyExpired(keys, now)}`);
  }
}
