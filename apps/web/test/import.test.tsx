import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ImportPage from "../src/pages/ImportPage";
import { categoriesAnswer, FOOD_ID, ME, signedInAs, WALLET_ID, walletsAnswer } from "./support/budgets";
import { apiError, FakeApi, renderWithSession } from "./support/renderWithSession";

const IMPORT_ID = "0190f0f0-0000-7000-8000-0000000000e1";
const AT = "2026-03-14T12:00:00.000Z";
const IMPORT = {
  id: IMPORT_ID,
  format: "csv",
  walletId: WALLET_ID,
  status: "preview",
  createdAt: AT,
  expiresAt: "2026-03-15T12:00:00.000Z",
  counts: { rows: 3, ready: 1, duplicate: 1, refused: 1 },
};

const aRow = (description: string, amount: number, type: "expense" | "income") => ({
  amount,
  type,
  date: "2026-03-02",
  description,
  categoryId: FOOD_ID,
  externalId: null,
});

const PREVIEWED = {
  status: 201,
  body: {
    code: "IMPORT_PREVIEWED",
    message: "Import previewed",
    import: {
      ...IMPORT,
      rows: [
        { line: 2, status: "ready", transaction: aRow("Coffee shop", 3.5, "expense") },
        {
          line: 3,
          status: "duplicate",
          reason: "DUPLICATE_ENTRY",
          message: "The wallet already has this transaction",
          transaction: aRow("Salary", 2000, "income"),
        },
        { line: 4, status: "refused", reason: "UNREADABLE_DATE", message: "The date 31/02/2026 is not a day" },
      ],
    },
  },
};

const COMMITTED = {
  status: 201,
  body: {
    code: "IMPORT_COMMITTED",
    message: "Import committed",
    import: { ...IMPORT, status: "committed", created: 1 },
  },
};

const importApi = () =>
  new FakeApi()
    .on("POST", "/api/v1/auth/refresh", signedInAs(ME))
    .on("GET", "/api/v1/wallet", walletsAnswer)
    .on("GET", "/api/v1/categories", categoriesAnswer)
    .on("POST", "/api/v1/imports", PREVIEWED);

const aStatement = () =>
  new File(["Date,Amount,Description\n2026-03-02,-3.50,Coffee shop\n"], "statement.csv", { type: "text/csv" });

/** Chooses the file, the wallet and the category, and presses "Preview". */
const previewAFile = async (page: ReturnType<typeof renderWithSession>) => {
  const { user, findByRole, findByLabelText, getByRole } = page;
  await user.upload(await findByLabelText("Bank file"), aStatement());
  await user.selectOptions(await findByRole("combobox", { name: "Wallet" }), "Checking (EUR)");
  await user.selectOptions(await findByRole("combobox", { name: "Category" }), "Food");
  await user.click(getByRole("button", { name: "Preview" }));
};

describe("import page", () => {
  it("sends the file as a multipart form and shows each row with its status and the counts, focus on the preview", async () => {
    const api = importApi();
    const page = renderWithSession(<ImportPage />, { api });
    await previewAFile(page);

    const preview = await page.findByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent("3 rows: 1 ready, 1 duplicate, 1 refused.");
    const rows = within(within(preview).getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "LineDateDescriptionAmountStatus",
      expect.stringMatching(/^2.*Coffee shop-€3\.50Ready$/),
      expect.stringMatching(/^3.*Salary€2,000\.00Duplicate: The wallet already has this transaction$/),
      "4Refused: The date 31/02/2026 is not a day",
    ]);
    expect(within(preview).getByRole("heading", { name: "Preview" })).toHaveFocus();

    const [sent] = api.sent("POST", "/api/v1/imports");
    expect(sent?.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = String(sent?.body);
    expect(form).toMatch(new RegExp(`name="walletId"\\r\\n\\r\\n${WALLET_ID}`));
    expect(form).toMatch(new RegExp(`name="categoryId"\\r\\n\\r\\n${FOOD_ID}`));
    expect(form).toMatch(/name="file"; filename="[^"]+"/);
    expect(form).not.toMatch(/name="mapping"/);
  });

  it("imports the ready rows, says how many were recorded and refreshes the wallets", async () => {
    const api = importApi().on("POST", "/api/v1/imports/:id/commit", COMMITTED);
    const page = renderWithSession(<ImportPage />, { api });
    await previewAFile(page);
    await page.findByRole("region", { name: "Preview" });
    const walletReads = api.sent("GET", "/api/v1/wallet").length;

    await page.user.click(page.getByRole("button", { name: "Import" }));
    const result = await page.findByRole("region", { name: "Imported" });
    expect(result).toHaveTextContent("1 transaction recorded; 2 duplicate or refused rows were left out.");
    expect(within(result).getByRole("heading", { name: "Imported" })).toHaveFocus();
    expect(within(result).getByRole("link", { name: "See them on Transactions" })).toHaveAttribute(
      "href",
      "/transactions",
    );
    expect(page.queryByRole("region", { name: "Preview" })).toBeNull();
    expect(api.sent("POST", "/api/v1/imports/:id/commit")[0]?.path).toBe(`/api/v1/imports/${IMPORT_ID}/commit`);
    await waitFor(() => expect(api.sent("GET", "/api/v1/wallet").length).toBeGreaterThan(walletReads));
  });

  it("discards the preview on the service and drops it from the page", async () => {
    const api = importApi().on("DELETE", "/api/v1/imports/:id", {
      body: { code: "IMPORT_DISCARDED", message: "Import discarded", import: IMPORT },
    });
    const page = renderWithSession(<ImportPage />, { api });
    await previewAFile(page);
    await page.findByRole("region", { name: "Preview" });

    await page.user.click(page.getByRole("button", { name: "Discard" }));
    expect(await page.findByText("The preview was discarded; nothing was recorded.")).toHaveAttribute("role", "status");
    expect(page.queryByRole("region", { name: "Preview" })).toBeNull();
    expect(api.sent("DELETE", "/api/v1/imports/:id")[0]?.path).toBe(`/api/v1/imports/${IMPORT_ID}`);
    expect(api.sent("POST", "/api/v1/imports/:id/commit")).toHaveLength(0);
  });

  it("shows a refused file in an alert that takes the focus", async () => {
    const api = importApi().on(
      "POST",
      "/api/v1/imports",
      apiError(415, "UNSUPPORTED_IMPORT_FORMAT", "The file is not a bank statement this service reads"),
    );
    const page = renderWithSession(<ImportPage />, { api });
    await previewAFile(page);
    const alert = await page.findByRole("alert");
    expect(alert).toHaveTextContent("The file is not a bank statement this service reads");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(page.queryByRole("region", { name: "Preview" })).toBeNull();
  });

  it("a second commit's refusal is shown in the alert", async () => {
    const api = importApi().on(
      "POST",
      "/api/v1/imports/:id/commit",
      apiError(409, "IMPORT_ALREADY_COMMITTED", "The import was already committed"),
    );
    const page = renderWithSession(<ImportPage />, { api });
    await previewAFile(page);
    await page.findByRole("region", { name: "Preview" });
    await page.user.click(page.getByRole("button", { name: "Import" }));
    expect(await page.findByRole("alert")).toHaveTextContent("The import was already committed");
    expect(page.queryByRole("region", { name: "Imported" })).toBeNull();
  });

  it("for a header it cannot read, shows the header and asks which columns to use, then sends the mapping", async () => {
    const header = ["Booked on", "Money", "Text"];
    const api = importApi().on(
      "POST",
      "/api/v1/imports",
      apiError(
        400,
        "IMPORT_MAPPING_REQUIRED",
        "The CSV header does not show the date, amount, description column; send a mapping that names them",
        header.map((name, index) => ({ path: `header[${index}]`, message: name })),
      ),
      { times: 1 },
    );
    const page = renderWithSession(<ImportPage />, { api });
    await previewAFile(page);
    expect(await page.findByRole("alert")).toHaveTextContent("The file's header: Booked on, Money, Text.");

    const columns = await page.findByRole("form", { name: "Columns of the file" });
    expect(within(columns).getByRole("combobox", { name: "Date column" })).toHaveValue("Booked on");
    await page.user.selectOptions(within(columns).getByRole("combobox", { name: "Amount column" }), "Money");
    await page.user.selectOptions(within(columns).getByRole("combobox", { name: "Description column" }), "Text");
    await page.user.click(within(columns).getByRole("button", { name: "Preview with these columns" }));

    await page.findByRole("region", { name: "Preview" });
    const sent = api.sent("POST", "/api/v1/imports");
    expect(sent).toHaveLength(2);
    const mapping = /name="mapping"\r\n\r\n(.*)\r\n/.exec(String(sent[1]?.body))?.[1];
    expect(JSON.parse(mapping ?? "null")).toEqual({ date: "Booked on", amount: "Money", description: "Text" });
  });

  it("asks for the file, the wallet and the category before sending anything", async () => {
    const api = importApi();
    const { user, getByRole, getByLabelText, findByRole } = renderWithSession(<ImportPage />, { api });
    await findByRole("option", { name: "Checking (EUR)" });
    await user.click(getByRole("button", { name: "Preview" }));
    expect(getByLabelText("Bank file")).toHaveAccessibleDescription(/Choose the file your bank gave you/);
    expect(getByLabelText("Wallet")).toHaveAccessibleDescription("Choose the wallet the account is");
    expect(getByLabelText("Category")).toHaveAccessibleDescription(/Choose a category for rows that name none/);
    expect(api.sent("POST", "/api/v1/imports")).toHaveLength(0);
  });
});
