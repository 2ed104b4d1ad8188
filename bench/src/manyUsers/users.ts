import type { LoadClient } from "./http";

/** What one logged-in client knows of its user: the ids an app would have on screen. */
export interface UserState {
  readonly token: string;
  readonly wallets: readonly { readonly id: string; readonly currency: string }[];
  readonly categoryIds: readonly string[];
  readonly budgetIds: readonly string[];
  /** `page.nextCursor` of the user's last first page, for "scroll down". */
  cursor: string | null;
  /** Transactions this run created: half kept for reads and edits, half to delete. */
  readonly editable: string[];
  readonly deletable: string[];
}

const json = <T>(what: string, answer: { status: number; body: string }): T => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as T;
};

/** Logs every user in once (as an app does at start) and reads its wallets, categories and budgets. */
export const logIn = async (
  client: LoadClient,
  baseUrl: string,
  emails: readonly string[],
  password: string,
  concurrency = 8,
): Promise<UserState[]> => {
  const users: UserState[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < emails.length; index = next++) {
      const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: emails[index], password }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`login of ${emails[index]} answered ${response.status}: ${body}`);
      const token = (JSON.parse(body) as { accessToken: string }).accessToken;
      const { wallets } = json<{ wallets: { id: string; currency: string }[] }>(
        "GET /wallet",
        await client.send({ method: "GET", path: "/wallet", token }),
      );
      const { categories } = json<{ categories: { id: string }[] }>(
        "GET /categories",
        await client.send({ method: "GET", path: "/categories", token }),
      );
      const { budgets } = json<{ budgets: { id: string }[] }>(
        "GET /budgets",
        await client.send({ method: "GET", path: "/budgets", token }),
      );
      users[index] = {
        token,
        wallets: wallets.map(({ id, currency }) => ({ id, currency })),
        categoryIds: categories.map(({ id }) => id),
        budgetIds: budgets.map(({ id }) => id),
        cursor: null,
        editable: [],
        deletable: [],
      };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return users;
};
