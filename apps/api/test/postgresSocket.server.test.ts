import "reflect-metadata";
import { existsSync } from "node:fs";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import { freshPostgresDatabase } from "./hardening/support";
import { apiClient, aUser, fetchRequester, TEST_DATABASE_URL, TEST_JWT_SECRET } from "./support";

const describePostgres = TEST_DATABASE_URL ? describe : (describe.skip as unknown as typeof describe);

/** The test server's first Unix-domain socket directory and its port, read from the server itself. */
const serverSocket = async (url: string) => {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ directories: string; port: string }[]>`
      select current_setting('unix_socket_directories') as directories, current_setting('port') as port`;
    const directory = row?.directories.split(",")[0]?.trim() ?? "";
    return { directory, path: `${directory}/.s.PGSQL.${row?.port}` };
  } finally {
    await sql.end({ timeout: 5 });
  }
};

/**
 * The service started as an operator on the database's host would: DATABASE_URL naming the socket.
 * The URL carries a password only to check it stays out of the logs, so the test server must let
 * socket connections in without one (trust or peer, as a test server's usually do).
 */
describePostgres("the service on PostgreSQL's Unix-domain socket", () => {
  const password = "pw-that-must-not-be-logged";
  const logs: string[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let socket: Awaited<ReturnType<typeof serverSocket>>;
  let service: RunningService | undefined;

  beforeAll(async () => {
    socket = await serverSocket(TEST_DATABASE_URL as string);
    if (!existsSync(socket.path)) return;
    database = await freshPostgresDatabase();
    const url = new URL(database.url);
    url.password = password;
    url.searchParams.set("host", socket.directory);
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        DATABASE_URL: url.toString(),
        DB_POOL_MAX: "2",
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
      },
      logDestination: { write: (line) => void logs.push(line) },
    });
  });

  afterAll(async () => {
    await service?.stop();
    await database?.drop();
  });

  it("serves requests with every connection on the socket, and logs the socket without the password", async (context) => {
    context.skip(service === undefined, `no socket of the test server at ${socket.path}`);
    const running = service as RunningService;
    const credentials = aUser();
    const anonymous = apiClient(fetchRequester(running.url));
    expect((await anonymous.post("/auth/register", credentials)).status).toBe(201);
    const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
    const user = apiClient(fetchRequester(running.url), login.body.accessToken as string);
    const wallet = await user.post("/wallet", { name: "Cash", currency: "EUR", balance: 12.5 });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
    expect((await user.get("/wallet")).body).toMatchObject({ wallets: [{ name: "Cash", balance: 12.5 }] });

    const admin = postgres(TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    try {
      const connections = await admin<{ address: string | null }[]>`
        select client_addr::text as address from pg_stat_activity
        where datname = ${new URL(database.url).pathname.slice(1)} and application_name = 'finance-service'`;
      expect(connections.length).toBeGreaterThan(0);
      expect(connections.every((connection) => connection.address === null)).toBe(true);
    } finally {
      await admin.end({ timeout: 5 });
    }
    const ready = logs.map((line) => JSON.parse(line)).find((entry) => entry.msg?.startsWith("database ready"));
    expect(ready).toMatchObject({ database: "postgres", server: socket.path });
    expect(logs.join("\n")).not.toContain(password);
  });
});
