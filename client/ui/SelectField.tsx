import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './FieldMessages';
import './kit.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** a first option worth '' (Selecciona, Todos…), chosen while nothing else is */
  placeholder?: string;
  error?: string;
  hint?: string;
  /** extra classes for the field around the list (field-wide, a screen's own) */
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled list with its hint and its error, marked up as TextField is (the form fields' look): the rest of the
 * props go to the <select>, so `{...register('name')}` from react-hook-form works on it as on a TextField.
 */
export function SelectField({ label, options, placeholder, error, hint, fieldClassName, ref, id: givenId, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const described = describedBy(id, hint, error);
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
