import { useCallback, useState } from 'react';
import type { PrivilegesPopupOutput } from '../../../../machines/privileges-popup.machine';
import type { ClientGrants } from '../../../../machines/rules/funcionario-rules';
import type { BusinessLine } from '../../../gql/graphql';
import { MISSING } from '../../../lib/format';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { Table } from '../../../ui/Table';
import { PrivilegesPopup, type PrivilegeChoice } from './PrivilegesPopup';

export interface GrantableClientRow {
  id: string;
  clientCode: string | null;
  line: BusinessLine | null;
  privileges: readonly PrivilegeChoice[];
}

export interface GrantableCompanyRow {
  id: string;
  name: string | null;
  rut: string | null;
  clients: readonly GrantableClientRow[];
}

const LINE_LABEL: Partial<Record<BusinessLine, string>> = {
  INDUSTRIAL_BULK: 'Granel Industrial',
  INSTITUTIONAL_CYLINDER: 'Envasado Institucional',
  ELECTRICITY: 'Suministro Eléctrico',
};

export const lineLabel = (line: BusinessLine | null) => (line && LINE_LABEL[line]) || MISSING;

/** The names of the privileges held, in the client's own order ('Telemetría, Cuenta corriente'). */
export function heldNames(client: GrantableClientRow, held: readonly number[] | undefined): string {
  return client.privileges
    .filter((p) => held?.includes(p.id))
    .map((p) => p.name)
    .join(', ');
}

export interface ClientsBlockProps {
  /** null: not read (an error, or still loading) */
  companies: readonly GrantableCompanyRow[] | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): unknown;
  grants: ClientGrants;
  onGrant(clientId: string, privileges: number[]): void;
}

/**
 * The companies and their clients (wizard step 3, the edit page), each client with the privileges held and a button
 * that opens its privileges popup: Habilitar for a client without privileges, Administrar for one with them. A list
 * that could not be read shows its own retry; the rest of the screen stays.
 */
export function ClientsBlock({ companies, loading, error, onRetry, grants, onGrant }: ClientsBlockProps) {
  const [open, setOpen] = useState<GrantableClientRow | null>(null);
  const close = useCallback(
    (output: PrivilegesPopupOutput) => {
      setOpen(null);
      if (output.privileges) onGrant(output.clientId, output.privileges);
    },
    [onGrant],
  );
  if (!companies) return loading ? <Loading label="Cargando clientes…" /> : <LoadError error={error} onRetry={onRetry} />;
  if (companies.length === 0) return <p className="empty">No hay empresas con clientes a los que otorgar privilegios.</p>;
  return (
    <div className="grant-companies">
      {companies.map((company) => (
        <section key={company.id} className="grant-company" aria-labelledby={`company-${company.id}`}>
          <h3 id={`company-${company.id}`}>
            {company.name ?? MISSING} <span className="muted">{company.rut ?? ''}</span>
          </h3>
          <Table
            caption={`Clientes de ${company.name ?? 'la empresa'}`}
            hideCaption
            rows={company.clients}
            rowKey={(client) => client.id}
            emptyText="Esta empresa no tiene clientes."
            columns={[
              { key: 'code', header: 'N° Cliente', render: (client) => client.clientCode ?? MISSING },
              { key: 'line', header: 'Servicio', render: (client) => lineLabel(client.line) },
              {
                key: 'privileges',
                header: 'Privilegios',
                render: (client) => heldNames(client, grants[client.id]) || <span className="muted">Sin privilegios</span>,
              },
              {
                key: 'action',
                header: 'Acción',
                render: (client) => {
                  const has = (grants[client.id]?.length ?? 0) > 0;
                  return (
                    <button
                      type="button"
                      className={has ? 'button button-secondary' : 'button'}
                      aria-label={`${has ? 'Administrar' : 'Habilitar'} cliente ${client.clientCode ?? client.id}`}
                      onClick={() => setOpen(client)}
                    >
                      {has ? 'Administrar' : 'Habilitar'}
                    </button>
                  );
                },
              },
            ]}
          />
        </section>
      ))}
      {open && (
        <PrivilegesPopup
          clientId={open.id}
          clientLabel={open.clientCode ?? open.id}
          privileges={open.privileges}
          selected={grants[open.id] ?? []}
          onClose={close}
        />
      )}
    </div>
  );
}
