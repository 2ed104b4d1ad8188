import type { Locator, Page } from "playwright-core";
import { type Api, aPerson, type Json, type Person, registerByApi } from "./api";
import { button, named, rowWith } from "./ui";

/** The first day of the month `back` months before this one, `YYYY-MM-DD` (UTC). */
const monthStart = (back: number): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

/** Noon UTC on a day of the month `back` months ago (today's date at most, so nothing is in the future). */
const dayIn = (back: number, day: number): string => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
  return (
    date > now ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, 5)) : date
  ).toISOString();
};

export interface Demo {
  readonly owner: Person;
  readonly ownerApi: Api;
  readonly budgetId: string;
}

/**
 * A person with half a year of money through the API (wallets in EUR and JPY, categories, a tag,
 * salary, rent and groceries each month), a monthly budget shared with a second person, and an
 * invitation from that person waiting in the owner's inbox: every page has something to show.
 */
export const seedDemo = async (baseUrl: string): Promise<Demo> => {
  const owner = aPerson("Carol");
  const friend = aPerson("Dave");
  const [api, friendApi] = await Promise.all([registerByApi(baseUrl, owner), registerByApi(baseUrl, friend)]);
  const wallet = async (name: string, currency: string, balance: number) =>
    (await api.post("/wallet", { name, currency, balance })).wallet as Json;
  const category = async (name: string) => (await api.post("/categories", { name })).category as Json;
  const everyday = await wallet("Everyday", "EUR", 1250.5);
  const yen = await wallet("Tokyo trip", "JPY", 50000);
  await wallet("Savings", "EUR", 4000);
  const [groceries, rent, salary, eatingOut] = [
    await category("Groceries"),
    await category("Rent"),
    await category("Salary"),
    await category("Eating out"),
  ];
  const weekly = (await api.post("/tags", { name: "weekly" })).tag as Json;
  const record = (
    wallet: Json,
    category: Json,
    type: string,
    amount: number,
    description: string,
    date: string,
    tagIds: string[] = [],
  ) =>
    api.post("/transaction", {
      walletId: wallet.id,
      categoryId: category.id,
      currency: wallet.currency,
      type,
      amount,
      description,
      date,
      tagIds,
    });
  for (let back = 5; back >= 0; back -= 1) {
    await record(everyday, salary, "income", 2500, "Salary", dayIn(back, 1));
    await record(everyday, rent, "expense", 900, "Rent", dayIn(back, 2));
    await record(everyday, groceries, "expense", 60 + back * 7.35, "Weekly groceries", dayIn(back, 3), [weekly.id]);
    await record(everyday, eatingOut, "expense", 24.9 + back, "Pizza with friends", dayIn(back, 4));
  }
  await record(yen, eatingOut, "expense", 1200, "Ramen", dayIn(0, 5));
  await record(yen, groceries, "expense", 3480, "Konbini", dayIn(0, 6));
  await api.post("/transfers", {
    fromWalletId: everyday.id,
    toWalletId: (await api.get("/wallet")).wallets.find((w: Json) => w.name === "Savings").id,
    amount: 300,
    date: dayIn(0, 7),
    description: "To savings",
  });

  const budget = (
    await api.post("/budgets", {
      name: "Food",
      currency: "EUR",
      limit: 400,
      period: "monthly",
      startDate: monthStart(5),
      walletId: everyday.id,
      categoryIds: [groceries.id, eatingOut.id],
    })
  ).budget as Json;
  await api.post(`/budgets/${budget.id}/share`, { email: friend.email, role: "editor", share: 50 });

  const friendWallet = (await friendApi.post("/wallet", { name: "Holiday", currency: "EUR", balance: 0 }))
    .wallet as Json;
  const friendCategory = (await friendApi.post("/categories", { name: "Travel" })).category as Json;
  const trip = (
    await friendApi.post("/budgets", {
      name: "Trip to Lisbon",
      currency: "EUR",
      limit: 1200,
      period: "yearly",
      startDate: monthStart(1),
      walletId: friendWallet.id,
      categoryIds: [friendCategory.id],
    })
  ).budget as Json;
  await friendApi.post(`/budgets/${trip.id}/share`, { email: owner.email, role: "viewer" });
  return { owner, ownerApi: api, budgetId: budget.id as string };
};

/** Each signed-in page of the contract, and what shows on it once the demo's data has loaded. */
export const SIGNED_IN_PAGES: ReadonlyArray<{ path: (demo: Demo) => string; ready: (page: Page) => Locator }> = [
  { path: () => "/", ready: (page) => page.getByRole("heading", { name: named("Dashboard") }) },
  {
    path: () => "/transactions",
    ready: (page) => page.getByRole("table").getByRole("row").filter({ hasText: "Ramen" }),
  },
  { path: () => "/wallets", ready: (page) => rowWith(page, "Tokyo trip") },
  { path: () => "/categories", ready: (page) => rowWith(page, "Eating out") },
  { path: () => "/tags", ready: (page) => rowWith(page, "weekly") },
  { path: () => "/budgets", ready: (page) => page.getByRole("progressbar", { name: named("Food") }) },
  { path: (demo) => `/budgets/${demo.budgetId}`, ready: (page) => button(page, "Share") },
  { path: () => "/receipts", ready: (page) => button(page, "Upload") },
  { path: () => "/import", ready: (page) => button(page, "Preview") },
  { path: () => "/settings", ready: (page) => page.getByRole("heading", { level: 1 }) },
];
