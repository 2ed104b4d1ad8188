/**
 * `pnpm --filter @finance/client generate`: src/generated/api.ts from the OpenAPI document the
 * service serves (`pnpm --filter @finance/api openapi`), by openapi-typescript with its defaults.
 * apps/api/test/client/generatedTypes.test.ts fails while the committed file differs from what
 * this writes, so a route added to the service is one run of this away from the client.
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";

const document = JSON.parse(
  execFileSync("pnpm", ["--silent", "--filter", "@finance/api", "openapi"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  }),
);
const target = new URL("../src/generated/api.ts", import.meta.url);
await writeFile(target, astToString(await openapiTS(document)));
console.log(`wrote ${target.pathname}`);
