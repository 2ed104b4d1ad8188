import type { User, UserRepo } from "@finance/domain";
import { eq, sql } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { users } from "./schema";

const toUser = (row: typeof users.$inferSelect): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  passwordHash: row.passwordHash,
  createdAt: row.createdAt,
});

export class SqliteUserRepo implements UserRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async create(user: User): Promise<void> {
    guarded(() => this.db.insert(users).values(user).run());
  }

  async findById(id: string): Promise<User | null> {
    const row = guarded(() => this.db.select().from(users).where(eq(users.id, id)).get());
    return row ? toUser(row) : null;
  }

  /** Served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<User | null> {
    const row = guarded(() =>
      this.db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).get(),
    );
    return row ? toUser(row) : null;
  }
}
