import { useState, type FormEvent } from 'react';
import { searchErrors, SEARCH_TERM_MAX } from '../../../machines/rules/funcionario-rules';
import { formatRut } from '../../../machines/rules/rut';
import type { FieldError } from '../../../machines/types';
import { LoadError } from '../../ui/LoadError';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { CompanyOption } from './api';
import { SEARCH_TYPES, searchNumberOf, type FuncionarioSearch } from './funcionario-search';

interface FuncionarioSearchFormProps {
  initial: FuncionarioSearch;
  /** null when the Administrador's companies could not be read: the company search says so */
  companies: readonly CompanyOption[] | null;
  /** the gateway's own refusal of the last search */
  fieldErrors: readonly FieldError[];
  onSearch: (search: FuncionarioSearch) => void;
  onRetryCompanies: () => void;
}

/**
 * Buscar por (Rut, Email, Nombre, Empresa) and BUSCAR (spec 3 §2, §5): a RUT is formatted as typed, an e-mail typed
 * as one, a company chosen from the Administrador's; types 1-3 need a term ('Debe ingresar un término de búsqueda').
 */
export function FuncionarioSearchForm({ initial, companies, fieldErrors, onSearch, onRetryCompanies }: FuncionarioSearchFormProps) {
  const [search, setSearch] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>(fieldErrors);
  const error = errors.find((e) => e.field === 'value')?.message;
  const max = SEARCH_TERM_MAX[searchNumberOf(search.type)];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchErrors(searchNumberOf(search.type), search.value);
    setErrors(found);
    if (!found.length) onSearch({ type: search.type, value: search.value.trim() });
  };
  const edit = (value: string) => {
    setErrors([]);
    setSearch({ ...search, value: search.type === 'RUT' ? formatRut(value) : value });
  };

  return (
    <form className="card company-search" onSubmit={submit} noValidate aria-label="Buscar funcionarios">
      <SelectField
        label="Buscar por"
        options={SEARCH_TYPES.map((t) => ({ value: t.type, label: t.label }))}
        value={search.type}
        onChange={(event) => {
          setErrors([]);
          setSearch({ type: event.target.value as FuncionarioSearch['type'], value: '' });
        }}
      />
      {search.type === 'COMPANY' ? (
        companies ? (
          <SelectField
            label="Empresa"
            placeholder="Todas las empresas"
            options={companies.map((c) => ({ value: c.id, label: c.name ?? c.id }))}
            value={search.value}
            error={error}
            onChange={(event) => edit(event.target.value)}
          />
        ) : (
          <LoadError message="No fue posible obtener tus empresas. Por favor intenta más tarde" onRetry={onRetryCompanies} />
        )
      ) : (
        <TextField
          label={SEARCH_TYPES.find((t) => t.type === search.type)!.label}
          type={search.type === 'EMAIL' ? 'email' : 'text'}
          inputMode={search.type === 'EMAIL' ? 'email' : 'text'}
          autoComplete="off"
          spellCheck={false}
          maxLength={max}
          value={search.value}
          error={error}
          onChange={(event) => edit(event.target.value)}
        />
      )}
      <button type="submit" className="button">
        BUSCAR
      </button>
    </form>
  );
}
