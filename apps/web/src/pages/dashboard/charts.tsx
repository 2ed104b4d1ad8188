import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "../../format/money";

/*
 * Recharts is loaded with this module only, after the dashboard's numbers are on screen. The
 * charts are pictures of tables the page also shows, so they are hidden from assistive
 * technology and take no keyboard focus (no accessibility layer).
 */

const INCOME = "#1d6b35";
const EXPENSE = "#b3261e";

const compact = (currency: string) => {
  const format = new Intl.NumberFormat(undefined, { style: "currency", currency, notation: "compact" });
  return (value: number) => format.format(value);
};

export interface MonthPoint {
  readonly label: string;
  readonly income: number;
  readonly expense: number;
}

export const TrendChart = ({ currency, points }: { currency: string; points: readonly MonthPoint[] }) => (
  <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
    <BarChart
      data={points as MonthPoint[]}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis tickFormatter={compact(currency)} tick={{ fontSize: 12 }} width={64} />
      <Tooltip formatter={(value) => formatMoney(Number(value), currency)} />
      <Legend />
      <Bar dataKey="income" name="Income" fill={INCOME} isAnimationActive={false} />
      <Bar dataKey="expense" name="Expenses" fill={EXPENSE} isAnimationActive={false} />
    </BarChart>
  </ResponsiveContainer>
);

export interface CategoryPoint {
  readonly name: string;
  readonly expense: number;
}

export const CategoryChart = ({ currency, points }: { currency: string; points: readonly CategoryPoint[] }) => (
  <ResponsiveContainer
    width="100%"
    height={Math.max(120, points.length * 34 + 40)}
    initialDimension={{ width: 600, height: 200 }}
  >
    <BarChart
      data={points as CategoryPoint[]}
      layout="vertical"
      accessibilityLayer={false}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tickFormatter={compact(currency)} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(value) => formatMoney(Number(value), currency)} />
      <Bar dataKey="expense" name="Expenses" fill={EXPENSE} isAnimationActive={false} />
    </BarChart>
  </ResponsiveContainer>
);
