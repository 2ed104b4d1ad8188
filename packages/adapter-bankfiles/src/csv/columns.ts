import { type CsvColumnMapping, mappingInvalid } from "@finance/domain";
import { type ColumnRole, HEADER_WORDS, normaliseHeader } from "./headerWords";

/** Where each role's cell is in a record; a role the file lacks is absent. */
export type Columns = Partial<Record<ColumnRole, number>>;

/** The roles found in a header row by its words. */
export const recogniseColumns = (header: readonly string[]): Columns => {
  const names = header.map(normaliseHeader);
  const columns: Columns = {};
  const taken = new Set<number>();
  // Specific roles first, so "debit" is not also read as a description and "id" stays last.
  const order: ColumnRole[] = [
    "date",
    "debit",
    "credit",
    "direction",
    "amount",
    "currency",
    "category",
    "externalId",
    "description",
    "payee",
  ];
  for (const role of order) {
    let best: { index: number; rank: number } | undefined;
    names.forEach((name, index) => {
      if (taken.has(index)) return;
      const rank = (HEADER_WORDS[role] as readonly string[]).indexOf(name);
      if (rank >= 0 && (best === undefined || rank < best.rank)) best = { index, rank };
    });
    if (best) {
      columns[role] = best.index;
      taken.add(best.index);
    }
  }
  return columns;
};

/** The roles a row cannot do without that `columns` lacks (empty: the header is usable). */
export const missingRoles = (columns: Columns): string[] => {
  const missing: string[] = [];
  if (columns.date === undefined) missing.push("date");
  const hasAmount = columns.amount !== undefined || (columns.debit !== undefined && columns.credit !== undefined);
  if (!hasAmount) missing.push("amount (or debit and credit)");
  if (columns.description === undefined && columns.payee === undefined) missing.push("description");
  return missing;
};

/** A header row is one when its words give every needed role. */
export const isHeader = (header: readonly string[]): boolean => missingRoles(recogniseColumns(header)).length === 0;

const MAPPED_ROLES = [
  "date",
  "amount",
  "debit",
  "credit",
  "description",
  "payee",
  "category",
  "externalId",
  "currency",
] as const;

/** Whether every column a mapping names is in this record (then it is the header row). */
export const hasMappedColumns = (header: readonly string[], mapping: CsvColumnMapping): boolean => {
  const names = new Set(header.map((cell) => cell.trim().toLowerCase()));
  return MAPPED_ROLES.every(
    (role) => mapping[role] === undefined || names.has((mapping[role] as string).trim().toLowerCase()),
  );
};

/** The columns an explicit mapping names, by header text (case-insensitive). */
export const mappedColumns = (header: readonly string[], mapping: CsvColumnMapping): Columns => {
  if (mapping.amount === undefined && (mapping.debit === undefined || mapping.credit === undefined)) {
    throw mappingInvalid("The mapping must name an amount column, or a debit and a credit column", header);
  }
  const names = header.map((cell) => cell.trim().toLowerCase());
  const columns: Columns = {};
  for (const role of MAPPED_ROLES) {
    const wanted = mapping[role];
    if (wanted === undefined) continue;
    const index = names.indexOf(wanted.trim().toLowerCase());
    if (index < 0)
      throw mappingInvalid(`The mapping's ${role} column "${wanted.slice(0, 80)}" is not in the header`, header);
    columns[role] = index;
  }
  return columns;
};
