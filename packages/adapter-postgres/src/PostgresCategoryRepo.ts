import { toCategory } from "@finance/adapter-sql";
import type { Category, CategoryRepo } from "@finance/domain";
import { asc, eq } from "drizzle-orm";
import { isUuidText, type PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { categories } from "./schema";

export class PostgresCategoryRepo implements CategoryRepo {
  constructor(private readonly db: PostgresDatabase) {}

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(category: Category): Promise<void> {
    await guarded(() => this.db.insert(categories).values(category));
  }

  async findById(id: string): Promise<Category | null> {
    if (!isUuidText(id)) return null;
    const [row] = await guarded(() => this.db.select().from(categories).where(eq(categories.id, id)));
    return row ? toCategory(row) : null;
  }

  async listByUser(userId: string): Promise<Category[]> {
    if (!isUuidText(userId)) return [];
    const rows = await guarded(() =>
      this.db
        .select()
        .from(categories)
        .where(eq(categories.userId, userId))
        .orderBy(asc(categories.createdAt), asc(categories.id)),
    );
    return rows.map(toCategory);
  }
}
