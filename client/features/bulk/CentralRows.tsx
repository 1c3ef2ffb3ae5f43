import { useId, useState } from 'react';
import { formatNumber, MISSING } from '../../lib/format';

export interface CentralRow {
  id: string;
  /** the row's name: 'Central {id}' by default */
  label?: string;
  address: string | null;
  city: string | null;
  regionName: string | null;
  totalCapacity: number | null;
  tanks: ReadonlyArray<{ tankId: string; serialNumber: string | null; capacity: number | null }>;
}

const liters = (value: number | null) => (value === null ? MISSING : `${formatNumber(value)} litros`);

/** The centrals as rows that open on their tank table (spec 3 §2: "expandable rows"), each a button with aria-expanded. */
export function CentralRows({ centrals }: { centrals: readonly CentralRow[] }) {
  return (
    <ul className="central-rows">
      {centrals.map((central) => (
        <CentralItem key={central.id} central={central} />
      ))}
    </ul>
  );
}

function CentralItem({ central }: { central: CentralRow }) {
  const [open, setOpen] = useState(false);
  const tanksId = useId();
  const place = [central.address, central.city, central.regionName].filter(Boolean).join(', ') || MISSING;
  return (
    <li>
      <button type="button" className="central-toggle" aria-expanded={open} aria-controls={tanksId} onClick={() => setOpen(!open)}>
        {/* a mark drawn in CSS would be read as part of the button's name */}
        <span className="central-mark" aria-hidden="true">
          ▸
        </span>
        <span className="central-name">{central.label ?? `Central ${central.id}`}</span>
        <span className="central-place">{place}</span>
        <span className="central-capacity">Capacidad total: {liters(central.totalCapacity)}</span>
      </button>
      <div id={tanksId} hidden={!open}>
        {central.tanks.length ? (
          <table className="tank-table">
            <caption className="visually-hidden">Tanques de {central.label ?? `la central ${central.id}`}</caption>
            <thead>
              <tr>
                <th scope="col">Tanque</th>
                <th scope="col">N° de serie</th>
                <th scope="col" className="numeric">
                  Capacidad (litros)
                </th>
              </tr>
            </thead>
            <tbody>
              {central.tanks.map((tank) => (
                <tr key={tank.tankId}>
                  <td>{tank.tankId}</td>
                  <td>{tank.serialNumber ?? MISSING}</td>
                  <td className="numeric">{formatNumber(tank.capacity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="empty">Esta central no tiene tanques registrados</p>
        )}
      </div>
    </li>
  );
}
