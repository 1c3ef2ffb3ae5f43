import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { PrivilegeId } from '../../../machines/rules/privileges';
import { MISSING } from '../../lib/format';
import { AreaShell } from '../../shared/AreaShell';
import { clientsFor, COMPANY_CLIENTS, type CompanyClient } from '../../shared/company-clients';
import { pickSelected, useSelection } from '../../shared/selected-client';
import { institutionalTabs } from '../../shared/service-tabs';
import './institutional.css';

export const INSTITUTIONAL_TITLE = 'Envasado Institucional';
/** spec 3 §9: shown in the cylinder area */
export const CONTACT_CENTER = '800 208 800';

/** The privilege a tab (or a detail of its list) needs on the client: 2001 for quotes, 2002 for the account. */
export function privilegeOfTab(current: string): PrivilegeId | undefined {
  return institutionalTabs.find((t) => t.path === current)?.privilege;
}

export const placeOf = (client: Pick<CompanyClient, 'address' | 'city'>) =>
  [client.address, client.city].filter(Boolean).join(', ') || MISSING;

export const clientLabel = (client: CompanyClient) => `${client.clientCode} – ${client.companyName} – ${placeOf(client)}`;

interface InstitutionalShellProps {
  /** the tab's path */
  current: string;
  /** the 'Cliente' select above the screen; a screen choosing its client itself (the quote's step 1) leaves it out */
  selector?: boolean;
  /** the search parameters a change of client keeps */
  keep?: readonly string[];
  children: (clients: readonly CompanyClient[], chosen: CompanyClient) => ReactNode;
}

/**
 * Envasado Institucional around each tab (spec 3 §2, §6): the title, the tabs the flags and the chosen client's
 * privileges allow, the company's line-2 clients holding the tab's privilege ('No existen clientes asociados' without
 * any) and the chosen one (?cliente=), and the contact center's number.
 */
export function InstitutionalShell({ current, selector = true, keep, children }: InstitutionalShellProps) {
  const { data, loading, refetch } = useQuery(COMPANY_CLIENTS, { errorPolicy: 'all' });
  const { code } = useSelection();
  const services = data?.viewer?.company?.services;
  const items = services && clientsFor(services, 'INSTITUTIONAL_CYLINDER', privilegeOfTab(current));
  const chosen = items ? pickSelected(items, code, (c) => c.clientCode) : undefined;
  // the tabs a client shows: its own privileges, or (choosing in the quote's step 1) any client's
  const held = selector ? (chosen?.privileges ?? []) : [...new Set((items ?? []).flatMap((c) => c.privileges))];
  return (
    <AreaShell
      title={INSTITUTIONAL_TITLE}
      titleId="institutional-title"
      className="institutional-page"
      tabsLabel={`Secciones de ${INSTITUTIONAL_TITLE}`}
      tabs={institutionalTabs}
      privileges={held}
      current={current}
      list={{ items, loading, refetch }}
      codeOf={(c) => c.clientCode}
      empty={<p className="empty">No existen clientes asociados</p>}
      selector={selector && { label: 'Cliente', optionLabel: clientLabel, keep }}
    >
      {(client, clients) => (
        <>
          {children(clients, client)}
          <p className="institutional-contact">
            ¿Dudas? Llama a nuestro Contact Center <a href={`tel:${CONTACT_CENTER.replace(/\s/g, '')}`}>{CONTACT_CENTER}</a>
          </p>
        </>
      )}
    </AreaShell>
  );
}
