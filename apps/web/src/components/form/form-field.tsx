import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Spread on the field's control: its id for the label, and its link to the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** Beside the label, e.g. a character count. */
  aside?: ReactNode;
  /** The translated error: shown under the control, which is marked invalid and described by it. */
  error?: string | null;
  /** Renders the control (input, select, textarea) with the props it needs. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** A labelled form control with its error message. */
export function FormField({ label, aside, error, children, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const labelElement = (
    <label htmlFor={id} className="field-label">
      {label}
    </label>
  );
  return (
    <div className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The field's registration: react-hook-form's `register(name)`. */
  registration: UseFormRegisterReturn;
  error?: string | null;
}

/** A labelled select of fixed options (a closed list of the contract, with translated labels). */
export function SelectField({ label, options, registration, error }: SelectFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        <select {...field} {...registration} className="field-input">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
