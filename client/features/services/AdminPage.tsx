import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { SHELL } from '../../shared/api';
import { useConfig } from '../../shared/config';
import { flashAtom } from '../../shared/flash';
import { MISSING } from '../../lib/format';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { TabBar } from '../../ui/TabBar';
import { useBlockRetry } from '../../shared/block-retry';
import { LINKED_ACCOUNTS, LINKED_LINE, UNLINK_ACCOUNT, type LinkedAccounts } from './api';
import { LINES, lineBySlug, type LineInfo } from './lines';
import { href, paths } from '../../shared/paths';
import './services.css';

type Services = NonNullable<NonNullable<LinkedAccounts['viewer']>['services']>;

interface Row {
  key: string;
  title: string;
  detail: string;
  /** null: the backend did not name what to unlink it by; the row shows, without 'Desvincular' */
  unlink: { clientCode: string; contractCode: string | null; clientId: number | null; patent: string | null } | null;
}

/** Parts of a line of text, a dash for each the backend did not give (issue 37). */
const shown = (value: string | null | undefined) => (value && value.trim() ? value : MISSING);

/** The rows of a line; null when its list could not be read. */
function rowsOf(line: LineInfo, services: Services): Row[] | null {
  if (line.line === 'AUTOGAS') {
    return (
      services.autogas?.map((v) => ({
        key: v.id,
        title: `Patente ${v.patent}`,
        detail: `Contrato ${shown(v.contractNumber)} · Cliente ${shown(v.clientCode)}`,
        unlink: v.clientCode ? { clientCode: v.clientCode, contractCode: null, clientId: v.clientId, patent: v.patent } : null,
      })) ?? null
    );
  }
  const list = line.line === 'METER' ? services.meter : line.line === 'BULK' ? services.bulk : services.cylinder;
  return (
    list?.map((a) => ({
      key: a.id,
      title: `N° Cliente ${a.clientCode}`,
      detail: `${shown(a.address)}, ${shown(a.city)}`,
      unlink: { clientCode: a.clientCode, contractCode: a.contractCode, clientId: a.clientId, patent: null },
    })) ?? null
  );
}

/** /adminitracion_cuentas and /adminitracion_cuentas/{service}: the linked accounts of each line (spec 1 §2, §4). */
export default function AdminPage() {
  const { service } = useParams<{ service?: string }>();
  const { flag } = useConfig();
  // each line is a block: one that could not be read comes back null beside the others
  const { data, error, refetch } = useQuery(LINKED_ACCOUNTS, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const retryLine = useBlockRetry(LINKED_LINE);
  const services = data?.viewer?.services;
  if (!services) return error ? <LoadError onRetry={() => refetch()} /> : <Loading />;

  const count = (l: LineInfo) => rowsOf(l, services)?.length ?? null;
  // tabs: the lines with their flag on and data, or whose list failed (it may hold accounts)
  const tabs = LINES.filter((l) => flag(l.flag) && count(l) !== 0);
  const line = lineBySlug(service);
  if (!line || !flag(line.flag)) {
    // on entry, or a line whose module is off: the first line on with data, in the order medidor, granel,
    // cilindro, autogas; none with data: the first that failed, then the first line on; none on: home
    const on = LINES.filter((l) => flag(l.flag));
    const first = (on.find((l) => (count(l) ?? 0) > 0) ?? on.find((l) => count(l) === null) ?? on[0])?.slug;
    return <Redirect to={first ? href(paths.accountsLine, { service: first }) : paths.dashboard} replace />;
  }
  const retry = () => retryLine(line.line.toLowerCase() as Lowercase<LineInfo['line']>);
  return <AccountList line={line} tabs={tabs} rows={rowsOf(line, services)} onRetry={retry} />;
}

function AccountList({
  line,
  tabs,
  rows,
  onRetry,
}: {
  line: LineInfo;
  tabs: LineInfo[];
  rows: Row[] | null;
  onRetry: () => Promise<unknown>;
}) {
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const setFlash = useSetAtom(flashAtom);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [unlink, { loading }] = useMutation(UNLINK_ACCOUNT);

  const confirm = async (row: Row) => {
    setFailure(null);
    try {
      if (!row.unlink) return;
      const result = await unlink({ variables: { input: { line: line.line, ...row.unlink } } });
      const answer = result.data?.unlinkAccount;
      if (!answer?.ok) throw new Error(answer?.message ?? 'No fue posible desvincular el servicio');
      setConfirming(null);
      const unlinked =
        line.line === 'AUTOGAS'
          ? 'La patente se ha desvinculado de tu cuenta correctamente'
          : 'El servicio se ha desvinculado de tu cuenta correctamente';
      setFlash({ title: answer.message ?? unlinked, text: '', tone: 'ok' });
      const refreshed = await client.query({ query: LINKED_ACCOUNTS, fetchPolicy: 'network-only', errorPolicy: 'all' });
      await client.refetchQueries({ include: [SHELL] });
      // a list that could not be read again may still hold accounts: the screen stays and shows its error
      const services = refreshed.data?.viewer?.services;
      const left = services ? (rowsOf(line, services)?.length ?? null) : 0;
      if (left === 0) navigate(line.line === 'AUTOGAS' ? paths.root : paths.dashboard, { replace: true });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'No fue posible desvincular el servicio');
    }
  };

  return (
    <section className="page" aria-labelledby="admin-title">
      <h1 id="admin-title">Administrar mis servicios</h1>
      {tabs.length > 0 && (
        <TabBar
          label="Líneas de servicio"
          tabs={tabs.map((t) => ({ href: href(paths.accountsLine, { service: t.slug }), label: t.label }))}
          current={href(paths.accountsLine, { service: line.slug })}
        />
      )}
      <div className="section-head">
        <h2>{line.label}</h2>
        <Link href={href(paths.accountsLink, { service: line.slug })} className="button">
          Asociar Cuenta
        </Link>
      </div>
      {failure && <Notice title={failure} onDismiss={() => setFailure(null)} />}
      {!rows ? (
        <LoadError onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <p className="empty">No tienes cuentas de {line.label} asociadas.</p>
      ) : (
        <ul className="account-list">
          {rows.map((row) => (
            <li key={row.key} className="card account-row">
              <div>
                <strong>{row.title}</strong>
                <p className="muted">{row.detail}</p>
              </div>
              {row.unlink && (
                <button type="button" className="button button-secondary" onClick={() => setConfirming(row)}>
                  Desvincular
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <Modal
          title="Desvincular servicio"
          size="small"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                Cancelar
              </button>
              <button type="button" className="button" disabled={loading} onClick={() => void confirm(confirming)}>
                {loading ? 'Desvinculando…' : 'Aceptar'}
              </button>
            </>
          }
        >
          <p>¿Seguro que quieres desvincular {confirming.title} de tu cuenta?</p>
        </Modal>
      )}
    </section>
  );
}
