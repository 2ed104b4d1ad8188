import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, POSTGRES_MIGRATIONS_FOLDER, type PostgresAdapter } from "../src";
import { onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("checks openPostgres and migrate against a real PostgreSQL server", (url) => {
  describe("openPostgres", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;
    const extra: PostgresAdapter[] = [];

    beforeAll(async () => {
      database = await openTestSchema(url, { statementTimeoutMs: 2000, poolSize: 3 });
    });

    afterAll(async () => {
      for (const adapter of extra) await adapter.close();
      await database?.drop();
    });

    it("sets the schema as search_path, the statement timeout, JIT off and no parallel workers on every connection", async () => {
      const { sql } = database.adapter;
      const [settings] =
        await sql`select current_schema() as schema, current_setting('statement_timeout') as timeout, current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`;
      expect(settings).toEqual({ schema: database.schema, timeout: "2s", jit: "off", workers: "0" });
      const cancelled = await sql`select pg_sleep(30)`.then(
        () => null,
        (error: { code?: string }) => error.code,
      );
      expect(cancelled).toBe("57014");
    });

    it("creates every table and foreign key inside its own schema", async () => {
      const { sql } = database.adapter;
      const tables =
        await sql`select table_name from information_schema.tables where table_schema = ${database.schema}`;
      expect(tables.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          "budget_categories",
          "budget_members",
          "budgets",
          "categories",
          "transactions",
          "users",
          "wallets",
        ]),
      );
      const foreign = await sql`
        select count(*)::int as n from pg_constraint c
        join pg_namespace own on own.oid = c.connamespace
        join pg_class target on target.oid = c.confrelid
        join pg_namespace tns on tns.oid = target.relnamespace
        where c.contype = 'f' and own.nspname = ${database.schema} and tns.nspname <> ${database.schema}`;
      expect(foreign[0]?.n).toBe(0);
    });

    it("applies every migration once when several processes migrate at the same time", async () => {
      const others = Array.from({ length: 3 }, () => database.open());
      extra.push(...others);
      await Promise.all([database.adapter.migrate(), ...others.map((adapter) => adapter.migrate())]);
      const files = readdirSync(POSTGRES_MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql"));
      const applied = await database.adapter.sql`
        select count(*)::int as n from ${database.adapter.sql(database.schema)}.__drizzle_migrations`;
      expect(applied[0]?.n).toBe(files.length);
    });

    it("connects through the server's Unix-domain socket, written either way libpq reads it", async (context) => {
      const { sql } = database.adapter;
      const [server] = await sql<{ directories: string; port: string }[]>`
        select current_setting('unix_socket_directories') as directories, current_setting('port') as port`;
      const directory = server?.directories.split(",")[0]?.trim() ?? "";
      const socket = `${directory}/.s.PGSQL.${server?.port}`;
      context.skip(!directory.startsWith("/") || !existsSync(socket), `no socket of the test server at ${socket}`);
      const inQuery = new URL(url);
      inQuery.searchParams.set("host", directory);
      const inHost = new URL(url);
      inHost.host = `${encodeURIComponent(directory)}:${server?.port}`;
      for (const socketUrl of [inQuery.toString(), inHost.toString()]) {
        const overSocket = await openTestSchema(socketUrl, { poolSize: 1 });
        try {
          const [connection] = await overSocket.adapter.sql<{ address: string | null; schema: string }[]>`
            select inet_server_addr() as address, current_schema() as schema`;
          expect(connection).toEqual({ address: null, schema: overSocket.schema });
          expect(await overSocket.adapter.repositories.users.findByEmail("nobody@example.com")).toBeNull();
        } finally {
          await overSocket.drop();
        }
      }
    });

    it("refuses a host parameter postgres.js would cut apart before it connects", () => {
      const list = new URL(url);
      list.searchParams.set("host", "/run/a,/run/b");
      expect(() => openPostgres({ url: list.toString() })).toThrow(/host parameter must be/);
    });

    it("refuses a schema name that is not a plain identifier", () => {
      expect(() => openPostgres({ url, schema: 'x"; drop table users; --' })).toThrow(/schema name/);
    });

    it("finds its migrations from the package, not from the working directory", () => {
      expect(POSTGRES_MIGRATIONS_FOLDER.replaceAll("\\", "/")).toMatch(/packages\/adapter-postgres\/drizzle$/);
    });
  });
});
