import { toTag } from "@finance/adapter-sql";
import { type Tag, type TagListQuery, type TagPage, type TagRepo, tagNotFound } from "@finance/domain";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { tags } from "./schema";

export class PostgresTagRepo implements TagRepo {
  constructor(private readonly db: PostgresDatabase) {}

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(tag: Tag): Promise<void> {
    await guarded(() => this.db.insert(tags).values(tag));
  }

  async findById(id: string): Promise<Tag | null> {
    const [row] = await guarded(() => this.db.select().from(tags).where(eq(tags.id, id)));
    return row ? toTag(row) : null;
  }

  async findOwned(userId: string, ids: readonly string[]): Promise<Tag[]> {
    if (ids.length === 0) return [];
    const rows = await guarded(() =>
      this.db
        .select()
        .from(tags)
        .where(and(eq(tags.userId, userId), inArray(tags.id, [...ids]))),
    );
    return rows.map(toTag);
  }

  /** Keyset page on the (user_id, id) index, LIMIT n + 1. */
  async list({ userId, limit, afterId }: TagListQuery): Promise<TagPage> {
    const rows = await guarded(() =>
      this.db
        .select()
        .from(tags)
        .where(and(eq(tags.userId, userId), afterId === undefined ? undefined : gt(tags.id, afterId)))
        .orderBy(asc(tags.id))
        .limit(limit + 1),
    );
    return { items: rows.slice(0, limit).map(toTag), hasMore: rows.length > limit };
  }

  async rename(id: string, name: string): Promise<Tag> {
    const [row] = await guarded(() => this.db.update(tags).set({ name }).where(eq(tags.id, id)).returning());
    if (!row) throw tagNotFound();
    return toTag(row);
  }

  /** The links go with it (ON DELETE CASCADE), in the same statement. */
  async delete(id: string): Promise<boolean> {
    const removed = await guarded(() => this.db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id }));
    return removed.length > 0;
  }
}
