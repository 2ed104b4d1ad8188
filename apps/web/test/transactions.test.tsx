import { act, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "../src/format/money";
import TransactionsPage from "../src/pages/TransactionsPage";
import {
  categoriesBody,
  category,
  newId,
  tag,
  tagsBody,
  transaction,
  transactionsBody,
  wallet,
  walletsBody,
} from "./support/ledgerFixtures";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const euro = wallet({ name: "Cash", currency: "EUR", balance: 100 });
const yen = wallet({ name: "Tokyo", currency: "JPY", balance: 50000 });
const food = category({ name: "Food" });
const salary = category({ name: "Salary" });
const trip = tag({ name: "Trip" });
const work = tag({ name: "Work" });

const lunch = transaction({
  amount: -12.5,
  walletId: euro.id,
  currency: "EUR",
  categoryId: food.id,
  description: "Lunch",
  tagIds: [trip.id],
});
const pay = transaction({
  amount: 2000,
  walletId: euro.id,
  currency: "EUR",
  categoryId: salary.id,
  description: "Pay",
});

/** The service with two wallets, two categories, two tags and `ledger` as the transaction list's answer. */
const service = (ledger: Parameters<FakeApi["on"]>[2] = { body: transactionsBody([lunch, pay]) }) =>
  new FakeApi()
    .on("GET", "/api/v1/wallet", { body: walletsBody([euro, yen]) })
    .on("GET", "/api/v1/categories", { body: categoriesBody([food, salary]) })
    .on("GET", "/api/v1/tags", { body: tagsBody([trip, work]) })
    .on("GET", "/api/v1/transaction", ledger);

const open = (api: FakeApi, path = "/transactions") => renderWithSession(<TransactionsPage />, { api, path });

const rowOf = async (view: ReturnType<typeof open>, text: string) =>
  (await view.findByRole("cell", { name: text })).closest("tr") as HTMLElement;

/** Stands in for the browser's IntersectionObserver: the test says when the sentinel comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Scrolls the observed element into view. */
  intersect() {
    const entries = this.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  static live() {
    return FakeObserver.instances.filter((observer) => !observer.disconnected);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe("transactions page: the list", () => {
  it("shows date, description, category, wallet, tags and the signed amount in its currency", async () => {
    const view = open(service());
    const row = within(await rowOf(view, "Lunch"));
    expect(row.getByRole("cell", { name: "Food" })).toBeInTheDocument();
    expect(row.getByRole("cell", { name: "Cash" })).toBeInTheDocument();
    expect(row.getByRole("cell", { name: "Trip" })).toBeInTheDocument();
    expect(row.getByRole("cell", { name: formatMoney(-12.5, "EUR") })).toHaveTextContent("-€12.50");
    expect(within(await rowOf(view, "Pay")).getByRole("cell", { name: formatMoney(2000, "EUR") })).toBeInTheDocument();
    expect(row.getByRole("cell", { name: /2026/ }).querySelector("time")).toHaveAttribute(
      "datetime",
      "2026-03-01T12:00:00.000Z",
    );
  });

  it("lists a transfer as the API does, as its two legs, each in its wallet", async () => {
    const transferId = newId();
    const legs = [
      transaction({ amount: -5000, walletId: yen.id, currency: "JPY", transferId }),
      transaction({ amount: 30, walletId: euro.id, currency: "EUR", transferId }),
    ];
    const view = open(service({ body: transactionsBody(legs) }));
    const out = within(await rowOf(view, "Transfer out"));
    expect(out.getByRole("cell", { name: "Tokyo" })).toBeInTheDocument();
    expect(out.getByRole("cell", { name: "Transfer" })).toBeInTheDocument();
    expect(out.getByRole("cell", { name: formatMoney(-5000, "JPY") })).toBeInTheDocument();
    expect(within(await rowOf(view, "Transfer in")).getByRole("cell", { name: "Cash" })).toBeInTheDocument();
  });

  it("asks for the next cursor when the sentinel scrolls into view, and with the Load more button", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const pages: Record<string, unknown> = {
      first: transactionsBody([lunch], "cursor-2"),
      "cursor-2": transactionsBody([pay], "cursor-3"),
      "cursor-3": transactionsBody([
        transaction({ amount: -1, walletId: euro.id, currency: "EUR", categoryId: food.id, description: "Gum" }),
      ]),
    };
    const api = service(({ query }) => ({ body: pages[query.get("cursor") ?? "first"] }));
    const view = open(api);
    await rowOf(view, "Lunch");
    await waitFor(() => expect(FakeObserver.live()).toHaveLength(1));
    act(() => FakeObserver.live()[0]?.intersect());
    await rowOf(view, "Pay");
    expect(api.sent("GET", "/api/v1/transaction").map((request) => request.query.get("cursor"))).toEqual([
      null,
      "cursor-2",
    ]);
    await view.user.click(view.getByRole("button", { name: "Load more" }));
    await rowOf(view, "Gum");
    expect(api.sent("GET", "/api/v1/transaction").at(-1)?.query.get("cursor")).toBe("cursor-3");
    // The last page has no cursor: nothing more to load, and no observer left waiting.
    expect(view.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    await waitFor(() => expect(FakeObserver.live()).toHaveLength(0));
  });

  it("keeps a failed next page's message beside the rows already shown", async () => {
    const view = open(
      service(({ query }) =>
        query.get("cursor")
          ? apiError(400, "VALIDATION_ERROR", "cursor is not a valid cursor")
          : { body: transactionsBody([lunch], "cursor-2") },
      ),
    );
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "Load more" }));
    expect(await view.findByRole("alert")).toHaveTextContent("cursor is not a valid cursor");
    expect(view.getByRole("cell", { name: "Lunch" })).toBeInTheDocument();
  });

  it("reads its filters from the address and sends them", async () => {
    const api = service();
    const view = open(api, `/transactions?q=lunch&wallet=${euro.id}&category=${food.id}&from=2026-03-01&to=2026-03-31`);
    await rowOf(view, "Lunch");
    const query = api.sent("GET", "/api/v1/transaction")[0]?.query;
    expect(query?.get("q")).toBe("lunch");
    expect(query?.get("walletId")).toBe(euro.id);
    expect(query?.get("categoryId")).toBe(food.id);
    expect(query?.get("from")).toBe(new Date(2026, 2, 1).toISOString());
    // `to` is the start of the next day: the API reads a date-time `to` as exclusive.
    expect(query?.get("to")).toBe(new Date(2026, 3, 1).toISOString());
    expect(view.getByLabelText("Search")).toHaveValue("lunch");
    expect(view.getByLabelText("Wallet")).toHaveValue(euro.id);
    expect(view.getByLabelText("From")).toHaveValue("2026-03-01");
  });

  it("searches once typing pauses and writes the filters into the address", async () => {
    const api = service();
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.type(view.getByLabelText("Search"), "coffee");
    await waitFor(() => expect(api.sent("GET", "/api/v1/transaction").at(-1)?.query.get("q")).toBe("coffee"));
    // One request for the whole word, not one per key.
    expect(api.sent("GET", "/api/v1/transaction").filter((request) => request.query.has("q"))).toHaveLength(1);
    await view.user.selectOptions(view.getByLabelText("Category"), salary.id);
    await waitFor(() => expect(api.sent("GET", "/api/v1/transaction").at(-1)?.query.get("categoryId")).toBe(salary.id));
    expect(new URLSearchParams(view.router.state.location.search).get("q")).toBe("coffee");
    expect(new URLSearchParams(view.router.state.location.search).get("category")).toBe(salary.id);
  });

  it("says so when the list cannot reach the service", async () => {
    const view = open(service(NETWORK_DOWN));
    expect(await view.findByRole("alert")).toHaveTextContent(/could not be reached/);
  });
});

describe("transactions page: the dialogs", () => {
  it("creates an expense with tags and refreshes the list", async () => {
    const api = service();
    api.on("POST", "/api/v1/transaction", ({ body }) => ({
      status: 201,
      body: { code: "TRANSACTION_CREATED", message: "Transaction created", transaction: body, budgets: [] },
    }));
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "New transaction" }));
    const dialog = within(await view.findByRole("dialog", { name: "New transaction" }));
    expect(dialog.getByLabelText("Type")).toHaveValue("expense");
    await view.user.type(dialog.getByLabelText("Amount"), "8.40");
    await view.user.clear(dialog.getByLabelText("Date"));
    await view.user.type(dialog.getByLabelText("Date"), "2026-03-14");
    await view.user.selectOptions(dialog.getByLabelText("Category"), food.id);
    await view.user.type(dialog.getByLabelText("Description"), "Bakery");
    await view.user.selectOptions(dialog.getByLabelText("Tags"), [trip.id, work.id]);
    const listed = api.sent("GET", "/api/v1/transaction").length;
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST", "/api/v1/transaction")[0]?.body).toEqual({
      type: "expense",
      amount: 8.4,
      date: new Date(2026, 2, 14, 12).toISOString(),
      walletId: euro.id,
      categoryId: food.id,
      currency: "EUR",
      description: "Bakery",
      tagIds: [trip.id, work.id],
    });
    await waitFor(() => expect(api.sent("GET", "/api/v1/transaction").length).toBeGreaterThan(listed));
  });

  it("takes a JPY amount without decimals only", async () => {
    const api = service();
    api.on("POST", "/api/v1/transaction", ({ body }) => ({
      status: 201,
      body: { code: "TRANSACTION_CREATED", message: "Transaction created", transaction: body, budgets: [] },
    }));
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "New transaction" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.selectOptions(dialog.getByLabelText("Wallet"), yen.id);
    const amount = dialog.getByLabelText("Amount");
    expect(amount).toHaveAttribute("step", "1");
    expect(amount).toHaveAttribute("inputmode", "decimal");
    await view.user.type(amount, "1500.5");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(amount).toHaveAccessibleDescription(/JPY amounts have no decimals/);
    expect(api.sent("POST", "/api/v1/transaction")).toHaveLength(0);
    await view.user.clear(amount);
    await view.user.type(amount, "1500");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST", "/api/v1/transaction")[0]?.body).toMatchObject({
      amount: 1500,
      currency: "JPY",
      walletId: yen.id,
    });
  });

  it("shows the service's validation details at their fields and its message in an alert", async () => {
    const api = service().on(
      "POST",
      "/api/v1/transaction",
      apiError(400, "VALIDATION_ERROR", "description: Description must be at most 500 characters", [
        { path: "description", message: "Description must be at most 500 characters" },
        { path: "tagIds.0", message: "Tag not found" },
      ]),
    );
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "New transaction" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Amount"), "3");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Description must be at most 500 characters");
    expect(dialog.getByLabelText("Description")).toHaveAccessibleDescription(
      "Description must be at most 500 characters",
    );
    expect(dialog.getByLabelText("Tags")).toHaveAccessibleDescription(/Tag not found/);
    expect(view.getByRole("dialog")).toBeInTheDocument();
  });

  it("says so when a save cannot reach the service, and keeps what was typed", async () => {
    const api = service().on("POST", "/api/v1/transaction", NETWORK_DOWN);
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "New transaction" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Amount"), "3");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(/could not be reached/);
    expect(dialog.getByLabelText("Amount")).toHaveValue(3);
  });

  it("edits a row in the same dialog, prefilled, sending only what changed at its version", async () => {
    const api = service().on("PATCH", "/api/v1/transaction/:id", ({ body }) => ({
      body: {
        code: "TRANSACTION_UPDATED",
        message: "Transaction updated",
        transaction: { ...lunch, ...(body as object) },
      },
    }));
    const view = open(api);
    await view.user.click(within(await rowOf(view, "Lunch")).getByRole("button", { name: "Edit" }));
    const dialog = within(await view.findByRole("dialog", { name: "Edit transaction" }));
    expect(dialog.getByLabelText("Amount")).toHaveValue(12.5);
    expect(dialog.getByLabelText("Description")).toHaveValue("Lunch");
    expect(dialog.getByLabelText("Category")).toHaveValue(food.id);
    expect(Array.from((dialog.getByLabelText("Tags") as HTMLSelectElement).selectedOptions, (o) => o.value)).toEqual([
      trip.id,
    ]);
    await view.user.clear(dialog.getByLabelText("Amount"));
    await view.user.type(dialog.getByLabelText("Amount"), "13");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    const [patch] = api.sent("PATCH", "/api/v1/transaction/:id");
    expect(patch?.params.id).toBe(lunch.id);
    expect(patch?.body).toEqual({ version: 1, amount: 13 });
  });

  it("deletes a row after its confirm dialog's Delete", async () => {
    const api = service().on("DELETE", "/api/v1/transaction/:id", {
      body: { code: "TRANSACTION_DELETED", message: "Transaction deleted", transaction: lunch, budgets: [] },
    });
    const view = open(api);
    await view.user.click(within(await rowOf(view, "Lunch")).getByRole("button", { name: "Delete" }));
    const dialog = within(await view.findByRole("dialog", { name: "Delete transaction" }));
    expect(api.sent("DELETE", "/api/v1/transaction/:id")).toHaveLength(0);
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("DELETE", "/api/v1/transaction/:id")[0]?.params.id).toBe(lunch.id);
  });

  it("records a transfer between wallets of two currencies with the amount each side sees", async () => {
    const second = wallet({ name: "Bank", currency: "EUR" });
    const api = service()
      .on("GET", "/api/v1/wallet", { body: walletsBody([euro, yen, second]) })
      .on("POST", "/api/v1/transfers", ({ body }) => ({
        status: 201,
        body: { code: "TRANSFER_CREATED", message: "Transfer created", transfer: body },
      }));
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "New transfer" }));
    const dialog = within(await view.findByRole("dialog", { name: "New transfer" }));
    await view.user.selectOptions(dialog.getByLabelText("From wallet"), yen.id);
    await view.user.selectOptions(dialog.getByLabelText("To wallet"), euro.id);
    await view.user.type(dialog.getByLabelText("Amount"), "5000");
    await view.user.type(dialog.getByLabelText("Value received"), "30.55");
    await view.user.clear(dialog.getByLabelText("Date"));
    await view.user.type(dialog.getByLabelText("Date"), "2026-03-10");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST", "/api/v1/transfers")[0]?.body).toEqual({
      fromWalletId: yen.id,
      toWalletId: euro.id,
      amount: 5000,
      toAmount: 30.55,
      date: new Date(2026, 2, 10, 12).toISOString(),
    });
  });

  it("refuses a transfer to the wallet it leaves at the field", async () => {
    const api = service();
    const view = open(api);
    await rowOf(view, "Lunch");
    await view.user.click(view.getByRole("button", { name: "New transfer" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.selectOptions(dialog.getByLabelText("To wallet"), euro.id);
    await view.user.type(dialog.getByLabelText("Amount"), "5");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByLabelText("To wallet")).toHaveAccessibleDescription(/another wallet/);
    expect(api.sent("POST", "/api/v1/transfers")).toHaveLength(0);
  });

  it("edits a transfer leg through its transfer and deletes the whole transfer", async () => {
    const transferId = newId();
    const leg = transaction({ amount: -40, walletId: euro.id, currency: "EUR", transferId, description: "To savings" });
    const savings = wallet({ name: "Savings", currency: "EUR" });
    const transfer = {
      id: transferId,
      fromWalletId: euro.id,
      toWalletId: savings.id,
      amount: 40,
      currency: "EUR",
      toAmount: 40,
      toCurrency: "EUR",
      description: "To savings",
      date: leg.date,
      outgoingTransactionId: leg.id,
      incomingTransactionId: newId(),
      createdAt: leg.date,
      updatedAt: leg.date,
      version: 2,
    };
    const api = service({ body: transactionsBody([leg]) })
      .on("GET", "/api/v1/wallet", { body: walletsBody([euro, savings]) })
      .on("GET", "/api/v1/transfers/:id", { body: { code: "TRANSFER_FETCHED", message: "Transfer fetched", transfer } })
      .on("PATCH", "/api/v1/transfers/:id", {
        body: { code: "TRANSFER_UPDATED", message: "Transfer updated", transfer },
      })
      .on("DELETE", "/api/v1/transfers/:id", {
        body: { code: "TRANSFER_DELETED", message: "Transfer deleted", transfer },
      });
    const view = open(api);
    await view.user.click(within(await rowOf(view, "To savings")).getByRole("button", { name: "Edit" }));
    const dialog = within(await view.findByRole("dialog", { name: "Edit transfer" }));
    const amount = await dialog.findByLabelText("Amount");
    expect(amount).toHaveValue(40);
    expect(dialog.getByLabelText("To wallet")).toHaveValue(savings.id);
    await view.user.clear(amount);
    await view.user.type(amount, "45");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("PATCH", "/api/v1/transfers/:id")[0]?.body).toEqual({ version: 2, amount: 45 });

    await view.user.click(within(await rowOf(view, "To savings")).getByRole("button", { name: "Delete" }));
    const confirm = within(await view.findByRole("dialog", { name: "Delete transfer" }));
    expect(confirm.getByText(/deletes the transfer, both sides/)).toBeInTheDocument();
    await view.user.click(confirm.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("DELETE", "/api/v1/transfers/:id")[0]?.params.id).toBe(transferId);
    expect(api.sent("DELETE", "/api/v1/transaction/:id")).toHaveLength(0);
  });
});
