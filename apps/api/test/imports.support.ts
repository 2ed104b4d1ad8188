import type { TestApp, TestResponse } from "./support";
import { registerAndLogin, seedWalletAndCategory } from "./support";

/** A user with a wallet (USD 100 unless told) and a category. */
export const anImporter = async (t: TestApp, wallet: Record<string, unknown> = {}) => {
  const user = await registerAndLogin(t);
  const seeded = await seedWalletAndCategory(user.api, { wallet });
  return {
    ...user,
    walletId: seeded.wallet.id as string,
    categoryId: seeded.category.id as string,
    categoryName: seeded.category.name as string,
  };
};

export type Importer = Awaited<ReturnType<typeof anImporter>>;

/** POST /imports with a file of these bytes (text is UTF-8), into the importer's wallet unless told. */
export const postImport = (
  t: TestApp,
  who: Pick<Importer, "token" | "walletId" | "categoryId">,
  file: string | Uint8Array,
  extra: { walletId?: string; mapping?: string; name?: string } = {},
): Promise<TestResponse> => {
  const form = new FormData();
  form.append("file", new Blob([file]), extra.name ?? "statement.csv");
  form.append("walletId", extra.walletId ?? who.walletId);
  form.append("categoryId", who.categoryId);
  if (extra.mapping !== undefined) form.append("mapping", extra.mapping);
  return t.request("POST", "/api/v1/imports", { token: who.token, rawBody: form });
};

/** A bank's CSV: `Date,Amount,Description,Category,Transaction ID` and the given rows. */
export const bankCsv = (rows: readonly string[]): string =>
  ["Date,Amount,Description,Category,Transaction ID", ...rows].join("\r\n");

/** An OFX 1 (SGML) statement in USD with these transactions, cut off `truncateBy` characters early. */
export const ofxStatement = (transactions: { fitid: string; date: string; amount: string; name: string }[]) =>
  [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "",
    "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>",
    ...transactions.map(
      (tx) =>
        `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${tx.date}<TRNAMT>${tx.amount}<FITID>${tx.fitid}<NAME>${tx.name}</STMTTRN>`,
    ),
    "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    "",
  ].join("\n");
