import { expect } from "vitest";
import { aBudget, aCategory, aSavingsWallet, aTransaction, aTransfer, aWallet, type UserBody } from "./mothers";
import { type LoggedInUser, registerAndLogin, type TestApp } from "./testApp";

/** The smallest file a PDF reader opens: what an owner keeps with a transaction. */
export const A_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

/** The ids of one of everything a user can own. */
export interface Owned {
  user: LoggedInUser;
  walletId: string;
  categoryId: string;
  transactionId: string;
  budgetId: string;
  memberId: string;
  tagId: string;
  /** A PDF kept with the transaction. */
  attachmentId: string;
  /** A second wallet of the same currency, the target of `transferId`. */
  savingsWalletId: string;
  transferId: string;
  /** A read-scoped personal access token of the user. */
  tokenId: string;
  tokenSecret: string;
  /** A webhook of the user (to a closed port on loopback) and its signing secret. */
  webhookId: string;
  webhookSecret: string;
  /** A monthly recurring expense into `walletId` and `categoryId`, starting in the future. */
  recurrenceId: string;
}

/** Overrides of the mothers' request bodies, for what a test must recognise later. */
export interface OwnerOverrides {
  user?: Partial<UserBody>;
  wallet?: Record<string, unknown>;
  category?: Record<string, unknown>;
  transaction?: Record<string, unknown>;
  budget?: Record<string, unknown>;
  tag?: Record<string, unknown>;
  transfer?: Record<string, unknown>;
}

/**
 * A new user with a wallet, a category, a tag, a transaction with that tag, a budget, a pending
 * invitation of `friend` to it, a transfer to a second wallet and a read-scoped personal access
 * token, so that every id a route takes leads somewhere.
 */
export const anOwner = async (t: TestApp, friend: LoggedInUser, overrides: OwnerOverrides = {}): Promise<Owned> => {
  const user = await registerAndLogin(t, overrides.user);
  const wallet = await user.api.post("/wallet", aWallet(overrides.wallet));
  const category = await user.api.post("/categories", aCategory(overrides.category));
  const refs = { walletId: wallet.body.wallet.id as string, categoryId: category.body.category.id as string };
  const tag = await user.api.post("/tags", {
    name: `Tag ${Math.random().toString(36).slice(2, 10)}`,
    ...overrides.tag,
  });
  const tagId = tag.body.tag.id as string;
  const transaction = await user.api.post(
    "/transaction",
    aTransaction(refs, { tagIds: [tagId], ...overrides.transaction }),
  );
  const budget = await user.api.post("/budgets", aBudget(refs, overrides.budget));
  const member = await user.api.post(`/budgets/${budget.body.budget.id}/share`, { email: friend.credentials.email });
  const savings = await user.api.post("/wallet", aSavingsWallet({ currency: wallet.body.wallet.currency }));
  const transfer = await user.api.post(
    "/transfers",
    aTransfer({ fromWalletId: refs.walletId, toWalletId: savings.body.wallet.id }, overrides.transfer),
  );
  const token = await user.api.post("/auth/tokens", { name: "Read-only script", scopes: ["read"] });
  const form = new FormData();
  form.append("file", new Blob([A_PDF], { type: "application/pdf" }), "statement.pdf");
  const attachment = await t.request("POST", `/api/v1/transaction/${transaction.body.transaction.id}/attachments`, {
    token: user.token,
    rawBody: form,
  });
  const webhook = await user.api.post("/webhooks", { url: "http://127.0.0.1:9/hook", events: ["transaction.created"] });
  const recurrence = await user.api.post("/recurrences", {
    ...refs,
    amount: 9.5,
    type: "expense",
    description: "Streaming",
    rrule: "FREQ=MONTHLY;BYMONTHDAY=-1",
    start: "2099-01-31T09:00:00Z",
  });
  const answers = [
    wallet,
    category,
    tag,
    transaction,
    budget,
    member,
    savings,
    transfer,
    token,
    attachment,
    webhook,
    recurrence,
  ];
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201]);
  return {
    user,
    ...refs,
    transactionId: transaction.body.transaction.id,
    budgetId: budget.body.budget.id,
    memberId: member.body.member.id,
    tagId,
    attachmentId: attachment.body.attachment.id,
    savingsWalletId: savings.body.wallet.id,
    transferId: transfer.body.transfer.id,
    tokenId: token.body.token.id,
    tokenSecret: token.body.secret,
    webhookId: webhook.body.webhook.id,
    webhookSecret: webhook.body.secret,
    recurrenceId: recurrence.body.recurrence.id,
  };
};
