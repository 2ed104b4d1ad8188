import Database from "better-sqlite3";
import { copyFileSync, rmSync } from "node:fs";
const variant = process.argv[2] ?? "base";
const path = `/tmp/rd-${variant}.db`;
for (const s of ["", "-wal", "-shm"]) rmSync(path + s, { force: true });
copyFileSync("/tmp/finance-bench/finance-bench-1000000.db", path);
const db = new Database(path);
db.pragma("journal_mode = WAL"); db.pragma("synchronous = NORMAL"); db.pragma("foreign_keys = ON"); db.pragma("temp_store = MEMORY");
if (variant.includes("cache")) db.pragma("cache_size = -65536");
const u = db.prepare("select id from users limit 1").get() as {id:string};
const w = db.prepare("select id from wallets where user_id=? limit 1").get(u.id) as {id:string};
const c = db.prepare("select id from categories where user_id=? and name='Groceries'").get(u.id) as {id:string};
const ins = db.prepare("insert into transactions (id,user_id,wallet_id,category_id,transfer_id,type,amount_minor,currency,description,date,created_at,updated_at,version) values (?,?,?,?,null,'expense',-1234,'USD','bench',?,?,?,1)");
const bal = db.prepare("update wallets set balance_minor = balance_minor + ? where id = ?");
const inner = db.transaction((i: number) => { const now = Date.now(); ins.run(`x-${variant}-${i}-${now}`, u.id, w.id, c.id, now, now, now); bal.run(-1234, w.id); });
const group = db.transaction((start: number, n: number) => { for (let i = start; i < start + n; i++) inner(i); });
const userQ = db.prepare("select * from users where id = ?").raw(true);
const walletQ = db.prepare("select * from wallets where id = ?").raw(true);
const budgetsQ = db.prepare("select * from budgets where wallet_id = ?").raw(true);
const time = (label: string, f: () => void, n: number) => { const t0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const c = process.cpuUsage(t0); return (c.user + c.system) / n; };
let k = 0;
const G = Number(process.argv[3] ?? 20);
// interleave: a group of G inserts, then G rounds of reads
let tu = 0, tw = 0, tb = 0, tg = 0; const R = 300;
for (let r = 0; r < R + 30; r++) {
  const g = time("g", () => group.immediate(k++ * 1000, G), 1);
  const a = time("u", () => userQ.get(u.id), G), b = time("w", () => walletQ.get(w.id), G), d = time("b", () => budgetsQ.all(w.id), G);
  if (r >= 30) { tu += a; tw += b; tb += d; tg += g / G; }
}
console.log(variant, `G=${G}`, "insert", (tg/R).toFixed(1), "user", (tu/R).toFixed(2), "wallet", (tw/R).toFixed(2), "budgets", (tb/R).toFixed(2));
const t2 = time("u", () => userQ.get(u.id), 20000);
console.log("user alone", t2.toFixed(2));
db.close();
for (const s of ["", "-wal", "-shm"]) rmSync(path + s, { force: true });
