import { toCategory } from "@finance/adapter-sql";
import type { Category, CategoryRepo } from "@finance/domain";
import { asc, eq } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { categories } from "./schema";

export class SqliteCategoryRepo implements CategoryRepo {
  constructor(private readonly db: SqliteDatabase) {}

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(category: Category): Promise<void> {
    guarded(() => this.db.insert(categories).values(category).run());
  }

  async findById(id: string): Promise<Category | null> {
    const row = guarded(() => this.db.select().from(categories).where(eq(categories.id, id)).get());
    return row ? toCategory(row) : null;
  }

  async listByUser(userId: string): Promise<Category[]> {
    const byUser = this.db.select().from(categories).where(eq(categories.userId, userId));
    return guarded(() => byUser.orderBy(asc(categories.createdAt), asc(categories.id)).all()).map(toCategory);
  }
}
