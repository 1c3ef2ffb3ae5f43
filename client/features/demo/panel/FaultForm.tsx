import { useState, type FormEvent } from 'react';
import type { DemoFaultInput, DemoFaultKind } from '../../../gql/graphql';
import type { DemoPanelData } from '../api';
import { areaLabel, FAULT_KINDS, faultKindLabel } from './labels';

const TIMES = [
  { value: '', label: 'Todas las llamadas' },
  { value: '1', label: 'Solo la próxima llamada' },
  { value: '3', label: 'Las próximas 3 llamadas' },
];

interface Props {
  panel: DemoPanelData;
  busy: boolean;
  onAdd(fault: DemoFaultInput): void;
  onRemove(index: number): void;
  onClear(): void;
}

/** Makes the backend fail for an area or one call, and lists the failures in force with a way to lift each. */
export function FaultForm({ panel, busy, onAdd, onRemove, onClear }: Props) {
  const [kind, setKind] = useState<DemoFaultKind>('UNAVAILABLE');
  const [scope, setScope] = useState<'area' | 'path'>('area');
  const [area, setArea] = useState(panel.faultAreas.includes('meter') ? 'meter' : (panel.faultAreas[0] ?? ''));
  const [path, setPath] = useState(panel.faultPaths[0] ?? '');
  const [times, setTimes] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ kind, ...(scope === 'area' ? { area } : { path }), ...(times ? { times: Number(times) } : {}) });
  };

  return (
    <>
      <form className="demo-fault-form" onSubmit={submit}>
        <label className="field">
          Tipo de falla
          <select value={kind} onChange={(e) => setKind(e.target.value as DemoFaultKind)}>
            {FAULT_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="demo-scope">
          <legend>Alcance</legend>
          <label className="check">
            <input type="radio" name="scope" checked={scope === 'area'} onChange={() => setScope('area')} />
            Un área completa
          </label>
          <label className="check">
            <input type="radio" name="scope" checked={scope === 'path'} onChange={() => setScope('path')} />
            Una llamada
          </label>
        </fieldset>
        {scope === 'area' ? (
          <label className="field">
            Área
            <select value={area} onChange={(e) => setArea(e.target.value)}>
              {panel.faultAreas.map((name) => (
                <option key={name} value={name}>
                  {areaLabel(name)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="field">
            Llamada
            <select value={path} onChange={(e) => setPath(e.target.value)}>
              {panel.faultPaths.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          Veces
          <select value={times} onChange={(e) => setTimes(e.target.value)}>
            {TIMES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            Agregar falla
          </button>
        </div>
      </form>
      <h3>Fallas activas</h3>
      {panel.faults.length === 0 ? (
        <p className="empty">No hay fallas activas: el servicio responde normalmente.</p>
      ) : (
        <>
          <ul className="demo-faults">
            {panel.faults.map((fault, index) => {
              const where = fault.area ? `Área ${areaLabel(fault.area)}` : `Llamada ${fault.path ?? ''}`;
              const count =
                fault.times === null ? 'todas las llamadas' : `${fault.times} ${fault.times === 1 ? 'llamada' : 'llamadas'} más`;
              return (
                // a fault has no id: its place in the list is what the gateway removes by
                <li key={index}>
                  <span>
                    <strong>{faultKindLabel(fault.kind)}</strong> · {where} · {count}
                  </span>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => onRemove(index)}
                    aria-label={`Quitar ${faultKindLabel(fault.kind)} en ${where}`}
                  >
                    Quitar
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="button button-secondary" disabled={busy} onClick={onClear}>
            Quitar todas las fallas
          </button>
        </>
      )}
    </>
  );
}
