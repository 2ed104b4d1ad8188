import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { declareIdempotency } from "../src/http/idempotencyDocument";
import { jsonResponse, newRouter, protectedRoute } from "../src/http/openapi";

const route = (path: string, options?: Parameters<typeof protectedRoute>[1]) =>
  createRoute({
    ...protectedRoute("test", options),
    method: "post",
    path,
    responses: { 201: jsonResponse(z.object({ ok: z.boolean() }), "Created") },
  });

describe("declareIdempotency", () => {
  it("declares the key on a protected POST and leaves one that ignores it (a secret in its body or answer) alone", () => {
    const app = newRouter()
      .openapi(route("/handled"), (c) => c.json({ ok: true }, 201))
      .openapi(route("/ignored", { idempotencyKey: "ignored" }), (c) => c.json({ ok: true }, 201));
    const doc = declareIdempotency(app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } }));
    type Operation = { parameters?: unknown[]; responses?: Record<string, unknown> };
    const handled = doc.paths?.["/handled"]?.post as Operation | undefined;
    const ignored = doc.paths?.["/ignored"]?.post as Operation | undefined;
    expect(handled?.parameters).toEqual([expect.objectContaining({ name: "Idempotency-Key", in: "header" })]);
    expect(Object.keys(handled?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "409", "422"]));
    expect(ignored?.parameters ?? []).toEqual([]);
    expect(Object.keys(ignored?.responses ?? {})).toEqual(["201"]);
    expect(ignored).toMatchObject({ "x-idempotency-key-ignored": true });
  });
});
