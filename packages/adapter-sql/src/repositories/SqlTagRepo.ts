import { type Tag, type TagListQuery, type TagPage, type TagRepo, tagNotFound } from "@finance/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import { prepared, type SqlDriver } from "../driver";
import { type Stored, toTag } from "../mappers";
import { insertInto, selection } from "../rowSql";
import type { RepositoryTables } from "../tables";

/** Tags, for both stores: the statements are built once and rendered once per driver. */
export class SqlTagRepo implements TagRepo {
  private readonly row;
  private readonly byId;
  private readonly owned;
  private readonly firstPage;
  private readonly pageAfter;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Pick<RepositoryTables, "tags">,
  ) {
    const { tags } = tables;
    const row = selection<Stored<Tag>>(tags);
    const head = sql`select ${row.list} from ${tags}`;
    this.row = row;
    this.byId = prepared(() => sql`${head} where ${eq(tags.id, sql.placeholder("id"))}`);
    this.owned = prepared(
      () =>
        sql`${head} where ${and(eq(tags.userId, sql.placeholder("userId")), driver.dialect.idIn(tags.id, sql.placeholder("ids")))}`,
    );
    // Keyset pages on the (user_id, id) index, LIMIT n + 1.
    const page = (after: boolean) =>
      prepared(
        () =>
          sql`${head} where ${and(eq(tags.userId, sql.placeholder("userId")), after ? gt(tags.id, sql.placeholder("afterId")) : undefined)} order by ${tags.id} limit ${sql.placeholder("limit")}`,
      );
    this.firstPage = page(false);
    this.pageAfter = page(true);
  }

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(tag: Tag): Promise<void> {
    await this.driver.run(insertInto(this.tables.tags, tag));
  }

  async findById(id: string): Promise<Tag | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? toTag(this.row.decode(row)) : null;
  }

  async findOwned(userId: string, ids: readonly string[]): Promise<Tag[]> {
    if (ids.length === 0) return [];
    const rows = await this.driver.rows(this.owned, { userId, ids: this.driver.dialect.idList(ids) });
    return rows.map((row) => toTag(this.row.decode(row)));
  }

  async list({ userId, limit, afterId }: TagListQuery): Promise<TagPage> {
    const rows =
      afterId === undefined
        ? await this.driver.rows(this.firstPage, { userId, limit: limit + 1 })
        : await this.driver.rows(this.pageAfter, { userId, afterId, limit: limit + 1 });
    return { items: rows.slice(0, limit).map((row) => toTag(this.row.decode(row))), hasMore: rows.length > limit };
  }

  async rename(id: string, name: string): Promise<Tag> {
    const { tags } = this.tables;
    const row = await this.driver.one(
      sql`update ${tags} set ${sql.identifier(tags.name.name)} = ${name} where ${eq(tags.id, id)} returning ${this.row.list}`,
    );
    if (!row) throw tagNotFound();
    return toTag(this.row.decode(row));
  }

  /** The links go with it (ON DELETE CASCADE), in the same statement. */
  async delete(id: string): Promise<boolean> {
    return (await this.driver.run(sql`delete from ${this.tables.tags} where ${eq(this.tables.tags.id, id)}`)) > 0;
  }
}
