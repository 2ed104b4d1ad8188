/**
 * The ceiling: Hono's hello world on @hono/node-server, the same stack as the service with
 * nothing of the service in it. Started by the runner as its own process (`PORT`), on plain
 * `node` like the service's built bundle (JavaScript, so no TypeScript loader sits in its memory).
 *
 * With `PAGE_FILE` (a JSON answer the service gave), `GET /page` answers that object with `c.json`
 * on every request: the stack's ceiling for the same payload, serialization included.
 */
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));
if (process.env.PAGE_FILE) {
  const page = JSON.parse(readFileSync(process.env.PAGE_FILE, "utf8"));
  app.get("/page", (c) => c.json(page));
}

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: "127.0.0.1" });
const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
