import { toUser } from "@finance/adapter-sql";
import type { User, UserRepo } from "@finance/domain";
import { eq, sql } from "drizzle-orm";
import { isUuidText, type PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { users } from "./schema";

export class PostgresUserRepo implements UserRepo {
  /** `findById` runs on every authenticated request: built by Drizzle once, not per call. */
  private readonly byId;

  constructor(private readonly db: PostgresDatabase) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare("users_by_id");
  }

  /** The unique index on lower(email) decides, so a race has exactly one winner. */
  async create(user: User): Promise<void> {
    await guarded(() => this.db.insert(users).values(user));
  }

  async findById(id: string): Promise<User | null> {
    if (!isUuidText(id)) return null;
    const [row] = await guarded(() => this.byId.execute({ id }));
    return row ? toUser(row) : null;
  }

  /** Served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<User | null> {
    const [row] = await guarded(() =>
      this.db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`),
    );
    return row ? toUser(row) : null;
  }
}
