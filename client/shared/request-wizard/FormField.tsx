import { useId, type ReactNode } from 'react';
import { isFile, isSupported, textMaxLength, type FieldValue } from '../../../machines/request-wizard.form';
import type { RequestFormField } from '../../../machines/types';
import { FileField } from './FileField';
import { Select2 } from './Select2';

export const UNSUPPORTED_TYPE = 'CAMPO NO SOPORTADO';
export const UNSUPPORTED_ELEMENT = 'ELEMENTO NO SOPORTADO';

export interface FormFieldProps {
  field: RequestFormField;
  value: FieldValue;
  error?: string;
  disabled: boolean;
  onChange(value: FieldValue): void;
  /** a value refused before it is kept (a file over the limit), with its message */
  onRefuse(message: string): void;
}

// a number is typed as text: a number input takes no length limit, reads no comma decimals and turns with the wheel
const INPUT_TYPES = { TEXT: 'text', NUMBER: 'text', EMAIL: 'email', DATE: 'date' } as const;
const AUTOCOMPLETE: Record<string, string> = { EMAIL: 'email' };
/** the fields the forms name alike, drawn as what they hold: the browser may fill them in */
const BY_NAME: Record<string, { type?: string; inputMode?: 'numeric'; autoComplete: string }> = {
  telefono_contacto: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  razon_social: { autoComplete: 'organization' },
};

/**
 * The label: the field's name and a star when required; hidden but still read when the server says hidetitle. A
 * checkbox's label is its text beside the box, so it always shows.
 */
function Label({ field, htmlFor, inline = false }: { field: RequestFormField; htmlFor?: string; inline?: boolean }) {
  const className = field.hideTitle && !inline ? 'visually-hidden' : undefined;
  const content = (
    <>
      {field.label}
      {field.required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className={className}>
      {content}
    </label>
  ) : (
    <span className={className}>{content}</span>
  );
}

/** One field of the server's list, drawn by its element and type (spec 2 §3, §5, §8). */
export function FormField({ field, value, error, disabled, onChange, onRefuse }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
    disabled,
  };
  const wrap = (control: ReactNode, label = true) => (
    <div className={`field wizard-field${field.placeAlone ? ' field-wide' : ''}${field.type === 'CHECKBOX' ? ' wizard-check' : ''}`}>
      {label && <Label field={field} htmlFor={id} />}
      {control}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );

  if (!isSupported(field))
    return (
      <div className={`field wizard-field${field.placeAlone ? ' field-wide' : ''}`}>
        <Label field={field} />
        <p className="wizard-unsupported">{field.element === 'UNSUPPORTED' ? UNSUPPORTED_ELEMENT : UNSUPPORTED_TYPE}</p>
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
    );

  const text = typeof value === 'string' ? value : '';
  switch (field.element) {
    case 'TEXTAREA':
      return wrap(<textarea {...a11y} rows={4} maxLength={textMaxLength(field)} value={text} onChange={(e) => onChange(e.target.value)} />);
    case 'SELECT':
      return wrap(
        <select {...a11y} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">Selecciona una opción</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>,
      );
    case 'SELECT2':
      return wrap(
        <Select2 {...a11y} label={field.label} options={field.options} multiple={field.multiple} value={value} onChange={onChange} />,
      );
    default:
      break;
  }
  switch (field.type) {
    case 'CHECKBOX':
      return wrap(
        <>
          <input {...a11y} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <Label field={field} htmlFor={id} inline />
        </>,
        false,
      );
    case 'FILE':
      return wrap(
        <FileField {...a11y} file={isFile(value) ? value : null} validations={field.validations} onChange={onChange} onRefuse={onRefuse} />,
      );
    default:
      return wrap(
        <input
          {...a11y}
          type={BY_NAME[field.name]?.type ?? INPUT_TYPES[field.type as keyof typeof INPUT_TYPES]}
          inputMode={field.type === 'NUMBER' ? 'decimal' : BY_NAME[field.name]?.inputMode}
          autoComplete={BY_NAME[field.name]?.autoComplete ?? AUTOCOMPLETE[field.type ?? ''] ?? 'off'}
          maxLength={field.type === 'DATE' ? undefined : textMaxLength(field)}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />,
      );
  }
}
