import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, aCategory, apiClient, aTransaction, aUser, aWallet, TEST_DATABASE_URL } from "../support";
import { type RealServer, type RealStore, type ServiceProcess, spawnService, startRealServer } from "./support";

/**
 * Lost updates and races over real HTTP: two service processes on ONE database (the in-process
 * server and a child process), each race sent through both at once and repeated over many trials.
 * Concurrent PATCHes of different fields both land; conditional PATCHes (If-Match) have one
 * winner and 409 CONFLICT with the current state for the rest; a removed editor's PATCH is refused
 * or was applied before the removal; one invitation is answered once; shares never pass 100.
 */

const TRIALS = 12;

const describeStore = (store: RealStore, body: () => void) => {
  if (store === "postgres" && !TEST_DATABASE_URL) {
    describe.skip(`races over HTTP [postgres: skipped, TEST_DATABASE_URL is not set]`, body);
  } else describe(`races over HTTP [${store}]`, body);
};

/** One user, as a client of each process. */
type Person = { id: string; email: string; via: readonly [ApiClient, ApiClient] };

for (const store of ["sqlite", "postgres"] as const) {
  describeStore(store, () => {
    let server: RealServer;
    let other: ServiceProcess;
    let owner: Person;
    let editor: Person;
    let refs: { usd: string; eur: string; categoryId: string };

    const person = async (): Promise<Person> => {
      const credentials = aUser();
      const anonymous = apiClient(server.request);
      const registered = await anonymous.post("/auth/register", credentials);
      expect(registered.status).toBe(201);
      const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
      const token = login.body.accessToken as string;
      return {
        id: registered.body.user.id,
        email: credentials.email,
        via: [apiClient(server.request, token), apiClient(other.request, token)],
      };
    };

    /** A budget of the owner on the USD wallet, with `editor` an accepted editor of it. */
    const sharedBudget = async () => {
      const created = await owner.via[0].post("/budgets", {
        name: `Races ${Math.random().toString(36).slice(2)}`,
        currency: "USD",
        limit: 100,
        period: "monthly",
        startDate: "2026-03-01",
        walletId: refs.usd,
        categoryIds: [refs.categoryId],
      });
      expect(created.status).toBe(201);
      const budgetId = created.body.budget.id as string;
      const shared = await owner.via[0].post(`/budgets/${budgetId}/share`, { email: editor.email, role: "editor" });
      const memberId = shared.body.member.id as string;
      const answered = await editor.via[1].patch(`/budgets/${budgetId}/members/${memberId}`, { status: "accepted" });
      expect(answered.status).toBe(200);
      return { budgetId, memberId };
    };

    beforeAll(async () => {
      server = await startRealServer(store);
      other = await spawnService({ DATABASE_URL: server.databaseUrl });
      owner = await person();
      editor = await person();
      const usd = await owner.via[0].post("/wallet", aWallet({ currency: "USD" }));
      const eur = await owner.via[0].post("/wallet", aWallet({ name: "Euros", currency: "EUR" }));
      const category = await owner.via[0].post("/categories", aCategory());
      refs = { usd: usd.body.wallet.id, eur: eur.body.wallet.id, categoryId: category.body.category.id };
    });

    afterAll(async () => {
      await other?.stop();
      await server?.close();
    });

    it("an owner's relink and an editor's rename sent together both land, in every trial", async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const { budgetId } = await sharedBudget();
        const name = `Renamed ${trial}`;
        const [relink, rename] = await Promise.all([
          owner.via[trial % 2]!.patch(`/budgets/${budgetId}`, { walletId: refs.eur, currency: "EUR", limit: 77 }),
          editor.via[(trial + 1) % 2]!.patch(`/budgets/${budgetId}`, { name, limit: 5 }),
        ]);
        expect([relink.status, rename.status]).toEqual([200, 200]);
        const stored = (await owner.via[0].get(`/budgets/${budgetId}`)).body.budget;
        expect(stored).toMatchObject({ walletId: refs.eur, currency: "EUR", name, version: 3 });
        expect([5, 77]).toContain(stored.limit);
      }
    });

    it("of PATCHes sent with one If-Match, exactly one wins; the others get 409 CONFLICT with the current budget", async () => {
      for (let trial = 0; trial < TRIALS / 2; trial++) {
        const { budgetId } = await sharedBudget();
        const answers = await Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            (i % 2 === 0 ? owner : editor).via[i % 2]!.call("PATCH", `/budgets/${budgetId}`, {
              body: { limit: 10 + i },
              headers: { "If-Match": '"1"' },
            }),
          ),
        );
        const won = answers.filter((res) => res.status === 200);
        const lost = answers.filter((res) => res.status === 409);
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(3);
        expect(won[0]?.headers.get("etag")).toBe('"2"');
        for (const res of lost) {
          expect(res.body).toMatchObject({ code: "CONFLICT", current: { id: budgetId, version: 2 } });
          expect(res.body.current.limit).toBe(won[0]?.body.budget.limit);
        }
      }
    });

    it("a removed editor's PATCH racing the removal is refused, or was applied before it", async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const { budgetId, memberId } = await sharedBudget();
        const name = `Editor was here ${trial}`;
        const [patch, removal] = await Promise.all([
          editor.via[trial % 2]!.patch(`/budgets/${budgetId}`, { name }),
          owner.via[(trial + 1) % 2]!.delete(`/budgets/${budgetId}/members/${memberId}`),
        ]);
        expect(removal.status).toBe(200);
        expect([200, 403]).toContain(patch.status);
        const stored = (await owner.via[0].get(`/budgets/${budgetId}`)).body.budget;
        expect(stored.members).toEqual([]);
        if (patch.status === 200) expect(stored).toMatchObject({ name, version: 2 });
        else expect(stored).toMatchObject({ version: 1, name: expect.not.stringContaining("Editor") });
        expect((await editor.via[0].patch(`/budgets/${budgetId}`, { name: "too late" })).status).toBe(403);
      }
    });

    it("concurrent PATCHes of one transaction's different fields all land, with the exact balance", async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const wallet = (await owner.via[0].post("/wallet", aWallet({ balance: 100 }))).body.wallet;
        const created = await owner.via[1].post(
          "/transaction",
          aTransaction({ walletId: wallet.id, categoryId: refs.categoryId }, { amount: 30, type: "expense" }),
        );
        const id = created.body.transaction.id as string;
        const answers = await Promise.all([
          owner.via[0].patch(`/transaction/${id}`, { description: `trial ${trial}` }),
          owner.via[1].patch(`/transaction/${id}`, { amount: 45.5 }),
          owner.via[0].patch(`/transaction/${id}`, { date: "2026-02-01T00:00:00.000Z" }),
          owner.via[1].patch(`/transaction/${id}`, { type: "income" }),
        ]);
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
        const stored = (await owner.via[0].get(`/transaction/${id}`)).body.transaction;
        expect(stored).toMatchObject({
          description: `trial ${trial}`,
          amount: 45.5,
          type: "income",
          date: "2026-02-01T00:00:00.000Z",
          version: 5,
        });
        const wallets = (await owner.via[1].get("/wallet")).body.wallets as { id: string; balance: number }[];
        expect(wallets.find((w) => w.id === wallet.id)?.balance).toBe(145.5);
      }
    });

    it("a transaction PATCH with a stale If-Match is 409 CONFLICT with the current transaction, and writes nothing", async () => {
      const wallet = (await owner.via[0].post("/wallet", aWallet({ balance: 100 }))).body.wallet;
      const created = await owner.via[0].post(
        "/transaction",
        aTransaction({ walletId: wallet.id, categoryId: refs.categoryId }, { amount: 30, type: "expense" }),
      );
      const id = created.body.transaction.id as string;
      expect((await owner.via[1].patch(`/transaction/${id}`, { amount: 10, version: 1 })).status).toBe(200);
      const stale = await owner.via[0].call("PATCH", `/transaction/${id}`, {
        body: { amount: 99 },
        headers: { "If-Match": '"1"' },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "CONFLICT", current: { id, amount: -10, version: 2 } });
      const read = await owner.via[1].get(`/transaction/${id}`);
      expect(read.headers.get("etag")).toBe('"2"');
      expect(read.body.transaction.amount).toBe(-10);
    });

    it("accept and reject of one invitation sent together: exactly one 200, the other 409", async () => {
      const invitee = await person();
      for (let trial = 0; trial < TRIALS; trial++) {
        const { budgetId } = await sharedBudget();
        const shared = await owner.via[0].post(`/budgets/${budgetId}/share`, { email: invitee.email });
        const path = `/budgets/${budgetId}/members/${shared.body.member.id}`;
        const answers = await Promise.all([
          invitee.via[trial % 2]!.patch(path, { status: "accepted" }),
          invitee.via[(trial + 1) % 2]!.patch(path, { status: "rejected" }),
        ]);
        const won = answers.filter((res) => res.status === 200);
        expect(won).toHaveLength(1);
        expect(answers.filter((res) => res.status === 409).map((res) => res.body.code)).toEqual([
          "INVITATION_ALREADY_ANSWERED",
        ]);
        const members = (await owner.via[0].get(`/budgets/${budgetId}`)).body.budget.members;
        const stored = members.find((m: { id: string }) => m.id === shared.body.member.id);
        expect(stored.status).toBe(won[0]?.body.member.status);
      }
    });

    it("members' shares never add up past 100, however the invitations race", async () => {
      const invitees = await Promise.all(Array.from({ length: 4 }, () => person()));
      for (let trial = 0; trial < TRIALS / 2; trial++) {
        const { budgetId } = await sharedBudget();
        const answers = await Promise.all(
          invitees.map((invitee, i) =>
            owner.via[i % 2]!.post(`/budgets/${budgetId}/share`, { email: invitee.email, share: 40 }),
          ),
        );
        expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
        const refused = answers.filter((res) => res.status === 400);
        expect(refused).toHaveLength(2);
        for (const res of refused) expect(res.body.code).toBe("BUDGET_SHARES_EXCEEDED");
        const members = (await owner.via[1].get(`/budgets/${budgetId}`)).body.budget.members;
        const total = members.reduce((sum: number, m: { share: number | null }) => sum + (m.share ?? 0), 0);
        expect(total).toBe(80);
      }
    });
  });
}
