import { SelectField } from '../users/select-field.tsx';

/** The admin select over typed choices: it hands back the chosen value, not the event. */
export function NewsSelectField<V extends string>({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  error: string | undefined;
  onChange: (value: V) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      className="pr-8"
      onChange={(event) => {
        const option = options.find((o) => o.value === event.target.value);
        if (option) onChange(option.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
