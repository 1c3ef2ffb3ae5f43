import { useState } from 'react';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import type { FieldValue } from '../../../machines/request-wizard.form';
import type { RequestFormOption } from '../../../machines/types';

interface Select2Props {
  id: string;
  label: string;
  options: RequestFormOption[];
  multiple: boolean;
  value: FieldValue;
  disabled: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  onChange(value: FieldValue): void;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The searchable select of the server's select2: a filter above a native list, so the keyboard and screen readers
 * work as with any select.
 */
export function Select2({ id, label, options, multiple, value, onChange, ...rest }: Select2Props) {
  const [filter, setFilter] = useState('');
  const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  // what is chosen stays listed whatever the filter, so the list never drops a choice out of sight
  const visible = filter ? options.filter((o) => chosen.includes(o.value) || fold(o.label).includes(fold(filter))) : options;

  return (
    <div className="wizard-select2">
      <input
        type="search"
        className="wizard-select2-filter"
        aria-label={`Buscar en ${label}`}
        aria-controls={id}
        placeholder="Buscar…"
        autoComplete="off"
        maxLength={MAX_LENGTH.search}
        value={filter}
        disabled={rest.disabled}
        onChange={(e) => setFilter(e.target.value)}
      />
      {multiple ? (
        <select
          {...rest}
          id={id}
          multiple
          size={Math.min(Math.max(visible.length, 2), 6)}
          value={chosen}
          onChange={(e) => {
            onChange(
              Array.from(e.target.options)
                .filter((o) => o.selected)
                .map((o) => o.value),
            );
          }}
        >
          {visible.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <select {...rest} id={id} value={chosen[0] ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">Selecciona una opción</option>
          {visible.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
      {multiple && chosen.length > 0 && (
        <p className="muted wizard-select2-chosen">
          Seleccionado: {chosen.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ')}
        </p>
      )}
      {visible.length === 0 && <p className="muted">Sin resultados</p>}
    </div>
  );
}
