import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { formatRut } from '../../../machines/rules/rut';
import { SHELL } from '../../shared/api';
import { flashAtom } from '../../shared/flash';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { LINK_ACCOUNT, LINK_SUGGESTIONS, SEARCH_ACCOUNTS, type AddressInput, type Candidate } from './api';
import { AddressFields } from './AddressFields';
import { HelpBox } from './HelpBox';
import { lineBySlug, type LineInfo, type SearchBy } from './lines';
import { href, paths } from '../../shared/paths';

/** /adminitracion_cuentas/{service}/asociar: suggestions, a search by the line's types, the help box (spec 1 §2). */
export default function LinkPage() {
  const { service } = useParams<{ service: string }>();
  const line = lineBySlug(service);
  if (!line) return <Redirect to={paths.dashboard} replace />;
  return <LinkLineAccounts key={line.slug} line={line} />;
}

function LinkLineAccounts({ line }: { line: LineInfo }) {
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const setFlash = useSetAtom(flashAtom);
  const { data, error, refetch } = useQuery(LINK_SUGGESTIONS, { variables: { line: line.line }, fetchPolicy: 'network-only' });
  const [link, { loading: linking }] = useMutation(LINK_ACCOUNT);
  const [failure, setFailure] = useState<string | null>(null);

  const associate = async (candidate: Candidate, patent?: string) => {
    setFailure(null);
    try {
      const result = await link({
        variables: { input: { line: line.line, clientCode: candidate.clientCode, contractCode: candidate.contractCode, patents: patent ? [patent] : null } },
      });
      const answer = result.data?.linkAccount;
      if (!answer?.ok) return setFailure(answer?.message ?? 'No fue posible asociar el servicio');
      setFlash({ title: answer.message ?? 'El servicio se ha vinculado a tu cuenta correctamente', text: '', tone: 'ok' });
      // the menu and the dashboard show the new line
      await client.refetchQueries({ include: [SHELL] });
      navigate(paths.dashboard, { replace: true });
    } catch {
      setFailure('No fue posible asociar el servicio. Por favor intenta más tarde');
    }
  };

  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;

  return (
    <section className="page" aria-labelledby="link-title">
      <p>
        <Link href={href(paths.accountsLine, { service: line.slug })}>← Volver a mis servicios</Link>
      </p>
      <h1 id="link-title">Asociar cuenta de {line.label}</h1>
      {failure && <Notice title={failure} onDismiss={() => setFailure(null)} />}
      {data.linkSuggestions.length > 0 && (
        <section className="card" aria-labelledby="suggested-title">
          <h2 id="suggested-title">Servicios a tu nombre</h2>
          <Candidates line={line} candidates={data.linkSuggestions} busy={linking} onLink={associate} />
        </section>
      )}
      <Search line={line} regions={data.regions} busy={linking} onLink={associate} />
      <HelpBox line={line} regions={data.regions} />
    </section>
  );
}

function Candidates({ line, candidates, busy, onLink }: { line: LineInfo; candidates: Candidate[]; busy: boolean; onLink(c: Candidate, patent?: string): void }) {
  return (
    <ul className="account-list">
      {candidates.map((c) => (
        <li key={c.id} className="account-row">
          <div>
            <strong>N° Cliente {c.clientCode}</strong>
            <p className="muted">{line.line === 'AUTOGAS' ? c.holderName : `${c.address}, ${c.city}`}</p>
          </div>
          {line.line === 'AUTOGAS' ? (
            <div className="form-actions">
              {c.patents.map((p) =>
                p.linked ? (
                  <span key={p.patent} className="muted">
                    {p.patent} asociada
                  </span>
                ) : (
                  <button key={p.patent} type="button" className="button" disabled={busy} onClick={() => onLink(c, p.patent)}>
                    Asociar {p.patent}
                  </button>
                ),
              )}
            </div>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => onLink(c)} aria-label={`Asociar N° Cliente ${c.clientCode}`}>
              Asociar
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const emptyAddress: AddressInput = { region: '', commune: '', street: '', number: '', dept: '' };

function Search({ line, regions, busy, onLink }: { line: LineInfo; regions: import('./api').Region[]; busy: boolean; onLink(c: Candidate, patent?: string): void }) {
  const client = useApolloClient();
  const [by, setBy] = useState<SearchBy>(line.searches[0].by);
  const [value, setValue] = useState('');
  const [address, setAddress] = useState<AddressInput>(emptyAddress);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [result, setResult] = useState<{ candidates: Candidate[]; message: string | null } | null>(null);
  const [searching, setSearching] = useState(false);
  const type = line.searches.find((s) => s.by === by)!;

  const search = async () => {
    setSearching(true);
    setResult(null);
    try {
      const answer = await client.query({
        query: SEARCH_ACCOUNTS,
        variables: { line: line.line, search: by === 'ADDRESS' ? { by, address } : { by, value } },
        fetchPolicy: 'network-only',
      });
      const found = answer.data?.searchAccounts;
      if (!found) throw new Error('Sin respuesta');
      setErrors(Object.fromEntries(found.fieldErrors.map((e) => [e.field, e.message])));
      if (!found.fieldErrors.length) setResult({ candidates: found.candidates, message: found.message });
    } catch {
      setResult({ candidates: [], message: 'En este momento no es posible obtener la información. Por favor intenta más tarde' });
    } finally {
      setSearching(false);
    }
  };

  const typed = (text: string) => (by === 'RUT' ? formatRut(text) : by === 'PATENT' || by === 'METER_SERIAL' ? text.toUpperCase() : text);

  return (
    <section className="card" aria-labelledby="search-title">
      <h2 id="search-title">Buscar servicio</h2>
      <fieldset className="search-types">
        <legend className="visually-hidden">Buscar por</legend>
        {line.searches.map((s) => (
          <label key={s.by}>
            <input
              type="radio"
              name="search-by"
              checked={by === s.by}
              onChange={() => {
                setBy(s.by);
                setValue('');
                setErrors({});
                setResult(null);
              }}
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        {by === 'ADDRESS' ? (
          <AddressFields regions={regions} value={address} errors={errors} withDept={line.line === 'METER'} onChange={(v) => { setAddress(v); setErrors({}); }} />
        ) : (
          <TextField label={type.label} placeholder={type.placeholder} autoComplete="off" value={value} error={errors.value} onChange={(e) => { setValue(typed(e.target.value)); setErrors({}); }} />
        )}
        <button type="submit" className="button" disabled={searching}>
          {searching ? 'Buscando…' : 'Buscar'}
        </button>
      </form>
      {result?.message && <p className="note" role="status">{result.message}</p>}
      {result && result.candidates.length > 0 && <Candidates line={line} candidates={result.candidates} busy={busy} onLink={onLink} />}
    </section>
  );
}
