import {
  type Budget,
  type Category,
  type Currency,
  signedAmount,
  type Transaction,
  type TransactionId,
  type TransactionType,
  type UserId,
  type Wallet,
} from "@finance/domain";

/** A small deterministic generator (mulberry32): the same seed gives the same data set. */
export const prng = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number): number => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
};
export type Random = ReturnType<typeof prng>;

export interface WalletPlan {
  readonly name: string;
  readonly currency: string;
  /** Opening balance in major units. */
  readonly balance: number;
  /** Share of the transactions booked on this wallet. */
  readonly weight: number;
  /** Minor units per "typical" unit of spending: 100 cents, or 150 yen (about one dollar's worth). */
  readonly scale: number;
}

/** Several wallets in several currencies (exponents 2 and 0), weighted like an everyday life. */
export const WALLETS: readonly WalletPlan[] = [
  { name: "Checking", currency: "USD", balance: 2_500, weight: 0.45, scale: 100 },
  { name: "Credit card", currency: "USD", balance: 0, weight: 0.3, scale: 100 },
  { name: "Euro account", currency: "EUR", balance: 4_000, weight: 0.15, scale: 100 },
  { name: "Tokyo cash", currency: "JPY", balance: 80_000, weight: 0.1, scale: 150 },
];

export interface CategoryPlan {
  readonly name: string;
  readonly type: TransactionType;
  /** Relative frequency. */
  readonly weight: number;
  /** Typical amount in dollar-like major units (scaled per wallet currency). */
  readonly typical: number;
  readonly descriptions: readonly string[];
}

export const CATEGORIES: readonly CategoryPlan[] = [
  { name: "Salary", type: "income", weight: 3, typical: 3_200, descriptions: ["Monthly salary", "Bonus"] },
  { name: "Freelance", type: "income", weight: 4, typical: 450, descriptions: ["Invoice paid", "Consulting"] },
  { name: "Refunds", type: "income", weight: 3, typical: 35, descriptions: ["Refund", "Cashback"] },
  { name: "Groceries", type: "expense", weight: 22, typical: 45, descriptions: ["Supermarket", "Bakery", "Market"] },
  { name: "Dining", type: "expense", weight: 14, typical: 28, descriptions: ["Restaurant", "Lunch", "Coffee"] },
  { name: "Transport", type: "expense", weight: 12, typical: 12, descriptions: ["Metro", "Taxi", "Fuel"] },
  { name: "Rent", type: "expense", weight: 2, typical: 1_400, descriptions: ["Rent"] },
  { name: "Utilities", type: "expense", weight: 4, typical: 90, descriptions: ["Electricity", "Water", "Internet"] },
  { name: "Health", type: "expense", weight: 4, typical: 60, descriptions: ["Pharmacy", "Doctor"] },
  { name: "Entertainment", type: "expense", weight: 8, typical: 25, descriptions: ["Cinema", "Concert", "Games"] },
  { name: "Shopping", type: "expense", weight: 10, typical: 70, descriptions: ["Clothes", "Electronics", "Books"] },
  { name: "Travel", type: "expense", weight: 3, typical: 300, descriptions: ["Flight", "Hotel", "Train"] },
  { name: "Subscriptions", type: "expense", weight: 5, typical: 15, descriptions: ["Streaming", "Cloud storage"] },
];

const DAY_MS = 86_400_000;

/** Picks an index with probability proportional to its weight. */
const weighted = (weights: readonly number[]) => {
  const total = weights.reduce((s, w) => s + w, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const w of weights) {
    running += w / total;
    cumulative.push(running);
  }
  return (r: number): number => {
    const i = cumulative.findIndex((c) => r < c);
    return i === -1 ? weights.length - 1 : i;
  };
};

export interface TransactionStream {
  /** The next `count` transactions; their ids come from `nextId`. */
  batch(count: number): Transaction[];
  /** Signed sum of every amount generated so far, per wallet id (minor units). */
  readonly sums: ReadonlyMap<string, number>;
}

/**
 * `total` transactions of one user spread evenly over [from, to) in date order (as a life records
 * them, and so the indexes grow at their ends): wallet by weight, category by weight, amount
 * log-normally around the category's typical amount, whole minor units only.
 */
export const transactionStream = (options: {
  readonly userId: UserId;
  readonly wallets: readonly Wallet[];
  readonly categories: readonly Category[];
  readonly from: Date;
  readonly to: Date;
  readonly random: Random;
  readonly nextId: () => TransactionId;
  readonly total: number;
}): TransactionStream => {
  const { random, wallets, categories } = options;
  const walletPlans = wallets.map((w) => WALLETS.find((p) => p.name === w.name) ?? WALLETS[0]!);
  const categoryPlans = categories.map((c) => CATEGORIES.find((p) => p.name === c.name) ?? CATEGORIES[0]!);
  const pickWallet = weighted(walletPlans.map((p) => p.weight));
  const pickCategory = weighted(categoryPlans.map((p) => p.weight));
  const span = options.to.getTime() - options.from.getTime();
  const sums = new Map(wallets.map((w) => [w.id, 0]));
  let index = 0;
  return {
    sums,
    batch(count) {
      const out: Transaction[] = new Array(count);
      for (let i = 0; i < count; i += 1) {
        const w = pickWallet(random.next());
        const c = pickCategory(random.next());
        const wallet = wallets[w]!;
        const plan = categoryPlans[c]!;
        // exp(N(0, 0.6)) via Box-Muller: most amounts near the typical one, a long tail above.
        const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
        const magnitude = Math.max(1, Math.round(plan.typical * walletPlans[w]!.scale * Math.exp(0.6 * gaussian)));
        const amountMinor = signedAmount(magnitude, plan.type);
        const slot = (index + random.next()) / Math.max(1, options.total);
        index += 1;
        const date = new Date(options.from.getTime() + Math.floor(slot * span));
        sums.set(wallet.id, (sums.get(wallet.id) ?? 0) + amountMinor);
        out[i] = {
          id: options.nextId(),
          userId: options.userId,
          walletId: wallet.id,
          categoryId: categories[c]!.id,
          transferId: null,
          type: plan.type,
          amountMinor,
          currency: wallet.currency,
          description: random.pick(plan.descriptions),
          date,
          createdAt: date,
          updatedAt: date,
          version: 1,
          tagIds: [],
        };
      }
      return out;
    },
  };
};

/** Budgets of the seeded user over its wallets and categories (monthly, weekly, quarterly, yearly). */
export const budgetPlans = (
  today: Date,
  wallets: readonly Wallet[],
  categories: readonly Category[],
): Omit<Budget, "id" | "ownerId" | "createdAt" | "updatedAt" | "version">[] => {
  const wallet = (name: string) => wallets.find((w) => w.name === name) ?? wallets[0]!;
  const ids = (...names: string[]) => categories.filter((c) => names.includes(c.name)).map((c) => c.id);
  const monthStart = `${today.toISOString().slice(0, 7)}-01`;
  const yearStart = `${today.toISOString().slice(0, 4)}-01-01`;
  const plan = (
    name: string,
    walletName: string,
    limit: number,
    period: Budget["period"],
    startDate: string,
    categoryNames: string[],
  ) => {
    const w = wallet(walletName);
    return {
      name,
      currency: w.currency as Currency,
      limitMinor: limit * (WALLETS.find((p) => p.name === w.name)?.scale ?? 100),
      period,
      startDate,
      endDate: null,
      walletId: w.id,
      categoryIds: ids(...categoryNames),
    };
  };
  return [
    plan("Food", "Checking", 900, "monthly", monthStart, ["Groceries", "Dining"]),
    plan("Getting around", "Checking", 120, "weekly", yearStart, ["Transport"]),
    plan("Fun", "Credit card", 1_500, "quarterly", yearStart, ["Entertainment", "Shopping", "Subscriptions"]),
    plan("Holidays", "Euro account", 5_000, "yearly", yearStart, ["Travel"]),
    plan("Tokyo food", "Tokyo cash", 400, "monthly", monthStart, ["Groceries", "Dining"]),
  ];
};

export const monthsBefore = (instant: Date, months: number): Date =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() - months, instant.getUTCDate()));

export { DAY_MS };
