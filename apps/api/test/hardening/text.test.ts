import { expect, it } from "vitest";
import {
  aBudget,
  aCategory,
  apiClient,
  aTransaction,
  aUser,
  aWallet,
  describeEachStore,
  registerAndLogin,
  useTestApp,
} from "../support";
import { errorBody } from "./support";

/**
 * Text is stored as it was answered: a JSON body is UTF-8 (RFC 8259) and its strings Unicode text,
 * names are stored and compared in NFC, and a name must show something once invisible characters
 * are set aside. On each store, since each stores text its own way.
 */

const CAFE_NFC = "Caf\u00e9";
const CAFE_NFD = "Cafe\u0301";
/** Names that print as nothing: zero-width space, joiners, word joiner, BOM, Hangul filler, braille blank, no-break space. */
const INVISIBLE_NAMES = [
  "\u200b",
  "\u200b\u200c\u200d",
  "\u2060",
  "\ufeff",
  "\u3164",
  "\u2800",
  "\u00a0\u200b",
  "\u180e",
];

describeEachStore("text as stored", (store) => {
  const t = useTestApp({ store });

  it("refuses a JSON body that is not UTF-8 with 400 INVALID_JSON and stores nothing", async () => {
    const user = await registerAndLogin(t());
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('{"name":"Caf'),
      0xe9,
      ...new TextEncoder().encode('"}'),
    ]);
    const overlong = new Uint8Array([
      ...new TextEncoder().encode('{"name":"A'),
      0xc0,
      0xaf,
      ...new TextEncoder().encode('"}'),
    ]);
    const surrogate = new Uint8Array([
      ...new TextEncoder().encode('{"name":"A'),
      0xed,
      0xa0,
      0x80,
      ...new TextEncoder().encode('"}'),
    ]);
    for (const bytes of [latin1, overlong, surrogate]) {
      const res = await user.api.call("POST", "/categories", {
        rawBody: bytes,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual(errorBody("INVALID_JSON"));
    }
    expect((await user.api.get("/categories")).body.categories).toEqual([]);
  });

  it("refuses a lone surrogate anywhere in a JSON body with 400 INVALID_JSON; a pair is one character, kept", async () => {
    const user = await registerAndLogin(t());
    for (const name of ["A\ud800", "\udc00B", "x\ud83d"]) {
      expect((await user.api.post("/categories", { name })).body).toEqual(errorBody("INVALID_JSON"));
    }
    const wallet = await user.api.post("/wallet", aWallet());
    const category = await user.api.post("/categories", aCategory());
    const refs = { walletId: wallet.body.wallet.id, categoryId: category.body.category.id };
    const lone = await user.api.post("/transaction", aTransaction(refs, { description: "Lunch \udfff" }));
    expect(lone.body).toEqual(errorBody("INVALID_JSON"));
    expect((await user.api.post("/categories", { name: "Ok", "\ud800": 1 })).body).toEqual(errorBody("INVALID_JSON"));
    const pair = await user.api.post("/categories", { name: "Coffee \ud83d\ude00" });
    expect(pair.status).toBe(201);
    const stored = await user.api.get(`/categories/${pair.body.category.id}`);
    expect(stored.body.category.name).toBe("Coffee \u{1f600}");
  });

  it("stores names in NFC: Café typed composed or decomposed is one name, answered and stored alike", async () => {
    const user = await registerAndLogin(t());
    const first = await user.api.post("/categories", { name: CAFE_NFD });
    expect(first.status).toBe(201);
    expect(first.body.category.name).toBe(CAFE_NFC);
    expect((await user.api.get(`/categories/${first.body.category.id}`)).body.category.name).toBe(CAFE_NFC);
    const again = await user.api.post("/categories", { name: CAFE_NFC });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody("CATEGORY_ALREADY_EXISTS"));
    const renamed = await user.api.post("/categories", { name: "Other" });
    const clash = await user.api.patch(`/categories/${renamed.body.category.id}`, {
      name: CAFE_NFD,
    });
    expect(clash.status).toBe(409);

    expect((await user.api.post("/tags", { name: CAFE_NFC })).status).toBe(201);
    expect((await user.api.post("/tags", { name: CAFE_NFD })).body).toEqual(errorBody("TAG_ALREADY_EXISTS"));

    const wallet = await user.api.post("/wallet", aWallet({ name: CAFE_NFD }));
    expect(wallet.body.wallet.name).toBe(CAFE_NFC);
    const refs = { walletId: wallet.body.wallet.id, categoryId: first.body.category.id };
    expect((await user.api.post("/budgets", aBudget(refs, { name: CAFE_NFC }))).status).toBe(201);
    expect((await user.api.post("/budgets", aBudget(refs, { name: CAFE_NFD }))).body).toEqual(
      errorBody("BUDGET_ALREADY_EXISTS"),
    );
    const tx = await user.api.post("/transaction", aTransaction(refs, { description: `Lunch at ${CAFE_NFD}` }));
    expect(tx.body.transaction.description).toBe(`Lunch at ${CAFE_NFC}`);

    const person = aUser({ name: `Zo\u0308e` });
    const registered = await apiClient(t().request).post("/auth/register", person);
    expect(registered.body.user.name).toBe("Z\u00f6e");
  });

  it("refuses names that are empty once invisible characters are set aside, and keeps the ones that show", async () => {
    const user = await registerAndLogin(t());
    const wallet = await user.api.post("/wallet", aWallet());
    const category = await user.api.post("/categories", aCategory());
    const refs = { walletId: wallet.body.wallet.id, categoryId: category.body.category.id };
    for (const name of INVISIBLE_NAMES) {
      const answers = [
        await user.api.post("/categories", { name }),
        await user.api.post("/tags", { name }),
        await user.api.post("/wallet", aWallet({ name })),
        await user.api.post("/budgets", aBudget(refs, { name })),
        await user.api.patch(`/categories/${category.body.category.id}`, { name }),
        await apiClient(t().request).post("/auth/register", aUser({ name })),
      ];
      for (const res of answers) {
        expect(res.status, `${JSON.stringify(name)}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.details).toEqual([{ path: "name", message: expect.any(String) }]);
      }
    }
    // A joiner inside an emoji sequence is part of what shows.
    const shown = await user.api.post("/tags", { name: "\u{1f469}\u200d\u{1f4bb} Dev" });
    expect(shown.status).toBe(201);
    expect(shown.body.tag.name).toBe("\u{1f469}\u200d\u{1f4bb} Dev");
  });
});
