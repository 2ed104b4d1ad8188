import { InputField } from "../../ui/fields";

/** "From" / "To": native date inputs (the phone's own picker), changing every region at once. */
export const RangePicker = ({
  from,
  to,
  valid,
  onChange,
}: {
  from: string;
  to: string;
  valid: boolean;
  onChange: (next: { from?: string; to?: string }) => void;
}) => (
  <fieldset className="range-picker">
    <legend>Range</legend>
    <InputField
      label="From"
      type="date"
      value={from}
      max={to}
      onChange={(event) => onChange({ from: event.target.value })}
    />
    <InputField
      label="To"
      type="date"
      value={to}
      min={from}
      onChange={(event) => onChange({ to: event.target.value })}
      error={valid ? undefined : "To must be on or after From."}
    />
  </fieldset>
);
