import { chunks, toTag } from "@finance/adapter-sql";
import { type Tag, type TagListQuery, type TagPage, type TagRepo, tagNotFound } from "@finance/domain";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { tags } from "./schema";

export class SqliteTagRepo implements TagRepo {
  constructor(private readonly db: SqliteDatabase) {}

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(tag: Tag): Promise<void> {
    guarded(() => this.db.insert(tags).values(tag).run());
  }

  async findById(id: string): Promise<Tag | null> {
    const row = guarded(() => this.db.select().from(tags).where(eq(tags.id, id)).get());
    return row ? toTag(row) : null;
  }

  async findOwned(userId: string, ids: readonly string[]): Promise<Tag[]> {
    return guarded(() =>
      chunks(ids).flatMap((chunk) =>
        this.db
          .select()
          .from(tags)
          .where(and(eq(tags.userId, userId), inArray(tags.id, chunk)))
          .all(),
      ),
    ).map(toTag);
  }

  /** Keyset page on the (user_id, id) index, LIMIT n + 1. */
  async list({ userId, limit, afterId }: TagListQuery): Promise<TagPage> {
    const rows = guarded(() =>
      this.db
        .select()
        .from(tags)
        .where(and(eq(tags.userId, userId), afterId === undefined ? undefined : gt(tags.id, afterId)))
        .orderBy(asc(tags.id))
        .limit(limit + 1)
        .all(),
    );
    return { items: rows.slice(0, limit).map(toTag), hasMore: rows.length > limit };
  }

  async rename(id: string, name: string): Promise<Tag> {
    const row = guarded(() => this.db.update(tags).set({ name }).where(eq(tags.id, id)).returning().get());
    if (!row) throw tagNotFound();
    return toTag(row);
  }

  /** The links go with it (ON DELETE CASCADE), in the same statement. */
  async delete(id: string): Promise<boolean> {
    return guarded(() => this.db.delete(tags).where(eq(tags.id, id)).run()).changes > 0;
  }
}
