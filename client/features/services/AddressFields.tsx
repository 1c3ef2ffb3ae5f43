import { useDeferredValue, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { COMMUNE_FIRST, shouldSuggest } from '../../../machines/rules/address-rules';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { StreetField } from './StreetField';
import { STREET_SUGGESTIONS, type AddressInput, type Region } from './api';

export interface AddressFieldsProps {
  regions: Region[];
  value: AddressInput & { house?: string };
  errors: Record<string, string | undefined>;
  withDept?: boolean;
  withHouse?: boolean;
  onChange(value: AddressInput & { house?: string }): void;
}

/** Region, then commune, then the street with suggestions after more than 2 characters (uppercased), then the number. */
export function AddressFields({ regions, value, errors, withDept, withHouse, onChange }: AddressFieldsProps) {
  const region = regions.find((r) => r.code === value.region);
  const street = useDeferredValue(value.street);
  const ask = Boolean(value.commune) && shouldSuggest(street);
  const { data } = useQuery(STREET_SUGGESTIONS, { variables: { region: value.region, commune: value.commune, street }, skip: !ask });
  const suggestions = ask ? (data?.streetSuggestions ?? []).filter((s) => s !== value.street) : [];
  const [streetTried, setStreetTried] = useState(false);
  const streetError = errors.street ?? ((streetTried || value.street) && !value.commune ? COMMUNE_FIRST : undefined);

  return (
    <div className="form-grid">
      <SelectField
        label="Región"
        fieldClassName="field-wide"
        placeholder="Selecciona"
        options={regions.map((r) => ({ value: r.code, label: r.name }))}
        value={value.region}
        aria-required
        error={errors.region}
        onChange={(e) => onChange({ ...value, region: e.target.value, commune: '', street: '' })}
      />
      <SelectField
        label="Comuna"
        placeholder="Selecciona"
        options={region?.communes.map((c) => ({ value: c.name, label: c.name })) ?? []}
        value={value.commune}
        disabled={!region}
        aria-required
        error={errors.commune}
        onChange={(e) => onChange({ ...value, commune: e.target.value, street: '' })}
      />
      <StreetField
        value={value.street}
        suggestions={suggestions}
        error={streetError}
        onType={(text) => {
          // the street cannot be typed before a commune is chosen (spec 1 §5): the keystroke only says so
          if (!value.commune) {
            setStreetTried(true);
            return false;
          }
          onChange({ ...value, street: text.toUpperCase() });
          return true;
        }}
        onChoose={(street) => onChange({ ...value, street })}
      />
      <TextField
        label="Número"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_LENGTH.number}
        aria-required
        value={value.number}
        error={errors.number}
        onChange={(e) => onChange({ ...value, number: e.target.value })}
      />
      {withDept && (
        <TextField
          label="Depto."
          autoComplete="off"
          maxLength={MAX_LENGTH.dept}
          value={value.dept ?? ''}
          error={errors.dept}
          onChange={(e) => onChange({ ...value, dept: e.target.value })}
        />
      )}
      {withHouse && (
        <TextField
          label="N° de casa (opcional)"
          autoComplete="off"
          maxLength={MAX_LENGTH.dept}
          value={value.house ?? ''}
          error={errors.house}
          onChange={(e) => onChange({ ...value, house: e.target.value })}
        />
      )}
    </div>
  );
}
