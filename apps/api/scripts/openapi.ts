/**
 * `pnpm --filter @finance/api openapi [file]`: writes the OpenAPI document exactly as the service
 * serves it (the real server on a free port, over an in-memory SQLite) to `file`, or stdout.
 * `pnpm lint:openapi` lints it; the client package generates its types from it.
 */
import "reflect-metadata";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { OPENAPI_PATH } from "../src/app/createApp";
import { startService } from "../src/server";

const service = await startService({
  env: { PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", DATABASE_URL: ":memory:", LOG_LEVEL: "silent" },
});
try {
  const response = await fetch(`${service.url}${OPENAPI_PATH}`);
  if (!response.ok) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
  const text = `${JSON.stringify(await response.json(), null, 2)}\n`;
  const target = process.argv[2];
  if (target) {
    // A fresh clone has no dist/ yet.
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  } else process.stdout.write(text);
} finally {
  await service.stop();
}
