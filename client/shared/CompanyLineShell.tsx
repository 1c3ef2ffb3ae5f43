import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BusinessLine } from '../gql/graphql';
import { MISSING } from '../lib/format';
import { AreaShell, useAskedCode } from './AreaShell';
import { companyLineList, COMPANY_CLIENTS, type CompanyClient } from './company-clients';
import type { TabDeclaration } from './routing';
import { pickSelected } from './selected-client';

export const placeOf = (client: Pick<CompanyClient, 'address' | 'city'>) =>
  [client.address, client.city].filter(Boolean).join(', ') || MISSING;

export const companyClientLabel = (client: CompanyClient) => `${client.clientCode} – ${client.companyName} – ${placeOf(client)}`;

export interface CompanyLineShellProps {
  title: string;
  titleId: string;
  className: string;
  line: BusinessLine;
  tabs: readonly TabDeclaration[];
  /** the tab's path: its privilege filters the clients offered */
  current: string;
  /** the 'Cliente' select above the screen; a screen choosing its client itself leaves it out */
  selector?: boolean;
  selectorLabel?: string;
  /** the search parameters a change of client keeps */
  keep?: readonly string[];
  /** under every tab's screen */
  footer?: ReactNode;
  children: (clients: readonly CompanyClient[], chosen: CompanyClient) => ReactNode;
}

/**
 * A company line's area around each tab (spec 3 §2, §4, §6): the title, the tabs the flags and the chosen client's
 * privileges allow, the company's clients of the line holding the tab's privilege ('No existen clientes asociados'
 * without any) and the chosen one (?cliente=).
 */
export function CompanyLineShell({
  title,
  titleId,
  className,
  line,
  tabs,
  current,
  selector = true,
  selectorLabel = 'Cliente',
  keep,
  footer,
  children,
}: CompanyLineShellProps) {
  const { data, loading, refetch } = useQuery(COMPANY_CLIENTS, { errorPolicy: 'all' });
  const code = useAskedCode(line);
  const offered = companyLineList(line, tabs.find((t) => t.path === current)?.privilege);
  const items = data ? offered.items(data) : undefined;
  const chosen = items ? pickSelected(items, code, offered.codeOf) : undefined;
  // the tabs a client shows: its own privileges, or (a screen choosing its client) any client's
  const held = selector ? (chosen?.privileges ?? []) : [...new Set((items ?? []).flatMap((c) => c.privileges))];
  return (
    <AreaShell
      line={line}
      title={title}
      titleId={titleId}
      className={className}
      tabsLabel={`Secciones de ${title}`}
      tabs={tabs}
      privileges={held}
      current={current}
      list={{ items, loading, refetch }}
      codeOf={(c) => c.clientCode}
      empty={<p className="empty">No existen clientes asociados</p>}
      selector={selector && { label: selectorLabel, optionLabel: companyClientLabel, keep }}
    >
      {(client, clients) => (
        <>
          {children(clients, client)}
          {footer}
        </>
      )}
    </AreaShell>
  );
}
