import { type FormEvent, useState } from "react";
import type { ColumnMapping } from "../../api/imports";
import { SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

/** The header words a column is likely named by, to preselect it (the person can change it). */
const GUESSES: Record<keyof ColumnMapping, RegExp> = {
  date: /date|day|booked|datum|fecha/i,
  amount: /amount|sum|value|betrag|montant|importe/i,
  description: /desc|memo|text|payee|label|details|narrative|reference/i,
};

const guess = (header: readonly string[], field: keyof ColumnMapping) =>
  header.find((name) => GUESSES[field].test(name)) ?? "";

/**
 * Shown when the service could not tell the CSV's columns from its header: one select per column
 * the service needs, offering the header's own names, and the preview asked for again with them.
 */
export const ColumnMappingForm = ({
  header,
  pending,
  onMap,
}: {
  header: readonly string[];
  pending: boolean;
  onMap: (mapping: ColumnMapping) => void;
}) => {
  const [mapping, setMapping] = useState<ColumnMapping>(() => ({
    date: guess(header, "date"),
    amount: guess(header, "amount"),
    description: guess(header, "description"),
  }));
  const [missing, setMissing] = useState(false);
  const options = header.map((name) => ({ value: name, label: name }));
  const set = (field: keyof ColumnMapping) => (event: { target: { value: string } }) =>
    setMapping((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !mapping.date || !mapping.amount || !mapping.description;
    setMissing(incomplete);
    if (!incomplete) onMap(mapping);
  };

  const problem = (value: string) => (missing && !value ? "Choose the column" : undefined);
  return (
    <form className="import-mapping" onSubmit={submit} noValidate aria-labelledby="mapping-heading">
      <h2 id="mapping-heading">Columns of the file</h2>
      <p>Name the columns that hold each of these:</p>
      <SelectField
        label="Date column"
        value={mapping.date}
        onChange={set("date")}
        placeholder="Choose a column"
        options={options}
        error={problem(mapping.date)}
      />
      <SelectField
        label="Amount column"
        value={mapping.amount}
        onChange={set("amount")}
        placeholder="Choose a column"
        options={options}
        error={problem(mapping.amount)}
      />
      <SelectField
        label="Description column"
        value={mapping.description}
        onChange={set("description")}
        placeholder="Choose a column"
        options={options}
        error={problem(mapping.description)}
      />
      <div className="actions">
        <SubmitButton pending={pending}>Preview with these columns</SubmitButton>
      </div>
    </form>
  );
};
