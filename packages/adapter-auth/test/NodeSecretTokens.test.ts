import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NodeSecretTokens } from "../src";

describe("NodeSecretTokens", () => {
  const secrets = new NodeSecretTokens();

  it("makes prefixed base64url secrets of 256 random bits, never the same twice", () => {
    const made = Array.from({ length: 1000 }, () => secrets.generate("fin_pat_"));
    for (const secret of made) {
      expect(secret).toMatch(/^fin_pat_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice("fin_pat_".length), "base64url")).toHaveLength(32);
    }
    expect(new Set(made).size).toBe(made.length);
  });

  it("hashes with SHA-256 (hex), the same every time, never the secret itself", async () => {
    const secret = secrets.generate("fin_rt_");
    const hash = await secrets.hash(secret);
    expect(hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(await secrets.hash(secret)).toBe(hash);
    expect(hash).not.toContain(secret.slice(7));
  });
});
