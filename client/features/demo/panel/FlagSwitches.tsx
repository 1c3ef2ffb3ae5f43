import { useState } from 'react';
import type { DemoPanelData } from '../api';

const MAX_FILTER = 40;

/** Every feature flag as a switch; a change reaches every browser on its next read of the flags. */
export function FlagSwitches({
  flags,
  busy,
  onChange,
}: {
  flags: DemoPanelData['flags'];
  busy: boolean;
  onChange(name: string, enabled: boolean): void;
}) {
  const [filter, setFilter] = useState('');
  const shown = flags.filter((f) => f.name.includes(filter.trim().toLowerCase()));
  return (
    <>
      <label className="field demo-filter">
        Buscar módulo
        <input type="search" value={filter} maxLength={MAX_FILTER} autoComplete="off" onChange={(e) => setFilter(e.target.value)} />
      </label>
      <fieldset className="demo-flags">
        <legend className="visually-hidden">Módulos</legend>
        {shown.length === 0 && <p>Ningún módulo se llama así.</p>}
        {shown.map((flag) => (
          <label key={flag.name} className="check">
            <input type="checkbox" checked={flag.enabled} disabled={busy} onChange={(e) => onChange(flag.name, e.target.checked)} />
            <span>{flag.name}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
