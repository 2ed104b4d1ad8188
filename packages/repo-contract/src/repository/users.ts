import { describe, expect, it } from "vitest";
import { aUser, newId, unique } from "../mothers";
import { type ContractContext, codeOf, expectCode, settle } from "./harness";

/** Users: round trips, look-up by e-mail, one account per e-mail. */
export const describeUsersContract = ({ repos }: ContractContext): void => {
  describe("users", () => {
    it("round-trips every field", async () => {
      const user = aUser({ name: "Zoë O'Brien", createdAt: new Date("2026-01-31T23:59:59.999Z") });
      await repos().users.create(user);
      expect(await repos().users.findById(user.id)).toEqual(user);
    });

    it("finds by e-mail ignoring case and surrounding blanks", async () => {
      const user = aUser({ email: `Grace.Hopper.${unique()}@Example.COM` });
      await repos().users.create(user);
      expect(await repos().users.findByEmail(user.email.toUpperCase())).toEqual(user);
      expect(await repos().users.findByEmail(`  ${user.email.toLowerCase()} `)).toEqual(user);
      expect(await repos().users.findByEmail(`x${user.email}`)).toBeNull();
    });

    it("answers null for unknown ids, including ids that are not UUIDs", async () => {
      expect(await repos().users.findById(newId())).toBeNull();
      expect(await repos().users.findById(newId())).toBeNull();
    });

    it("refuses an e-mail that differs only in case", async () => {
      const user = aUser();
      await repos().users.create(user);
      await expectCode(repos().users.create(aUser({ email: user.email.toUpperCase() })), "EMAIL_ALREADY_REGISTERED");
    });

    it("lets exactly one of two concurrent registrations of one e-mail win", async () => {
      const email = `race.${unique()}@example.com`;
      const { fulfilled, reasons } = await settle([
        repos().users.create(aUser({ email })),
        repos().users.create(aUser({ email: email.toUpperCase() })),
      ]);
      expect(fulfilled).toBe(1);
      expect(reasons.map(codeOf)).toEqual(["EMAIL_ALREADY_REGISTERED"]);
    });
  });
};
