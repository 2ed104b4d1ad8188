import { describe, expect, it } from "vitest";
import { isValidEmail, MAX_EMAIL_LENGTH, parseEmail } from "../../src";
import { failure } from "../mothers";

describe("the e-mail rule", () => {
  it("accepts local@domain.tld up to the SMTP limit, trimmed, case kept", () => {
    expect(parseEmail("  Ada@Example.com ")).toBe("Ada@Example.com");
    const longest = `${"a".repeat(MAX_EMAIL_LENGTH - "@example.com".length)}@example.com`;
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });

  it("refuses malformed addresses and control characters with one message on the given path", async () => {
    for (const value of ["", "a@b", "@example.com", "a b@example.com", "a@@example.com", "a\u0000@example.com", 7]) {
      const error = await failure(() => parseEmail(value, "invitee"));
      expect(error.details, String(value)).toEqual([{ path: "invitee", message: "E-mail is not valid" }]);
    }
  });
});
