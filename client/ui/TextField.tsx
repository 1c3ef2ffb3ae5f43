import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './FieldMessages';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and its error (the server's first message or the client rule's). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, ...input }, ref) {
  const id = useId();
  const described = describedBy(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
