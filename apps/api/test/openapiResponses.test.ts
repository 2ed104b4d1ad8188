import { describe, expect, it } from "vitest";
import { OPENAPI_PATH } from "../src/app/createApp";
import { makeTestApp, OpenApiResponseValidator, registerAndLogin, type TestResponse } from "./support";

const json = (status: number, body: unknown): TestResponse => ({
  status,
  headers: new Headers({ "content-type": "application/json" }),
  body,
});

const aWalletJson = {
  id: "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d",
  name: "Cash",
  currency: "USD",
  balance: 1,
  initialBalance: 1,
  archived: false,
  createdAt: "2026-03-01T12:00:00.000Z",
};
const A_PAGE = { limit: 100, nextCursor: null, hasMore: false };

describe("every response is checked against the OpenAPI document", () => {
  const validator = async () => {
    const t = await makeTestApp();
    const document = (await t.request("GET", OPENAPI_PATH)).body;
    await t.close();
    return new OpenApiResponseValidator(document);
  };

  it("accepts a response the operation declares, for that status", async () => {
    const v = await validator();
    expect(
      v.check(
        "GET",
        "/api/v1/wallet",
        json(200, { code: "WALLETS_FETCHED", message: "ok", wallets: [aWalletJson], page: A_PAGE }),
      ),
    ).toEqual([]);
    expect(v.check("GET", "/api/v1/wallet", json(429, { code: "RATE_LIMITED", message: "m", error: "m" }))).toEqual([]);
  });

  it("reports a body that does not match, a status not declared and a body that is not JSON", async () => {
    const v = await validator();
    const badBody = v.check(
      "GET",
      "/api/v1/wallet",
      json(200, { code: "WALLETS_FETCHED", message: "ok", wallets: [{ ...aWalletJson, balance: "1" }], page: A_PAGE }),
    );
    expect(badBody.join()).toContain("/wallets/0/balance must be number");
    const extraField = v.check(
      "GET",
      "/api/v1/wallet",
      json(200, { code: "WALLETS_FETCHED", message: "ok", wallets: [{ ...aWalletJson, version: 1 }], page: A_PAGE }),
    );
    expect(extraField.join()).toContain("must NOT have unevaluated properties");
    const undeclared = v.check("DELETE", "/api/v1/transaction/0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d", json(413, {}));
    expect(undeclared.join()).toContain("answered 413, a status the document does not declare");
    const text = { status: 200, headers: new Headers({ "content-type": "text/plain" }), body: "ok" };
    expect(v.check("GET", "/api/v1/wallet", text).join()).toContain("not JSON");
  });

  it("matches literal paths before templated ones and ignores requests to no operation", async () => {
    const v = await validator();
    const receipt = v.check(
      "POST",
      "/api/v1/transaction/receipt",
      json(415, { code: "UNSUPPORTED_MEDIA_TYPE", message: "m", error: "m" }),
    );
    expect(receipt).toEqual([]);
    expect(v.check("GET", "/api/v1/nowhere", json(404, { anything: true }))).toEqual([]);
    expect(v.check("PUT", "/api/v1/wallet", json(405, { anything: true }))).toEqual([]);
  });

  it("is wired into the test harness: a drifting answer fails the request", async () => {
    const t = await makeTestApp({
      deps: (base) => ({
        repositories: {
          ...base.repositories,
          wallets: new Proxy(base.repositories.wallets, {
            get: (target, property, receiver) =>
              property === "list"
                ? async (query: Parameters<typeof target.list>[0]) => {
                    const page = await target.list(query);
                    return {
                      ...page,
                      items: page.items.map((wallet) => ({ ...wallet, name: 42 as unknown as string })),
                    };
                  }
                : Reflect.get(target, property, receiver),
          }),
        },
      }),
    });
    const { api } = await registerAndLogin(t);
    await api.post("/wallet", { name: "Cash", currency: "USD" });
    await expect(api.get("/wallet")).rejects.toThrow(/body\/wallets\/0\/name must be string/);
    await t.close();
  });
});
