/**
 * The packed packages work as installed packages, not only as sources:
 *
 *   node scripts/smoke-packages.mjs dist-packages
 *
 * Every tarball in the folder is unpacked into node_modules/@finance/* of a fresh app under the
 * system's temporary directory; their third-party `dependencies` are linked from the workspace's
 * install (a dependency an adapter uses but does not declare is then missing, and its import fails).
 * Then: every package imports; the SQLite adapter applies the migrations shipped in its tarball to
 * a new file and records a user, a wallet and a transaction through the domain's use cases with
 * bcrypt and jose from adapter-auth; the PostgreSQL adapter does the same in a fresh schema when
 * TEST_DATABASE_URL is set (CI sets it).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tarballs = resolve(process.argv[2] ?? "dist-packages");
const app = mkdtempSync(join(tmpdir(), "finance-packages-"));
const modules = join(app, "node_modules");

/** Workspace folder of each package, by name. */
const workspaceDirs = new Map(
  readdirSync(join(root, "packages")).map((dir) => [
    JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8")).name,
    join(root, "packages", dir),
  ]),
);

const installed = [];
for (const file of readdirSync(tarballs).filter((name) => name.endsWith(".tgz"))) {
  const scratch = mkdtempSync(join(app, "unpack-"));
  execFileSync("tar", ["-xzf", join(tarballs, file), "-C", scratch, "--strip-components=1"]);
  const manifest = JSON.parse(readFileSync(join(scratch, "package.json"), "utf8"));
  mkdirSync(dirname(join(modules, manifest.name)), { recursive: true });
  execFileSync("mv", [scratch, join(modules, manifest.name)]);
  installed.push(manifest);
}
for (const manifest of installed) {
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    const link = join(modules, dependency);
    if (dependency.startsWith("@finance/") || existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(join(workspaceDirs.get(manifest.name), "node_modules", dependency)), link);
  }
}

/** Imports an installed package the way the app would (resolved from the app's folder). */
const load = (name) => {
  const manifest = installed.find((m) => m.name === name);
  assert.ok(manifest, `${name} was not packed`);
  return import(pathToFileURL(join(modules, name, manifest.exports["."])).href);
};

try {
  for (const { name } of installed) {
    const module = await load(name);
    assert.ok(Object.keys(module).length > 0, `${name} exports nothing`);
  }
  const domain = await load("@finance/domain");
  const { BcryptPasswordHasher, JoseTokenPort, NodeSecretTokens } = await load("@finance/adapter-auth");
  const clock = { now: () => new Date("2026-03-15T12:00:00.000Z") };
  const ids = domain.createUuidV7Generator((n) => crypto.getRandomValues(new Uint8Array(n)));
  const tokens = new JoseTokenPort({ secret: "a-secret-of-at-least-32-characters!", ttlSeconds: 60 });

  /** Register, log in, wallet, expense, through the use cases on a store's repositories. */
  const story = async ({ repositories: repos }) => {
    const hasher = new BcryptPasswordHasher(4);
    const user = await new domain.RegisterUser(repos.users, hasher, ids, clock).execute({
      name: "Ada",
      email: "ada@example.com",
      password: "correct horse 1",
    });
    const sessions = new domain.SessionIssuer(tokens, repos.refreshTokens, new NodeSecretTokens(), ids, clock, 3600);
    const login = await new domain.Login(repos.users, hasher, sessions, await hasher.hash("nobody")).execute({
      email: "ada@example.com",
      password: "correct horse 1",
    });
    assert.equal((await tokens.verify(login.accessToken)).userId, user.id);
    assert.ok(login.refreshToken, "login answers a refresh token");
    const wallet = await new domain.CreateWallet(repos.wallets, ids, clock).execute(user.id, {
      name: "Cash",
      currency: "EUR",
      balance: 100,
    });
    const category = await new domain.CreateCategory(repos.categories, ids, clock).execute(user.id, { name: "Food" });
    const allocator = new domain.BudgetAllocator(repos.budgets, repos.transactions, clock);
    await new domain.CreateTransaction(
      repos.transactions,
      repos.wallets,
      repos.categories,
      repos.tags,
      allocator,
      ids,
      clock,
    ).execute(user.id, {
      type: "expense",
      amount: 12.34,
      currency: "EUR",
      date: "2026-03-14",
      walletId: wallet.id,
      categoryId: category.id,
    });
    assert.equal((await repos.wallets.findById(wallet.id)).balanceMinor, 8_766);
  };

  const sqlite = await load("@finance/adapter-sqlite");
  assert.equal(sqlite.SQLITE_MIGRATIONS_FOLDER, join(modules, "@finance/adapter-sqlite/drizzle"));
  const file = sqlite.openSqlite({ path: join(app, "data", "smoke.db") });
  await file.migrate();
  await story(file).finally(() => file.close());
  console.log("adapter-sqlite: migrations from the tarball applied, use cases ran");

  if (process.env.TEST_DATABASE_URL) {
    const postgres = await load("@finance/adapter-postgres");
    const schema = `package_smoke_${process.pid}`;
    const store = postgres.openPostgres({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 2 });
    try {
      await store.migrate();
      await story(store);
    } finally {
      await store.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await store.close();
    }
    console.log("adapter-postgres: migrations from the tarball applied, use cases ran");
  } else {
    console.log("adapter-postgres: skipped (TEST_DATABASE_URL is not set)");
  }
  console.log(`packages: ${installed.length} installed from their tarballs and imported`);
} finally {
  rmSync(app, { recursive: true, force: true });
}
