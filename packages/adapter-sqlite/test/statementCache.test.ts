import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { cacheStatements } from "../src/statementCache";

describe("cacheStatements", () => {
  const open: Database.Database[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });
  const database = (limit?: number) => {
    const db = new Database(":memory:");
    open.push(db);
    cacheStatements(db, limit);
    db.exec("create table t (id integer primary key, name text)");
    db.prepare("insert into t (id, name) values (?, ?)").run(1, "one");
    db.prepare("insert into t (id, name) values (?, ?)").run(2, "two");
    return db;
  };

  it("answers the statement already prepared for the same SQL text", () => {
    const db = database();
    const sql = "select name from t where id = ?";
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql)).not.toBe(db.prepare("select id from t where id = ?"));
  });

  it("binds fresh parameters on every use", () => {
    const db = database();
    const sql = "select name from t where id = ?";
    expect(db.prepare(sql).get(1)).toEqual({ name: "one" });
    expect(db.prepare(sql).get(2)).toEqual({ name: "two" });
  });

  it("resets raw, pluck and expand modes, so a reuse answers objects as a fresh statement does", () => {
    const db = database();
    const sql = "select id, name from t order by id";
    expect(db.prepare(sql).raw().all()).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
    expect(db.prepare(sql).all()).toEqual([
      { id: 1, name: "one" },
      { id: 2, name: "two" },
    ]);
    expect(db.prepare(sql).pluck().get()).toBe(1);
    expect(db.prepare(sql).get()).toEqual({ id: 1, name: "one" });
  });

  it("forgets the oldest statement when full", () => {
    const db = database(2);
    const first = db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 3");
    expect(db.prepare("select 1")).not.toBe(first);
    expect(db.prepare("select 1").pluck().get()).toBe(1);
  });

  it("still sees rows and schema changes made after a statement was cached", () => {
    const db = database();
    const count = "select count(*) as n from t";
    expect(db.prepare(count).get()).toEqual({ n: 2 });
    db.prepare("insert into t (id, name) values (?, ?)").run(3, "three");
    db.exec("alter table t add column note text");
    expect(db.prepare(count).get()).toEqual({ n: 3 });
    expect(db.prepare("select * from t where id = ?").get(3)).toEqual({ id: 3, name: "three", note: null });
  });
});
