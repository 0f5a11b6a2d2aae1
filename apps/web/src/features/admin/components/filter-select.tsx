import { useId } from 'react';

interface FilterSelectProps {
  label: string;
  value: string;
  /** The choices, in order: the value kept (in the URL) and the words shown. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Its width in the filter bar. */
  className: string;
}

/** One labelled drop-down of an admin filter bar (a list's type, status…). */
export function FilterSelect({ label, value, options, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
