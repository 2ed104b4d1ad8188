import { aUser } from "@finance/repo-contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresSchema } from "../src";
import { parseInstant } from "../src/instant";
import { onTestDatabase, openTestSchema } from "./testDatabase";

describe("parseInstant reads PostgreSQL's timestamptz text exactly", () => {
  it.each([
    ["0001-01-01 00:00:00+00", "0001-01-01T00:00:00.000Z"],
    ["0027-10-23 04:47:31+00", "0027-10-23T04:47:31.000Z"],
    ["0099-06-14 19:00:00.5+00", "0099-06-14T19:00:00.500Z"],
    ["0100-01-01 00:00:00.001+00", "0100-01-01T00:00:00.001Z"],
    ["1969-12-31 23:59:59.999999+00", "1969-12-31T23:59:59.999Z"],
    ["9999-12-31 23:59:59.999+00", "9999-12-31T23:59:59.999Z"],
    ["0099-06-15 00:00:00+05", "0099-06-14T19:00:00.000Z"],
    ["2026-03-01 14:00:00+05:30", "2026-03-01T08:30:00.000Z"],
    // Local mean time of old dates carries seconds in the offset (Amsterdam before 1835).
    ["0001-01-01 00:19:32+00:19:32", "0001-01-01T00:00:00.000Z"],
  ])("%s is %s", (text, iso) => {
    expect(parseInstant(text).toISOString()).toBe(iso);
  });

  it("refuses text that is no instant rather than inventing one", () => {
    for (const text of ["infinity", "-infinity", "", "tomorrow"]) {
      expect(() => parseInstant(text), text).toThrow(/Unreadable timestamptz/);
    }
  });
});

onTestDatabase("reads instants back in any session time zone", (url) => {
  describe("instants read through Drizzle in any session time zone", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;

    beforeAll(async () => {
      database = await openTestSchema(url, { poolSize: 2 });
    });

    afterAll(async () => {
      await database?.drop();
    });

    it.each(["UTC", "Europe/Amsterdam", "Asia/Kolkata", "America/St_Johns"])("%s", async (zone) => {
      const { users } = postgresSchema;
      const instants = ["0001-01-01T00:00:00.000Z", "0027-10-23T04:47:31.123Z", "0099-12-31T23:59:59.999Z"];
      for (const iso of instants) {
        const user = aUser({ createdAt: new Date(iso) });
        await database.adapter.repositories.users.create(user);
        const [row] = await database.adapter.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
          return tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
        });
        expect(row?.createdAt.toISOString()).toBe(iso);
      }
    });
  });
});
