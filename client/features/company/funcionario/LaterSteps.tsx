import type { FuncionarioData } from '../../../../machines/funcionario-wizard.machine';
import { privilegeNames, type ClientGrants } from '../../../../machines/rules/funcionario-rules';
import { DetailList } from '../../../ui/DetailList';
import { ClientsBlock, heldNames, lineLabel, type ClientsBlockProps, type GrantableCompanyRow } from './ClientsTable';

/** Step 3: the clients per company with their privileges; going on needs one privilege at least. */
export function ClientsStep({ grantError, onSubmit, ...block }: ClientsBlockProps & { grantError: string | null; onSubmit(): void }) {
  return (
    <div className="card">
      <h2 tabIndex={-1}>Clientes habilitados</h2>
      <p className="muted">Habilita los clientes de cada empresa con los privilegios del funcionario.</p>
      <ClientsBlock {...block} />
      <div className="form-actions">
        <button type="button" className="button" aria-describedby={grantError ? 'grant-error' : undefined} onClick={onSubmit}>
          Siguiente
        </button>
        {grantError && (
          <span id="grant-error" className="field-error" role="alert">
            {grantError}
          </span>
        )}
      </div>
    </div>
  );
}

interface GrantedRow {
  id: string;
  label: string;
  company: string | null;
  privileges: string;
}

/** Each client granted, named from the companies read; a client they no longer list keeps its number and the table's names. */
function grantedRows(grants: ClientGrants, companies: readonly GrantableCompanyRow[] | null | undefined): GrantedRow[] {
  return Object.entries(grants).map(([id, privileges]) => {
    for (const company of companies ?? []) {
      const client = company.clients.find((c) => c.id === id);
      if (client)
        return {
          id,
          label: `${client.clientCode ?? id} · ${lineLabel(client.line)}`,
          company: company.name,
          privileges: heldNames(client, privileges),
        };
    }
    return { id, label: id, company: null, privileges: privilegeNames(privileges) };
  });
}

export interface SummaryStepProps {
  rut: string;
  values: FuncionarioData;
  grants: ClientGrants;
  companies: readonly GrantableCompanyRow[] | null | undefined;
  saving: boolean;
  onSave(): void;
}

/** Step 4: what will be saved, then Guardar. */
export function SummaryStep({ rut, values, grants, companies, saving, onSave }: SummaryStepProps) {
  return (
    <div className="card" aria-busy={saving}>
      <h2 tabIndex={-1}>Resumen</h2>
      <DetailList
        label="Datos del funcionario"
        items={[
          { label: 'RUT', value: rut },
          { label: 'Nombre', value: values.name },
          { label: 'Apellido', value: values.lastName },
          { label: 'Email', value: values.email },
          { label: 'Teléfono', value: values.phone },
        ]}
      />
      <h3>Clientes y privilegios</h3>
      <ul className="grant-summary">
        {grantedRows(grants, companies).map((row) => (
          <li key={row.id}>
            <strong>{row.label}</strong>
            {row.company && <span className="muted"> ({row.company})</span>}
            <br />
            {row.privileges}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button" disabled={saving} onClick={onSave}>
          {saving ? 'Guardando…' : 'Guardar'}
        </button>
      </div>
    </div>
  );
}
