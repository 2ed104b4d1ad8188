import { describe, expect, it } from "vitest";
import { foldMarks, scriptForLanguage } from "../src";
import { asciiShare, hanCount, hangulCount, kanaCount } from "../src/scripts";

describe("scriptForLanguage", () => {
  it("maps a client's BCP 47 tag to the recogniser of its script", () => {
    expect(scriptForLanguage("ja")).toBe("japanese");
    expect(scriptForLanguage("ja-JP")).toBe("japanese");
    expect(scriptForLanguage("KO-kr")).toBe("korean");
    expect(scriptForLanguage("zh-Hant")).toBe("traditionalChinese");
    expect(scriptForLanguage("zh-TW")).toBe("traditionalChinese");
    expect(scriptForLanguage("zh_HK")).toBe("traditionalChinese");
    expect(scriptForLanguage("zh")).toBe("base");
    expect(scriptForLanguage("zh-Hans-CN")).toBe("base");
    expect(scriptForLanguage("vi")).toBe("vietnamese");
    expect(scriptForLanguage("de-DE")).toBe("base");
    expect(scriptForLanguage("jav")).toBe("base");
  });
});

describe("character classes", () => {
  it("counts kana, Hangul and Han apart", () => {
    expect(kanaCount("お釣り ¥286")).toBe(2);
    expect(kanaCount("ｶﾚｰ")).toBe(3);
    expect(hanCount("お釣り ¥286")).toBe(1);
    expect(hangulCount("합계 6,300")).toBe(2);
    expect(hangulCount("合計")).toBe(0);
  });

  it("measures how much of a reading is ASCII", () => {
    expect(asciiShare("4,260号")).toBeCloseTo(5 / 6);
    expect(asciiShare("합계")).toBe(0);
    expect(asciiShare("")).toBe(1);
  });
});

describe("foldMarks", () => {
  it("drops Vietnamese and other Latin marks, đ included, case and spaces", () => {
    expect(foldMarks("TỔNG TIỀN")).toBe("TONGTIEN");
    expect(foldMarks("Tiền khách đưa")).toBe("TIENKHACHDUA");
    expect(foldMarks("Rückgeld")).toBe("RUCKGELD");
  });
});
