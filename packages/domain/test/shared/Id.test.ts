import { describe, expect, it } from "vitest";
import { createUuidV7Generator, isUuid, parseUuid } from "../../src";
import { seededBytes, testClock } from "../mothers";

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const msOf = (id: string) => Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);

describe("createUuidV7Generator", () => {
  it("makes RFC 9562 version 7 ids carrying the millisecond", () => {
    const at = Date.UTC(2026, 2, 15, 12);
    const id = createUuidV7Generator(seededBytes(7), () => at).next();
    expect(id).toMatch(V7);
    expect(msOf(id)).toBe(at);
    expect(isUuid(id)).toBe(true);
  });

  it("is strictly increasing within one millisecond and when the clock goes back", () => {
    const clock = testClock();
    const ids = createUuidV7Generator(seededBytes(3), () => clock.now().getTime());
    const made: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      if (i === 2500) clock.advance(-60_000);
      made.push(ids.next());
    }
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
    for (const id of made) expect(id).toMatch(V7);
  });

  it("sorts by time across milliseconds", () => {
    const clock = testClock();
    const ids = createUuidV7Generator(seededBytes(5), () => clock.now().getTime());
    const first = ids.next();
    clock.advance(1);
    const second = ids.next();
    expect(first < second).toBe(true);
    expect(msOf(second) - msOf(first)).toBe(1);
  });

  it("is deterministic for a seeded byte source", () => {
    const make = () => createUuidV7Generator(seededBytes(9), () => 1_773_576_000_000);
    const [a, b] = [make(), make()];
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
  });
});

describe("isUuid", () => {
  it("accepts UUIDs of any case and refuses anything else", () => {
    expect(isUuid("0195f3a0-0000-7000-8000-000000000000")).toBe(true);
    expect(isUuid("0195F3A0-0000-7000-8000-000000000000")).toBe(true);
    for (const value of [
      "",
      "42",
      "0195f3a0-0000-7000-8000-00000000000",
      "0195f3a0000070008000000000000000",
      null,
      7,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});

describe("parseUuid", () => {
  it("answers the canonical lower-case form, or null", () => {
    expect(parseUuid("0195F3A0-0000-7000-8000-00000000000A")).toBe("0195f3a0-0000-7000-8000-00000000000a");
    expect(parseUuid("nope")).toBeNull();
    expect(parseUuid(undefined)).toBeNull();
  });
});
