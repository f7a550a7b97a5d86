import { useId } from 'react';
import { field, fieldControl, fieldLabel } from '../../theme/field.css';

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { readonly value: V; readonly label: string }[];
  onChange: (value: V) => void;
};

/** A labelled native select (the voter guide's pickers, the state questions of the panels). */
export function SelectField<V extends string>({ label, value, options, onChange }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={fieldControl}
        value={value}
        // The options are exactly `options`, so the chosen value is one of theirs.
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
