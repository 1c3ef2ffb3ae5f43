import { useForm } from 'react-hook-form';
import type { DemoFaultInput, DemoFaultKind } from '../../../gql/graphql';
import { SelectField } from '../../../ui/SelectField';
import type { DemoPanelData } from '../api';
import { areaLabel, FAULT_KINDS, faultKindLabel } from './labels';

const TIMES = [
  { value: '', label: 'Todas las llamadas' },
  { value: '1', label: 'Solo la próxima llamada' },
  { value: '3', label: 'Las próximas 3 llamadas' },
];

interface FaultValues {
  kind: DemoFaultKind;
  scope: 'area' | 'path';
  area: string;
  path: string;
  /** '' for every call */
  times: string;
}

interface Props {
  panel: DemoPanelData;
  busy: boolean;
  onAdd(fault: DemoFaultInput): void;
  onRemove(index: number): void;
  onClear(): void;
}

/** Makes the backend fail for an area or one call, and lists the failures in force with a way to lift each. */
export function FaultForm({ panel, busy, onAdd, onRemove, onClear }: Props) {
  const { register, handleSubmit, watch } = useForm<FaultValues>({
    defaultValues: {
      kind: 'UNAVAILABLE',
      scope: 'area',
      area: panel.faultAreas.includes('meter') ? 'meter' : (panel.faultAreas[0] ?? ''),
      path: panel.faultPaths[0] ?? '',
      times: '',
    },
  });
  const submit = handleSubmit(({ kind, scope, area, path, times }) =>
    onAdd({ kind, ...(scope === 'area' ? { area } : { path }), ...(times ? { times: Number(times) } : {}) }),
  );

  return (
    <>
      <form className="demo-fault-form" onSubmit={(e) => void submit(e)}>
        <SelectField label="Tipo de falla" options={FAULT_KINDS.map((k) => ({ value: k.kind, label: k.label }))} {...register('kind')} />
        <fieldset className="demo-scope">
          <legend>Alcance</legend>
          <label className="check">
            <input type="radio" value="area" {...register('scope')} />
            Un área completa
          </label>
          <label className="check">
            <input type="radio" value="path" {...register('scope')} />
            Una llamada
          </label>
        </fieldset>
        {watch('scope') === 'area' ? (
          <SelectField
            label="Área"
            options={panel.faultAreas.map((name) => ({ value: name, label: areaLabel(name) }))}
            {...register('area')}
          />
        ) : (
          <SelectField label="Llamada" options={panel.faultPaths.map((name) => ({ value: name, label: name }))} {...register('path')} />
        )}
        <SelectField label="Veces" options={TIMES} {...register('times')} />
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
