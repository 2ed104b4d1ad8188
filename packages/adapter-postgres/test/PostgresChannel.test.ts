import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresChannel } from "../src";
import { onTestDatabase } from "./testDatabase";

/** A promise with its resolver, for what a callback will hear later. */
const expecting = <T>() => {
  let settle: (value: T) => void = () => {};
  const heard = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { heard, settle: (value: T) => settle(value) };
};

onTestDatabase("checks LISTEN/NOTIFY between two pools of a real PostgreSQL server", (url) => {
  describe("PostgresChannel", () => {
    // Two pools stand for two processes on one database.
    const sending = postgres(url, { max: 2, onnotice: () => {} });
    const hearing = postgres(url, { max: 2, onnotice: () => {} });
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const name = `test_channel_${randomUUID().replaceAll("-", "")}`;
    let stop: (() => Promise<void>) | undefined;
    let message = expecting<string>();
    let gap = expecting<void>();
    let gaps = 0;

    beforeAll(async () => {
      stop = await new PostgresChannel(hearing, name).listen(
        (payload) => message.settle(payload),
        () => {
          gaps += 1;
          gap.settle();
        },
      );
    });

    afterAll(async () => {
      await stop?.();
      await Promise.all([sending.end({ timeout: 5 }), hearing.end({ timeout: 5 }), admin.end({ timeout: 5 })]);
    });

    it("delivers what one pool sends to a listener on another", async () => {
      message = expecting();
      await new PostgresChannel(sending, name).send("user-1");
      expect(await message.heard).toBe("user-1");
      // Starting to listen is not a gap.
      expect(gaps).toBe(0);
    });

    it("reports a dropped listening connection once it listens again, and hears what is sent after", async () => {
      gap = expecting();
      const [ended] = await admin<{ ended: boolean }[]>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where query = ${`listen "${name}"`} and pid <> pg_backend_pid()`;
      expect(ended?.ended).toBe(true);
      await gap.heard;
      message = expecting();
      await new PostgresChannel(sending, name).send("user-2");
      expect(await message.heard).toBe("user-2");
      expect(gaps).toBe(1);
    });

    it("reports nothing more once stopped", async () => {
      const heard: string[] = [];
      const stopOther = await new PostgresChannel(hearing, name).listen(
        (payload) => heard.push(payload),
        () => {},
      );
      await stopOther();
      message = expecting();
      await new PostgresChannel(sending, name).send("user-3");
      // The first listener still hears it: only the stopped one is silent.
      expect(await message.heard).toBe("user-3");
      expect(heard).toEqual([]);
    });

    it("refuses a channel name that is not a plain lower-case identifier", () => {
      expect(() => new PostgresChannel(sending, 'bad"name')).toThrow(/plain identifier/);
      expect(() => new PostgresChannel(sending, "Upper")).toThrow(/plain identifier/);
    });
  });
});
