import { expect, it } from "vitest";
import { anImporter, bankCsv, type Importer, ofxStatement, postImport } from "./imports.support";
import { describeEachStore, type TestApp, useTestApp } from "./support";

const NOW = "2026-03-15T12:00:00.000Z";

const balanceOf = async (who: Importer): Promise<number> =>
  (await who.api.get("/wallet", { archived: "true" })).body.wallets.find((w: { id: string }) => w.id === who.walletId)
    .balance;

const transactionsOf = async (who: Importer) => (await who.api.get("/transaction", { limit: "100" })).body.transactions;

/** The import answers nothing was written: no transaction, the balance as it was. */
const expectNothingWritten = async (who: Importer, balance = 100) => {
  expect(await transactionsOf(who)).toEqual([]);
  expect(await balanceOf(who)).toBe(balance);
};

describeEachStore("imports and export", (store) => {
  const t = useTestApp({ store, now: NOW, env: { IMPORT_MAX_ROWS: "50" } });

  it("previews a CSV (ready, duplicate, refused, matched category), pages it, commits it once, and budgets count it", async () => {
    const u = await anImporter(t());
    const food = (await u.api.post("/categories", { name: "Food" })).body.category;
    await u.api.post("/transaction", {
      amount: 4.5,
      description: "Coffee Corner",
      date: "2026-03-10T08:00:00Z",
      currency: "USD",
      type: "expense",
      walletId: u.walletId,
      categoryId: u.categoryId,
    });
    const budget = await u.api.post("/budgets", {
      name: "Food",
      currency: "USD",
      limit: 100,
      period: "monthly",
      startDate: "2026-03-01",
      walletId: u.walletId,
      categoryIds: [food.id],
    });
    const file = bankCsv([
      "2026-03-10,-4.50,COFFEE CORNER,,",
      "2026-03-11,-4.50,Coffee Corner,,",
      "2026-03-11,-4.50,Coffee Corner,,",
      "2026-03-12,-20.00,Market,FOOD,T-1",
      "2026-03-13,1500.00,Salary,,T-2",
      "2026-03-14,-1.999,Odd,,",
    ]);
    const preview = await postImport(t(), u, file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    expect(preview.body).toMatchObject({
      code: "IMPORT_PREVIEWED",
      import: {
        format: "csv",
        walletId: u.walletId,
        status: "preview",
        counts: { rows: 6, ready: 4, duplicate: 1, refused: 1 },
      },
    });
    const rows = preview.body.import.rows;
    expect(rows.map((r: { status: string }) => r.status)).toEqual([
      "duplicate",
      "ready",
      "ready",
      "ready",
      "ready",
      "refused",
    ]);
    expect(rows[3].transaction).toEqual({
      amount: 20,
      type: "expense",
      date: "2026-03-12",
      description: "Market",
      categoryId: food.id,
      externalId: "T-1",
    });
    expect(rows[4].transaction).toMatchObject({ amount: 1500, type: "income", categoryId: u.categoryId });
    expect(rows[5]).toMatchObject({ status: "refused", reason: "TOO_MANY_DECIMALS", line: 7 });
    expect(await balanceOf(u)).toBe(95.5);

    const id = preview.body.import.id;
    const page1 = await u.api.get(`/imports/${id}/rows`, { status: "ready", limit: "3" });
    expect(page1.status).toBe(200);
    expect(page1.body.rows.map((r: { line: number }) => r.line)).toEqual([3, 4, 5]);
    const page2 = await u.api.get(`/imports/${id}/rows`, {
      status: "ready",
      limit: "3",
      cursor: page1.body.page.nextCursor,
    });
    expect(page2.body.rows.map((r: { line: number }) => r.line)).toEqual([6]);
    expect(page2.body.page).toMatchObject({ nextCursor: null, hasMore: false });

    const [first, second] = await Promise.all([
      u.api.post(`/imports/${id}/commit`, {}),
      u.api.post(`/imports/${id}/commit`, {}),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const won = first.status === 201 ? first : second;
    const lost = first.status === 201 ? second : first;
    expect(won.body).toMatchObject({ code: "IMPORT_COMMITTED", import: { status: "committed", created: 4 } });
    expect(lost.body.code).toBe("IMPORT_ALREADY_COMMITTED");
    expect((await u.api.post(`/imports/${id}/commit`, {})).body.code).toBe("IMPORT_ALREADY_COMMITTED");
    expect(await balanceOf(u)).toBe(95.5 - 4.5 - 4.5 - 20 + 1500);
    expect(await transactionsOf(u)).toHaveLength(5);
    expect((await u.api.get(`/budgets/${budget.body.budget.id}`)).body.budget.progress).toMatchObject({ spent: 20 });

    // The same statement again: every row the wallet holds now is a duplicate (by id, else by day, amount, text).
    const again = await postImport(t(), u, file);
    expect(again.body.import.counts).toEqual({ rows: 6, ready: 0, duplicate: 5, refused: 1 });
    expect(again.body.import.rows[3]).toMatchObject({ status: "duplicate", reason: "DUPLICATE_EXTERNAL_ID" });
  });

  it("answers the budgets the commit's expenses count towards, marking those it moved past 80% or 100%", async () => {
    const u = await anImporter(t());
    const category = async (name: string) => (await u.api.post("/categories", { name })).body.category.id as string;
    const [travel, home] = [await category("Travel"), await category("Home")];
    const budget = async (name: string, limit: number, categoryId: string) =>
      (
        await u.api.post("/budgets", {
          name,
          currency: "USD",
          limit,
          period: "monthly",
          startDate: "2026-03-01",
          walletId: u.walletId,
          categoryIds: [categoryId],
        })
      ).body.budget.id as string;
    const food = await budget("Food", 100, u.categoryId);
    const trips = await budget("Trips", 50, travel);
    const housing = await budget("Housing", 100, home);
    await budget("Untouched", 100, await category("Other"));
    const byHand = (amount: number, description: string, date: string) =>
      u.api.post("/transaction", {
        amount,
        description,
        date,
        currency: "USD",
        type: "expense",
        walletId: u.walletId,
        categoryId: u.categoryId,
      });
    await byHand(75, "Groceries", "2026-03-02T08:00:00Z");
    const preview = await postImport(
      t(),
      u,
      bankCsv([
        "2026-03-12,-10.00,Market,,",
        "2026-03-13,-10.00,Bakery,,",
        "2026-03-05,-30.00,Train,travel,",
        "2026-03-06,-30.00,Flight,Travel,",
        "2026-03-07,-85.00,Rent,Home,",
        "2026-02-07,-85.00,Last month's rent,Home,",
        "2026-03-01,2000.00,Salary,,",
      ]),
    );
    expect(preview.body.import.counts).toMatchObject({ ready: 7 });
    // Typed by hand after the preview: the commit finds the bakery row a duplicate and records it not.
    await byHand(10, "Bakery", "2026-03-13T08:00:00Z");

    const committed = await u.api.post(`/imports/${preview.body.import.id}/commit`, {});
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    expect(committed.body.import).toMatchObject({ status: "committed", created: 6 });
    const answered = new Map(committed.body.budgets.map((b: { budgetId: string }) => [b.budgetId, b]));
    expect([...answered.keys()].sort()).toEqual([food, trips, housing].sort());
    // 85.00 before the commit (past 80% already), 95.00 after: nothing crossed.
    expect(answered.get(food)).toMatchObject({ spent: 95, remaining: 5, exceeded: false });
    expect(answered.get(food)).not.toHaveProperty("crossed");
    expect(answered.get(trips)).toMatchObject({ spent: 60, exceeded: true, crossed: "100%" });
    expect(answered.get(housing)).toMatchObject({ spent: 85, exceeded: false, crossed: "80%" });
    for (const id of [food, trips, housing]) {
      const progress = (await u.api.get(`/budgets/${id}`)).body.budget.progress;
      expect(progress.spent).toBe((answered.get(id) as { spent: number }).spent);
    }
  });

  it("judges duplicates again at commit: a row typed by hand or committed by an overlapping import since the preview is not recorded twice", async () => {
    const u = await anImporter(t());
    const file = bankCsv([
      "2026-03-10,-4.50,Coffee Corner,,",
      "2026-03-11,-30.00,Books,,B-1",
      "2026-03-12,-9.00,Cinema,,",
    ]);
    const first = await postImport(t(), u, file);
    const second = await postImport(t(), u, file);
    expect(first.body.import.counts).toEqual({ rows: 3, ready: 3, duplicate: 0, refused: 0 });
    expect(second.body.import.counts).toEqual({ rows: 3, ready: 3, duplicate: 0, refused: 0 });
    // After both previews: the coffee typed by hand.
    await u.api.post("/transaction", {
      amount: 4.5,
      description: "coffee corner",
      date: "2026-03-10T08:00:00Z",
      currency: "USD",
      type: "expense",
      walletId: u.walletId,
      categoryId: u.categoryId,
    });
    const committed = await u.api.post(`/imports/${first.body.import.id}/commit`, {});
    expect(committed.body).toMatchObject({
      code: "IMPORT_COMMITTED",
      import: { created: 2, counts: { rows: 3, ready: 2, duplicate: 1, refused: 0 } },
    });
    const rows = await u.api.get(`/imports/${first.body.import.id}/rows`, { status: "duplicate" });
    expect(rows.body.rows).toMatchObject([{ line: 2, status: "duplicate", reason: "DUPLICATE_ENTRY" }]);
    // The second preview of the same file now finds everything in the wallet.
    const late = await u.api.post(`/imports/${second.body.import.id}/commit`, {});
    expect(late.body).toMatchObject({
      code: "IMPORT_COMMITTED",
      import: { created: 0, counts: { rows: 3, ready: 0, duplicate: 3, refused: 0 } },
    });
    expect(await transactionsOf(u)).toHaveLength(3);
    expect(await balanceOf(u)).toBe(100 - 4.5 - 30 - 9);
  });

  it("exports CSV and NDJSON with the contract's columns, and the CSV imports into a fresh user's wallet as the same transactions", async () => {
    const u = await anImporter(t());
    const tagged = await u.api.post("/tags", { name: "trip" });
    const other = await u.api.post("/tags", { name: "work" });
    const made = [
      {
        amount: 12.5,
        description: 'Dinner, "La Piazza"',
        date: "2026-03-01T00:00:00Z",
        type: "expense",
        tagIds: [tagged.body.tag.id, other.body.tag.id],
      },
      { amount: 2000, description: "Salary\nMarch", date: "2026-03-02T00:00:00Z", type: "income" },
      { amount: 0.99, description: "Gum", date: "2026-03-03T00:00:00Z", type: "expense" },
    ];
    for (const tx of made) {
      const res = await u.api.post("/transaction", {
        ...tx,
        currency: "USD",
        walletId: u.walletId,
        categoryId: u.categoryId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const csv = await t().request("GET", "/api/v1/export/transactions.csv", { token: u.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="transactions.csv"');
    const text = csv.body as string;
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("id,date,amount,currency,type,description,wallet,category,tags,transferId,externalId");
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2026-03-03T00:00:00.000Z,-0.99,USD,expense,Gum,Checking,Groceries [^,]+,,,$/,
    );
    expect(text).toContain('"Salary\nMarch"');
    expect(text).toContain(',-12.50,USD,expense,"Dinner, ""La Piazza""",Checking,');
    expect(text).toContain(",trip|work,,");

    const json = await t().request("GET", "/api/v1/export/transactions.json", {
      token: u.token,
      query: { type: "income" },
    });
    expect(json.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const objects = (json.body as string)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(objects).toEqual([
      expect.objectContaining({ amount: 2000, type: "income", description: "Salary\nMarch", tags: [] }),
    ]);

    const fresh = await anImporter(t());
    const preview = await postImport(t(), fresh, text, { name: "transactions.csv" });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    expect(preview.body.import.counts).toEqual({ rows: 3, ready: 3, duplicate: 0, refused: 0 });
    expect((await fresh.api.post(`/imports/${preview.body.import.id}/commit`, {})).status).toBe(201);
    // A bank file's description is one line: a line break inside one comes back as a space.
    const shape = (txs: { amount: number; type: string; description: string; date: string; currency: string }[]) =>
      txs.map(({ amount, type, description, date, currency }) => ({
        amount,
        type,
        description: description.replace(/\s+/g, " "),
        date,
        currency,
      }));
    expect(shape(await transactionsOf(fresh))).toEqual(shape(await transactionsOf(u)));
    expect(await balanceOf(fresh)).toBe(await balanceOf(u));
  });

  it("reads OFX with FITIDs and answers UNSUPPORTED_IMPORT_FORMAT for a truncated one, writing nothing", async () => {
    const u = await anImporter(t());
    const ofx = ofxStatement([
      { fitid: "F1", date: "20260301", amount: "-10.00", name: "Shop" },
      { fitid: "F2", date: "20260302120000[-5:EST]", amount: "-5.25", name: "Bus" },
    ]);
    const ok = await postImport(t(), u, ofx, { name: "bank.ofx" });
    expect(ok.body.import).toMatchObject({ format: "ofx", counts: { ready: 2 } });
    expect(ok.body.import.rows[1].transaction).toMatchObject({ externalId: "F2", date: "2026-03-02", amount: 5.25 });

    const cut = await postImport(t(), u, ofx.slice(0, ofx.indexOf("</BANKTRANLIST>") - 10), { name: "bank.ofx" });
    expect(cut.status).toBe(415);
    expect(cut.body.code).toBe("UNSUPPORTED_IMPORT_FORMAT");
    await expectNothingWritten(u);
  });

  it("refuses a broken quote, a binary file called .csv, an unknown header, too many rows and an over-long line, writing nothing", async () => {
    const u = await anImporter(t());
    const broken = await postImport(t(), u, bankCsv(["2026-03-01,-1.00,ok,,", '2026-03-02,-2.00,"never closed,,']));
    expect([broken.status, broken.body.code]).toEqual([415, "UNSUPPORTED_IMPORT_FORMAT"]);

    const binary = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const bin = await postImport(t(), u, binary, { name: "statement.csv" });
    expect([bin.status, bin.body.code]).toEqual([415, "UNSUPPORTED_IMPORT_FORMAT"]);

    const unknown = "When,How much,What\n2026-03-01,-1.00,Bread\n";
    const needsMapping = await postImport(t(), u, unknown);
    expect([needsMapping.status, needsMapping.body.code]).toEqual([400, "IMPORT_MAPPING_REQUIRED"]);
    expect(needsMapping.body.details).toEqual([
      { path: "header[0]", message: "When" },
      { path: "header[1]", message: "How much" },
      { path: "header[2]", message: "What" },
    ]);
    const mapped = await postImport(t(), u, unknown, {
      mapping: JSON.stringify({ date: "When", amount: "How much", description: "What" }),
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(201);
    const badMapping = await postImport(t(), u, unknown, { mapping: "{not json" });
    expect([badMapping.status, badMapping.body.code]).toEqual([400, "VALIDATION_ERROR"]);

    const many = bankCsv(Array.from({ length: 51 }, (_, i) => `2026-03-01,-1.00,Row ${i},,`));
    const tooMany = await postImport(t(), u, many);
    expect([tooMany.status, tooMany.body.code]).toEqual([400, "IMPORT_TOO_MANY_ROWS"]);

    const longLine = bankCsv([`2026-03-01,-1.00,${"x".repeat(200_000)},,`]);
    const long = await postImport(t(), u, longLine);
    expect([long.status, long.body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    await expectNothingWritten(u);
  });

  it("answers IMPORT_NOT_FOUND to other users, unknown ids, discarded and expired previews, and refuses an archived wallet", async () => {
    const u = await anImporter(t());
    const mallory = await anImporter(t());
    const file = bankCsv(["2026-03-01,-1.00,Bread,,"]);
    const id = (await postImport(t(), u, file)).body.import.id;
    for (const res of [
      await mallory.api.get(`/imports/${id}/rows`),
      await mallory.api.post(`/imports/${id}/commit`, {}),
      await mallory.api.delete(`/imports/${id}`),
      await u.api.get("/imports/01900000-0000-7000-8000-000000000000/rows"),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, "IMPORT_NOT_FOUND"]);
    }
    const discarded = await u.api.delete(`/imports/${id}`);
    expect([discarded.status, discarded.body.code]).toEqual([200, "IMPORT_DISCARDED"]);
    expect((await u.api.post(`/imports/${id}/commit`, {})).body.code).toBe("IMPORT_NOT_FOUND");

    const later = (await postImport(t(), u, file)).body.import;
    t().clock.set(new Date(new Date(later.expiresAt).getTime() + 1000));
    try {
      // A token of the later day: the first one expired with the clock's jump.
      const { email, password } = u.credentials;
      const login = await t().client().post("/auth/login", { email, password });
      expect(login.status).toBe(200);
      const expired = await t().client(login.body.accessToken).post(`/imports/${later.id}/commit`, {});
      expect([expired.status, expired.body.code]).toEqual([404, "IMPORT_NOT_FOUND"]);
    } finally {
      t().clock.set(NOW);
    }

    const pending = (await postImport(t(), u, file)).body.import.id;
    await u.api.patch(`/wallet/${u.walletId}`, { archived: true });
    const archived = await u.api.post(`/imports/${pending}/commit`, {});
    expect([archived.status, archived.body.code]).toEqual([409, "WALLET_ARCHIVED"]);
    expect((await postImport(t(), u, file)).body.code).toBe("WALLET_ARCHIVED");
    await expectNothingWritten(u);
  });
});

describeEachStore("imports: a 50 MB line", (store) => {
  const t = useTestApp({ store, now: NOW });

  it("is refused before it is read (IMPORT_MAX_BYTES), and nothing is written", async () => {
    const u = await anImporter(t() as TestApp);
    const huge = `Date,Amount,Description\n2026-03-01,-1.00,${"y".repeat(50 * 1024 * 1024)}\n`;
    const res = await postImport(t(), u, huge);
    expect([res.status, res.body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    await expectNothingWritten(u);
  });
});
