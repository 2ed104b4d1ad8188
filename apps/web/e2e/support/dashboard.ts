import type { Page } from "playwright-core";
import type { Json } from "./api";
import { control, money, named, region, textOf, visible } from "./ui";

/**
 * The range the dashboard's "From" / "To" pickers show, as the instants of those whole days in the
 * browser's time zone: what the API's summary is asked for to compare with the page.
 */
export const rangeShown = async (page: Page): Promise<{ from: string; to: string }> => {
  const from = await control(page, "From").inputValue();
  const to = await control(page, "To").inputValue();
  return page.evaluate(
    ([start, end]) => {
      const edge = (text: string, after: number) => {
        const [y, m, d] = text.split("-").map(Number);
        return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + after, 0, 0, 0, -after).toISOString();
      };
      return { from: edge(start, 0), to: edge(end, 1) };
    },
    [from, to] as const,
  );
};

/**
 * What the "Totals" region gets wrong against the API's `summary.totals`: each currency's income,
 * expenses (shown positive or negative) and net must each be an element of their own, formatted in
 * that currency; `absent` currencies must not appear at all (no total of a currency without
 * activity in the range, never a sum across currencies). Answers one line per miss.
 */
export const totalsMisses = async (page: Page, summary: Json, absent: readonly string[] = []): Promise<string[]> => {
  const totals = await visible(region(page, "Totals"));
  for (const label of ["Income", "Expenses", "Net"]) await visible(totals.getByText(named(label)).first());
  const shown = async (amount: number, currency: string) =>
    (await totals.getByText(await money(page, amount, currency), { exact: true }).count()) > 0;
  const misses: string[] = [];
  for (const total of summary.totals as Json[]) {
    const { currency, income, expense, net } = total;
    if (!(await shown(income, currency))) misses.push(`${currency} income ${income}`);
    if (!(await shown(expense, currency)) && !(await shown(-expense, currency))) {
      misses.push(`${currency} expenses ${expense}`);
    }
    if (!(await shown(net, currency))) misses.push(`${currency} net ${net}`);
  }
  const text = await textOf(totals);
  for (const currency of absent) if (text.includes(currency)) misses.push(`${currency} shown, with no activity`);
  return misses;
};
