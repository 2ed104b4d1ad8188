import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../src/format/money";
import WalletsPage from "../src/pages/WalletsPage";
import { wallet, walletsBody } from "./support/ledgerFixtures";
import { type Answer, apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const cash = wallet({ name: "Cash", currency: "EUR", balance: 1234.5 });
const savings = wallet({ name: "Savings", currency: "EUR", balance: 10 });
const yen = wallet({ name: "Tokyo", currency: "JPY", balance: 1500 });
const dinar = wallet({ name: "Kuwait", currency: "KWD", balance: -1.234 });

const withWallets = (...wallets: unknown[]) =>
  new FakeApi().on("GET", "/api/v1/wallet", { body: walletsBody(wallets) });

const rowOf = async (view: ReturnType<typeof renderWithSession>, name: string) =>
  (await view.findByRole("rowheader", { name })).closest("tr") as HTMLElement;

describe("wallets page", () => {
  it("lists every wallet, archived ones too, with its balance in its own currency", async () => {
    const api = withWallets(cash, yen, dinar, { ...savings, archived: true });
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    expect(within(await rowOf(view, "Cash")).getByText(formatMoney(1234.5, "EUR"))).toBeInTheDocument();
    const tokyo = within(await rowOf(view, "Tokyo"));
    expect(tokyo.getByText(formatMoney(1500, "JPY"))).toHaveTextContent(/1,500$/);
    // Intl puts a no-break space between code and number; the text matchers fold it to a space.
    expect(await rowOf(view, "Kuwait")).toHaveTextContent(/-KWD\s1\.234/);
    const archived = within(await rowOf(view, "Savings"));
    expect(archived.getByText("Archived")).toBeInTheDocument();
    expect(archived.getByRole("button", { name: "Unarchive" })).toBeInTheDocument();
    expect(api.sent("GET", "/api/v1/wallet")[0]?.query.get("archived")).toBe("true");
  });

  it("follows the list's cursor until the last page", async () => {
    const api = new FakeApi().on("GET", "/api/v1/wallet", ({ query }) => ({
      body: query.get("cursor") === "next-page" ? walletsBody([yen]) : walletsBody([cash], "next-page"),
    }));
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    expect(await view.findByRole("rowheader", { name: "Tokyo" })).toBeInTheDocument();
    expect(view.getByRole("rowheader", { name: "Cash" })).toBeInTheDocument();
  });

  it("creates a wallet from the dialog and shows it in the list", async () => {
    const created = wallet({ name: "Travel", currency: "JPY", balance: 20000 });
    const api = withWallets(cash);
    api.on("POST", "/api/v1/wallet", () => {
      api.on("GET", "/api/v1/wallet", { body: walletsBody([cash, created]) });
      return { status: 201, body: { code: "WALLET_CREATED", message: "Wallet created", wallet: created } };
    });
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(await view.findByRole("button", { name: "New wallet" }));
    const dialog = within(await view.findByRole("dialog", { name: "New wallet" }));
    await view.user.type(dialog.getByLabelText("Name"), "Travel");
    await view.user.selectOptions(dialog.getByLabelText("Currency"), "JPY");
    expect(dialog.getByLabelText("Opening balance")).toHaveAttribute("step", "1");
    await view.user.type(dialog.getByLabelText("Opening balance"), "20000");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST", "/api/v1/wallet")[0]?.body).toEqual({ name: "Travel", currency: "JPY", balance: 20000 });
    expect(within(await rowOf(view, "Travel")).getByText(formatMoney(20000, "JPY"))).toBeInTheDocument();
  });

  it("sends one create however often Save is pressed while it is pending, and keeps focus on Save", async () => {
    let answer: (response: Response) => void = () => {};
    const api = withWallets(cash).on(
      "POST",
      "/api/v1/wallet",
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(await view.findByRole("button", { name: "New wallet" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Name"), "Travel");
    const save = dialog.getByRole("button", { name: "Save" });
    await view.user.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-disabled", "true"));
    await view.user.click(save);
    await view.user.keyboard("{Enter}");
    expect(save).toHaveFocus();
    expect(api.sent("POST", "/api/v1/wallet")).toHaveLength(1);
    answer(
      new Response(JSON.stringify({ code: "VALIDATION_ERROR", message: "Currency is not supported", error: "x" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(await dialog.findByRole("alert")).toHaveTextContent("Currency is not supported");
    expect(save).not.toHaveAttribute("aria-disabled");
  });

  it("refuses a JPY opening balance with decimals at the field, sending nothing", async () => {
    const api = withWallets(cash);
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(await view.findByRole("button", { name: "New wallet" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Name"), "Yen");
    await view.user.selectOptions(dialog.getByLabelText("Currency"), "JPY");
    await view.user.type(dialog.getByLabelText("Opening balance"), "100.5");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByLabelText("Opening balance")).toHaveAccessibleDescription(/JPY amounts have no decimals/);
    expect(dialog.getByLabelText("Opening balance")).toBeInvalid();
    expect(api.sent("POST", "/api/v1/wallet")).toHaveLength(0);
  });

  it("shows the service's validation details at their field and keeps the dialog open", async () => {
    const api = withWallets(cash).on(
      "POST",
      "/api/v1/wallet",
      apiError(400, "VALIDATION_ERROR", "name: Name must not be empty", [
        { path: "name", message: "Name must not be empty" },
      ]),
    );
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(await view.findByRole("button", { name: "New wallet" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("name: Name must not be empty");
    expect(dialog.getByLabelText("Name")).toHaveAccessibleDescription("Name must not be empty");
    expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("renames a wallet from its row's Edit dialog", async () => {
    const api = withWallets(cash).on("PATCH", "/api/v1/wallet/:id", ({ body }) => ({
      body: { code: "WALLET_UPDATED", message: "Wallet updated", wallet: { ...cash, ...(body as object) } },
    }));
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(within(await rowOf(view, "Cash")).getByRole("button", { name: "Edit" }));
    const dialog = within(await view.findByRole("dialog"));
    const name = dialog.getByLabelText("Name");
    expect(name).toHaveValue("Cash");
    await view.user.clear(name);
    await view.user.type(name, "Wallet in pocket");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    const [patch] = api.sent("PATCH", "/api/v1/wallet/:id");
    expect(patch?.path).toBe(`/api/v1/wallet/${cash.id}`);
    expect(patch?.body).toEqual({ name: "Wallet in pocket" });
  });

  it("archives a wallet and shows the service's refusal in an alert", async () => {
    const api = withWallets(cash).on(
      "PATCH",
      "/api/v1/wallet/:id",
      apiError(404, "WALLET_NOT_FOUND", "Wallet not found"),
    );
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(within(await rowOf(view, "Cash")).getByRole("button", { name: "Archive" }));
    expect(await view.findByRole("alert")).toHaveTextContent("Wallet not found");
    expect(api.sent("PATCH", "/api/v1/wallet/:id")[0]?.body).toEqual({ archived: true });
  });

  it("keeps focus on Archive while the change is on its way, sending it once, and leaves other rows' buttons alone", async () => {
    let answer: (value: Answer) => void = () => {};
    const api = withWallets(cash, savings).on(
      "PATCH",
      "/api/v1/wallet/:id",
      () => new Promise<Answer>((resolve) => (answer = resolve)),
    );
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    const archive = within(await rowOf(view, "Cash")).getByRole("button", { name: "Archive" });
    await view.user.click(archive);
    await waitFor(() => expect(archive).toHaveAttribute("aria-disabled", "true"));
    expect(archive).toBeEnabled();
    expect(archive).toHaveFocus();
    await view.user.keyboard("{Enter}");
    expect(api.sent("PATCH", "/api/v1/wallet/:id")).toHaveLength(1);
    expect(within(await rowOf(view, "Savings")).getByRole("button", { name: "Archive" })).not.toHaveAttribute(
      "aria-disabled",
    );
    answer({ body: { code: "WALLET_UPDATED", message: "Wallet updated", wallet: { ...cash, archived: true } } });
    await waitFor(() => expect(archive).not.toHaveAttribute("aria-disabled"));
  });

  it("offers to move an in-use wallet's transactions to another open wallet of its currency, then deletes", async () => {
    const closed = wallet({ name: "Old EUR", currency: "EUR", archived: true });
    const api = withWallets(cash, savings, yen, closed).on("DELETE", "/api/v1/wallet/:id", ({ query }) =>
      query.get("reassignTo")
        ? { body: { code: "WALLET_DELETED", message: "Wallet deleted", wallet: cash } }
        : apiError(409, "WALLET_IN_USE", "The wallet is used by transactions or budgets: reassign them first"),
    );
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(within(await rowOf(view, "Cash")).getByRole("button", { name: "Delete" }));
    const dialog = within(await view.findByRole("dialog", { name: "Delete Cash" }));
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "The wallet is used by transactions or budgets: reassign them first",
    );
    const target = dialog.getByLabelText("Move its transactions and budgets to");
    // Only an open wallet in the same currency can take them (the API refuses the others).
    expect(
      within(target)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose one", "Savings"]);
    // Delete without a choice says what is missing at the field and sends nothing more.
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(target).toHaveAccessibleDescription(/Choose where to move them/);
    expect(api.sent("DELETE", "/api/v1/wallet/:id")).toHaveLength(1);
    await view.user.selectOptions(target, savings.id);
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = api.sent("DELETE", "/api/v1/wallet/:id");
    expect(sent.map((request) => request.query.get("reassignTo"))).toEqual([null, savings.id]);
    expect(sent[1]?.path).toBe(`/api/v1/wallet/${cash.id}`);
  });

  it("says when no wallet could take an in-use wallet's transactions", async () => {
    const api = withWallets(cash, yen).on(
      "DELETE",
      "/api/v1/wallet/:id",
      apiError(409, "WALLET_IN_USE", "The wallet is in use"),
    );
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    await view.user.click(within(await rowOf(view, "Cash")).getByRole("button", { name: "Delete" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await dialog.findByText(/No other open EUR wallet/)).toBeInTheDocument();
    expect(dialog.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("says so when the service cannot be reached", async () => {
    const api = new FakeApi().on("GET", "/api/v1/wallet", NETWORK_DOWN);
    const view = renderWithSession(<WalletsPage />, { api, path: "/wallets" });
    expect(await view.findByRole("alert")).toHaveTextContent(/could not be reached/);
  });
});
