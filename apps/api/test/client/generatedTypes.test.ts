import { readFile } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { OPENAPI_PATH } from "../../src/app/createApp";
import { makeTestApp } from "../support";

const GENERATED = new URL("../../../../packages/client/src/generated/api.ts", import.meta.url);

describe("@finance/client's generated types", () => {
  it("are what openapi-typescript makes of the service's document (else: pnpm --filter @finance/client generate)", async () => {
    const t = await makeTestApp();
    const document = (await t.request("GET", OPENAPI_PATH)).body;
    const expected = astToString(await openapiTS(document));
    expect(await readFile(GENERATED, "utf8")).toBe(expected);
  });
});
