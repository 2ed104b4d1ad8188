import { within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ReceiptsPage from "../src/pages/ReceiptsPage";
import { categoriesAnswer, FOOD_ID, ME, signedInAs, WALLET_ID, walletsAnswer } from "./support/budgets";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const AT = "2026-03-14T12:00:00.000Z";

const anExpense = (id: string, description: string, amount: number) => ({
  id,
  amount,
  type: "expense",
  description,
  date: AT,
  currency: "EUR",
  walletId: WALLET_ID,
  categoryId: FOOD_ID,
  transferId: null,
  createdAt: AT,
  updatedAt: AT,
  version: 1,
  tagIds: [],
});

const RECORDED = {
  status: 201,
  body: {
    code: "RECEIPT_PROCESSED",
    message: "Receipt processed",
    receipt: {
      merchant: "CORNER GROCERY",
      date: "2026-03-14",
      currency: "EUR",
      total: 10.98,
      itemsTotal: 10.98,
      tax: "included",
      warnings: [{ code: "DISCOUNT_IGNORED", message: "A discount line (-1.00) was read but not recorded" }],
    },
    transactions: [
      anExpense("0190f0f0-0000-7000-8000-0000000000f1", "MILK 1L", -2.49),
      anExpense("0190f0f0-0000-7000-8000-0000000000f2", "BREAD", -8.49),
    ],
    budgets: [],
  },
};

const receiptsApi = () =>
  new FakeApi()
    .on("POST", "/api/v1/auth/refresh", signedInAs(ME))
    .on("GET", "/api/v1/wallet", walletsAnswer)
    .on("GET", "/api/v1/categories", categoriesAnswer);

const aPhoto = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], "receipt.jpg", { type: "image/jpeg" });

/** Chooses a photo, the wallet and the category, and presses "Upload". */
const uploadAPhoto = async (page: ReturnType<typeof renderWithSession>) => {
  const { user, findByRole, findByLabelText, getByRole } = page;
  await user.upload(await findByLabelText("Receipt image"), aPhoto());
  await user.selectOptions(await findByRole("combobox", { name: "Wallet" }), "Checking (EUR)");
  await user.selectOptions(await findByRole("combobox", { name: "Category" }), "Food");
  await user.click(getByRole("button", { name: "Upload" }));
};

describe("receipts page", () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs one to exist.
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("offers a photo or a file, and the camera straight away on touch screens", async () => {
    const { getByLabelText, findByLabelText } = renderWithSession(<ReceiptsPage />, { api: receiptsApi() });
    const picker = await findByLabelText("Receipt image");
    expect(picker).toHaveAttribute("type", "file");
    expect(picker).toHaveAttribute("accept", "image/*");
    // No capture here: a phone then offers its gallery as well as its camera.
    expect(picker).not.toHaveAttribute("capture");
    expect(getByLabelText("Take a photo")).toHaveAttribute("capture", "environment");
  });

  it("uploads the image as a multipart form, says it is reading, then lists what was recorded and the warnings", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = receiptsApi().on("POST", "/api/v1/transaction/receipt", async () => {
      await held;
      return RECORDED;
    });
    const page = renderWithSession(<ReceiptsPage />, { api });
    await page.user.upload(await page.findByLabelText("Receipt image"), aPhoto());
    expect(page.getByRole("img", { name: "The chosen receipt" })).toHaveAttribute(
      "src",
      "blob:http://localhost/preview",
    );
    await uploadAPhoto(page);

    expect(await page.findByText(/Reading the receipt/)).toHaveAttribute("role", "status");
    expect(page.getByRole("button", { name: "Upload" })).toBeDisabled();
    release();

    const recorded = await page.findByRole("region", { name: "Recorded" });
    const rows = within(recorded).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "DescriptionAmount",
      "MILK 1L-€2.49",
      "BREAD-€8.49",
      "Total-€10.98",
    ]);
    expect(recorded).toHaveTextContent("2 expenses recorded from CORNER GROCERY");
    expect(recorded).toHaveTextContent("Tax was included in the prices.");
    expect(within(recorded).getByRole("listitem")).toHaveTextContent(
      "A discount line (-1.00) was read but not recorded",
    );

    const [sent] = api.sent("POST", "/api/v1/transaction/receipt");
    expect(sent?.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = String(sent?.body);
    expect(form).toMatch(/name="walletId"\r\n\r\n0190f0f0-0000-7000-8000-0000000000b1/);
    expect(form).toMatch(/name="categoryId"\r\n\r\n0190f0f0-0000-7000-8000-0000000000c1/);
    // jsdom's File reaches Node's FormData as a Blob, so its name is "blob" here (a browser sends "receipt.jpg").
    expect(form).toMatch(/name="receipt"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
  });

  it("shows the service's refusal in an alert, keeping the form to try again", async () => {
    const api = receiptsApi().on(
      "POST",
      "/api/v1/transaction/receipt",
      apiError(400, "CURRENCY_MISMATCH", "The receipt is in USD but the wallet is in EUR"),
    );
    const page = renderWithSession(<ReceiptsPage />, { api });
    await uploadAPhoto(page);
    expect(await page.findByRole("alert")).toHaveTextContent("The receipt is in USD but the wallet is in EUR");
    expect(page.queryByRole("region", { name: "Recorded" })).toBeNull();
    expect(page.getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("says so when the service cannot be reached", async () => {
    const api = receiptsApi().on("POST", "/api/v1/transaction/receipt", NETWORK_DOWN);
    const page = renderWithSession(<ReceiptsPage />, { api });
    await uploadAPhoto(page);
    expect(await page.findByRole("alert")).toHaveTextContent(/could not be reached/);
  });

  it("asks for the image, the wallet and the category before sending anything", async () => {
    const api = receiptsApi();
    const { user, getByRole, getByLabelText, findByRole } = renderWithSession(<ReceiptsPage />, { api });
    await findByRole("option", { name: "Checking (EUR)" });
    await user.click(getByRole("button", { name: "Upload" }));
    expect(getByLabelText("Receipt image")).toHaveAccessibleDescription(/Choose a receipt image or take a photo/);
    expect(getByLabelText("Wallet")).toHaveAccessibleDescription("Choose the wallet that paid");
    expect(getByLabelText("Category")).toHaveAccessibleDescription("Choose a category for the expenses");
    expect(api.sent("POST", "/api/v1/transaction/receipt")).toHaveLength(0);
  });
});
