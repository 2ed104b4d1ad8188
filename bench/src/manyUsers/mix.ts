import type { Answer, Call } from "./http";
import type { UserState } from "./users";

/** One kind of request an app sends, how often, and what the client learns from its answer. */
export interface Operation {
  readonly route: string;
  /** Share of all requests, per thousand. */
  readonly weight: number;
  /** The call for this user, or null when the user cannot make it now (another operation is drawn). */
  readonly make: (user: UserState, pick: (n: number) => number) => Call | null;
  readonly learn?: (user: UserState, answer: Answer) => void;
}

export interface ReceiptUpload {
  /** A multipart body for this wallet, or null when every wallet had this image already. */
  readonly forWallet: (walletId: string, categoryId: string) => { body: Buffer; contentType: string } | null;
}

const pickOf = <T>(items: readonly T[], pick: (n: number) => number): T | undefined => items[pick(items.length)];

const AMOUNTS = [3.5, 7.2, 12.34, 18, 24.99, 45.1, 60, 89.9];

/**
 * A day of app traffic, per thousand requests: mostly reading the newest transactions, the
 * dashboard and budgets; about a fifth writes (create, edit, delete); now and then a receipt.
 */
export const appMix = (receipts: ReceiptUpload): readonly Operation[] => [
  {
    route: "GET /transaction (first page)",
    weight: 250,
    make: (user) => ({ method: "GET", path: "/transaction?limit=50", token: user.token }),
    learn: (user, answer) => {
      if (answer.status === 200)
        user.cursor = (JSON.parse(answer.body) as { page: { nextCursor: string | null } }).page.nextCursor;
    },
  },
  {
    route: "GET /transaction (next page)",
    weight: 80,
    make: (user) =>
      user.cursor === null
        ? null
        : { method: "GET", path: `/transaction?limit=50&cursor=${encodeURIComponent(user.cursor)}`, token: user.token },
  },
  {
    route: "GET /dashboard/summary",
    weight: 120,
    make: (user) => ({ method: "GET", path: "/dashboard/summary", token: user.token }),
  },
  { route: "GET /budgets", weight: 60, make: (user) => ({ method: "GET", path: "/budgets", token: user.token }) },
  {
    route: "GET /budgets/:id",
    weight: 90,
    make: (user, pick) => {
      const id = pickOf(user.budgetIds, pick);
      return id ? { method: "GET", path: `/budgets/${id}`, token: user.token } : null;
    },
  },
  { route: "GET /wallet", weight: 60, make: (user) => ({ method: "GET", path: "/wallet", token: user.token }) },
  { route: "GET /categories", weight: 30, make: (user) => ({ method: "GET", path: "/categories", token: user.token }) },
  {
    route: "GET /transaction/:id",
    weight: 50,
    make: (user, pick) => {
      const id = pickOf(user.editable, pick);
      return id ? { method: "GET", path: `/transaction/${id}`, token: user.token } : null;
    },
  },
  {
    route: "POST /transaction",
    weight: 160,
    make: (user, pick) => {
      const wallet = pickOf(user.wallets, pick);
      const categoryId = pickOf(user.categoryIds, pick);
      if (!wallet || !categoryId) return null;
      return {
        method: "POST",
        path: "/transaction",
        token: user.token,
        json: {
          amount: wallet.currency === "JPY" ? 1200 : AMOUNTS[pick(AMOUNTS.length)],
          type: pick(10) === 0 ? "income" : "expense",
          currency: wallet.currency,
          walletId: wallet.id,
          categoryId,
          description: "load",
          date: new Date().toISOString(),
        },
      };
    },
    learn: (user, answer) => {
      if (answer.status !== 201) return;
      const { id } = (JSON.parse(answer.body) as { transaction: { id: string } }).transaction;
      (user.editable.length <= user.deletable.length ? user.editable : user.deletable).push(id);
    },
  },
  {
    route: "PATCH /transaction/:id",
    weight: 60,
    make: (user, pick) => {
      const id = pickOf(user.editable, pick);
      return id
        ? {
            method: "PATCH",
            path: `/transaction/${id}`,
            token: user.token,
            json: { description: `edited ${pick(1000)}` },
          }
        : null;
    },
  },
  {
    route: "DELETE /transaction/:id",
    weight: 39.8,
    make: (user) => {
      const id = user.deletable.pop();
      return id ? { method: "DELETE", path: `/transaction/${id}`, token: user.token } : null;
    },
  },
  {
    route: "POST /transaction/receipt",
    weight: 0.2,
    make: (user, pick) => {
      // The image is a receipt in dollars and cents: into a JPY wallet its amounts cannot be read
      // (OCR_PARSE_FAILED, a 500 by the contract), which is not what an app would send.
      const wallet = pickOf(
        user.wallets.filter((w) => w.currency !== "JPY"),
        pick,
      );
      const categoryId = pickOf(user.categoryIds, pick);
      const upload = wallet && categoryId ? receipts.forWallet(wallet.id, categoryId) : null;
      return upload ? { method: "POST", path: "/transaction/receipt", token: user.token, raw: upload } : null;
    },
  },
];

/** Draws operations by weight; falls back to the first page when the drawn one cannot be made. */
export const drawer = (operations: readonly Operation[], random: () => number) => {
  const total = operations.reduce((sum, op) => sum + op.weight, 0);
  const pick = (n: number) => Math.floor(random() * n);
  return (user: UserState): { operation: Operation; call: Call } => {
    let point = random() * total;
    let chosen = operations[0] as Operation;
    for (const operation of operations) {
      point -= operation.weight;
      if (point < 0) {
        chosen = operation;
        break;
      }
    }
    const call = chosen.make(user, pick);
    if (call) return { operation: chosen, call };
    const fallback = operations[0] as Operation;
    return { operation: fallback, call: fallback.make(user, pick) as Call };
  };
};
