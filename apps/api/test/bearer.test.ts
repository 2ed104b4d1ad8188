import type { TokenPort } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { makeTestApp, registerAndLogin } from "./support";

describe("Bearer token checks", () => {
  it("verifies a request's token once, shared by the rate limiter and requireAuth", async () => {
    let verified = 0;
    const t = await makeTestApp({
      deps: (base) => ({
        tokens: {
          issue: (userId) => base.tokens.issue(userId),
          verify: (token) => {
            verified += 1;
            return base.tokens.verify(token);
          },
        } satisfies TokenPort,
      }),
    });
    try {
      const { api } = await registerAndLogin(t);
      verified = 0;
      expect((await api.get("/wallet")).status).toBe(200);
      expect(verified).toBe(1);
    } finally {
      await t.close();
    }
  });
});
