import { Redirect, useParams, useSearch } from 'wouter';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { isRequestCode, preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { visibleTabs } from '../../shared/service-tabs';
import { TabBar } from '../../ui/TabBar';
import type { RequestsLine } from './lines';

/** A line's Requerimientos tab: the line's title, its tabs and the request wizard (or, with a code, its payment success). */
export function LineRequestsPage({ line }: { line: RequestsLine }) {
  const { flag } = useConfig();
  const search = useSearch();
  const { code } = useParams<{ code?: string }>();
  // the cylinder route opens with 'cilindro'; its tab has a flag of its own
  if (!flag(line.tabFlag)) return <Redirect to={paths.dashboard} replace />;
  const paid = code && isRequestCode(code) ? code.toUpperCase() : null;
  return (
    <section className="page" aria-labelledby="line-requests-title">
      <h1 id="line-requests-title">{line.title}</h1>
      <TabBar
        label={`Secciones de ${line.title}`}
        tabs={visibleTabs(line.tabs, flag).map((t) => ({ href: t.path, label: t.label }))}
        current={line.requests}
      />
      <div className="card">
        <RequestWizard line={line.line} preload={paid ? null : preloadOf(search)} code={paid} />
      </div>
    </section>
  );
}
