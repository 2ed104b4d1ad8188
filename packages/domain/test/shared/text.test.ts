import { describe, expect, it } from "vitest";
import {
  characterCount,
  isInvisible,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  nameProblems,
  normaliseName,
  parseDescription,
  parseName,
  truncateCharacters,
} from "../../src";
import { failure } from "../mothers";

describe("parseName", () => {
  it("trims and keeps up to the maximum length", () => {
    expect(parseName("  Food ")).toBe("Food");
    expect(parseName("x".repeat(MAX_NAME_LENGTH))).toHaveLength(MAX_NAME_LENGTH);
  });

  it("refuses empty, over-long and non-string names on the given path", async () => {
    for (const value of ["", "  ", "x".repeat(MAX_NAME_LENGTH + 1), null, 3]) {
      expect((await failure(() => parseName(value, "wallet.name"))).details?.[0]?.path).toBe("wallet.name");
    }
  });
});

describe("names in NFC, with something visible", () => {
  it("stores and compares the composed form: Café typed either way is one name", () => {
    expect(parseName("  Cafe\u0301 ")).toBe("Caf\u00e9");
    expect(normaliseName("Cafe\u0301")).toBe(normaliseName("Caf\u00e9"));
    expect(parseDescription("Lunch at Cafe\u0301")).toBe("Lunch at Caf\u00e9");
  });

  it("refuses names of invisible characters only, and keeps joiners that are part of what shows", async () => {
    for (const value of ["\u200b", "\u200c\u200d", "\u2060\ufeff", "\u3164", "\u2800", "\u00a0\u200b", "\ufe0f"]) {
      expect(isInvisible(value)).toBe(true);
      const error = await failure(() => parseName(value));
      expect(error.details).toEqual([{ path: "name", message: "Name must contain a visible character" }]);
    }
    expect(parseName("\u{1f469}\u200d\u{1f4bb}")).toBe("\u{1f469}\u200d\u{1f4bb}");
    expect(isInvisible("a\u200b")).toBe(false);
  });
});

describe("parseDescription", () => {
  it("is optional and trimmed", () => {
    expect(parseDescription(undefined)).toBe("");
    expect(parseDescription(null)).toBe("");
    expect(parseDescription("  Lunch  ")).toBe("Lunch");
  });

  it("refuses non-strings and over-long text", async () => {
    for (const value of [12, {}, "x".repeat(MAX_DESCRIPTION_LENGTH + 1)]) {
      expect((await failure(() => parseDescription(value))).details?.[0]?.path).toBe("description");
    }
  });
});

describe("nameProblems", () => {
  it("lists every way a name breaks the rule, and none for a good one", () => {
    expect(nameProblems("Food")).toEqual([]);
    expect(nameProblems("")).toEqual(["Name is required"]);
    expect(nameProblems(`${"x".repeat(MAX_NAME_LENGTH)}\u0007`)).toEqual([
      `Name is longer than ${MAX_NAME_LENGTH} characters`,
      "Name must not contain control characters",
    ]);
  });

  it("is what parseName refuses with, first problem first", async () => {
    const error = await failure(() => parseName(`${"x".repeat(MAX_NAME_LENGTH)}\u0007`));
    expect(error.message).toBe(`Name is longer than ${MAX_NAME_LENGTH} characters`);
  });
});

describe("text length counts characters as people do (code points)", () => {
  const emoji = "\u{1F600}"; // one character, two UTF-16 units

  it("accepts a name and a description of the maximum number of emoji", () => {
    expect(characterCount(emoji.repeat(MAX_NAME_LENGTH))).toBe(MAX_NAME_LENGTH);
    expect(parseName(emoji.repeat(MAX_NAME_LENGTH))).toBe(emoji.repeat(MAX_NAME_LENGTH));
    expect(parseDescription(emoji.repeat(MAX_DESCRIPTION_LENGTH))).toBe(emoji.repeat(MAX_DESCRIPTION_LENGTH));
  });

  it("refuses one character more, saying how many are allowed", async () => {
    const error = await failure(() => parseName(emoji.repeat(MAX_NAME_LENGTH + 1)));
    expect(error.message).toBe(`Name is longer than ${MAX_NAME_LENGTH} characters`);
    const long = await failure(() => parseDescription(`${emoji.repeat(MAX_DESCRIPTION_LENGTH)}x`));
    expect(long.message).toBe(`Description is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
  });

  it("truncates between characters, never inside a surrogate pair", () => {
    expect(truncateCharacters(`a${emoji}${emoji}`, 2)).toBe(`a${emoji}`);
    expect(truncateCharacters("abc", 5)).toBe("abc");
  });
});
