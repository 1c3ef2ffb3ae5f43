import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { useSetAtom } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import {
  linkMachine,
  type AccountSearch,
  type LinkInput,
  type LinkLine,
  type LinkRequest,
  type SearchResult,
} from '../../../machines/link.machine';
import { searchValueMax } from '../../../machines/rules/limits';
import { formatRut } from '../../../machines/rules/rut';
import type { SubmitResult } from '../../../machines/types';
import { mutationActor, queryActor } from '../../lib/mutation-actor';
import { SHELL } from '../../shared/api';
import { useConfig } from '../../shared/config';
import { flashAtom } from '../../shared/flash';
import { href, paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { LINK_ACCOUNT, LINK_SUGGESTIONS, SEARCH_ACCOUNTS, type AddressInput, type Candidate, type Region } from './api';
import { AddressFields } from './AddressFields';
import { CandidateList, type AmountEntry } from './CandidateList';
import { HelpBox } from './HelpBox';
import { lineBySlug, type LineInfo, type SearchBy } from './lines';
import './services.css';

/** /adminitracion_cuentas/{service}/asociar: suggestions, a search by the line's types, the help box (spec 1 §2). */
export default function LinkPage() {
  const { service } = useParams<{ service: string }>();
  const { flag } = useConfig();
  const line = lineBySlug(service);
  // an unknown line, or one whose module is off, is not linked here (DESIGN.md, "Feature flags")
  if (!line || !flag(line.flag)) return <Redirect to={paths.dashboard} replace />;
  return <LinkLineAccounts key={line.slug} line={line} />;
}

function LinkLineAccounts({ line }: { line: LineInfo }) {
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const setFlash = useSetAtom(flashAtom);
  // the suggestions and the regions are blocks of their own: without them the screen still searches (errors come with the data)
  const { data, error, refetch } = useQuery(LINK_SUGGESTIONS, {
    variables: { line: line.line },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  // which list the chosen candidate was linked from: the amount field shows in that one
  const [chosenFrom, setChosenFrom] = useState<'suggested' | 'found'>('found');
  const logic = useMemo(
    () =>
      linkMachine.provide({
        actors: {
          search: queryActor(
            client,
            SEARCH_ACCOUNTS,
            (input: { line: LinkLine; search: AccountSearch }) => input,
            (answer): SearchResult => answer.searchAccounts,
          ),
          link: mutationActor(
            client,
            LINK_ACCOUNT,
            (input: LinkRequest) => ({ input }),
            (answer): SubmitResult => answer.linkAccount,
          ),
        },
      }),
    [client],
  );
  const [firstSearch, ...otherSearches] = line.searches;
  const searches: LinkInput['searches'] = [firstSearch.by, ...otherSearches.map((s) => s.by)];
  const [snapshot, send] = useMachine(logic, { input: { line: line.line, searches } });
  const linkedMessage = snapshot.status === 'done' ? snapshot.output.message : null;

  useEffect(() => {
    if (!linkedMessage) return;
    setFlash({ title: linkedMessage, text: '', tone: 'ok' });
    // the menu and the dashboard show the new line
    // home either way: a menu that could not be read again shows its own error there
    const home = () => navigate(paths.dashboard, { replace: true });
    void client.refetchQueries({ include: [SHELL] }).then(home, home);
  }, [linkedMessage, client, navigate, setFlash]);

  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;

  // an account the backend sent without its client code has nothing to be linked by (issue 37), but a cylinder found by
  // its address, which is linked by that address (spec 1 §7)
  const byAddress = line.line === 'CYLINDER' && snapshot.context.search?.by === 'ADDRESS';
  const canLink = (candidate: Candidate, patent?: string) =>
    (candidate.clientCode !== null || byAddress) && snapshot.can({ type: 'candidate.choose', candidate, patent });
  const onLink = (candidate: Candidate, patent?: string) => {
    send({ type: 'candidate.choose', candidate, patent });
    send({ type: 'link.confirm' });
  };
  const { failure, chosen } = snapshot.context;
  const amount: AmountEntry | null =
    snapshot.matches({ ready: 'amount' }) && chosen
      ? {
          candidateId: chosen.candidate.id,
          text: snapshot.context.amountText,
          error: snapshot.context.amountError,
          onEdit: (value) => send({ type: 'amount.edit', value }),
          onSubmit: () => send({ type: 'amount.submit' }),
        }
      : null;
  const linkFrom = (list: 'suggested' | 'found') => (candidate: Candidate, patent?: string) => {
    setChosenFrom(list);
    onLink(candidate, patent);
  };
  const regions = data.regions ?? null;
  const regionsFailed = <LoadError message={REGIONS_UNREAD} error={error} onRetry={() => refetch()} />;

  return (
    <section className="page" aria-labelledby="link-title">
      <p>
        <Link href={href(paths.accountsLine, { service: line.slug })}>← Volver a mis servicios</Link>
      </p>
      <h1 id="link-title">Asociar cuenta de {line.label}</h1>
      {failure && <Notice title={failure} onDismiss={() => send({ type: 'notice.dismiss' })} />}
      {data.linkSuggestions === null ? (
        <section className="card" aria-labelledby="suggested-title">
          <h2 id="suggested-title">Servicios a tu nombre</h2>
          <LoadError error={error} onRetry={() => refetch()} />
        </section>
      ) : (
        data.linkSuggestions.length > 0 && (
          <section className="card" aria-labelledby="suggested-title">
            <h2 id="suggested-title">Servicios a tu nombre</h2>
            <CandidateList
              line={line}
              candidates={data.linkSuggestions}
              canLink={canLink}
              onLink={linkFrom('suggested')}
              amount={chosenFrom === 'suggested' ? amount : null}
            />
          </section>
        )
      )}
      <section className="card" aria-labelledby="search-title">
        <h2 id="search-title">Buscar servicio</h2>
        <SearchForm
          line={line}
          regions={regions}
          regionsFailed={regionsFailed}
          by={snapshot.context.by}
          searching={snapshot.matches('searching')}
          errors={Object.fromEntries(snapshot.context.fieldErrors.map((e) => [e.field, e.message]))}
          onSelect={(by) => send({ type: 'search.select', by })}
          onEdit={(field) => send({ type: 'field.edit', field })}
          onSearch={(values) => send({ type: 'search.submit', ...values })}
        />
        {snapshot.matches('ready') && snapshot.context.search && (
          <>
            {snapshot.context.message && (
              <p className="note" role="status">
                {snapshot.context.message}
              </p>
            )}
            <CandidateList
              line={line}
              candidates={snapshot.context.candidates}
              canLink={canLink}
              onLink={linkFrom('found')}
              amount={chosenFrom === 'found' ? amount : null}
            />
          </>
        )}
      </section>
      <HelpBox line={line} regions={regions} regionsFailed={regionsFailed} />
    </section>
  );
}

interface SearchValues {
  value: string;
  address: AddressInput;
}

const EMPTY: SearchValues = { value: '', address: { region: '', commune: '', street: '', number: '', dept: '' } };

/** the address search and the help form without the regions: the rest of the screen works */
const REGIONS_UNREAD = 'En este momento no es posible obtener las regiones y comunas. Por favor intenta más tarde';

interface SearchFormProps {
  line: LineInfo;
  /** null when they could not be read: the address search shows `regionsFailed` instead */
  regions: Region[] | null;
  regionsFailed: ReactNode;
  by: SearchBy;
  searching: boolean;
  errors: Record<string, string | undefined>;
  onSelect(by: SearchBy): void;
  onEdit(field: string): void;
  onSearch(values: SearchValues): void;
}

/** The search types of the line and the fields of the one chosen; what was typed stays when a search fails. */
function SearchForm({ line, regions, regionsFailed, by, searching, errors, onSelect, onEdit, onSearch }: SearchFormProps) {
  const { control, handleSubmit, setValue } = useForm<SearchValues>({ defaultValues: EMPTY });
  const type = line.searches.find((s) => s.by === by) ?? line.searches[0];
  const typed = (text: string) => (by === 'RUT' ? formatRut(text) : by === 'PATENT' || by === 'METER_SERIAL' ? text.toUpperCase() : text);

  return (
    <>
      <fieldset className="search-types">
        <legend className="visually-hidden">Buscar por</legend>
        {line.searches.map((s) => (
          <label key={s.by}>
            <input
              type="radio"
              name="search-by"
              checked={by === s.by}
              onChange={() => {
                setValue('value', '');
                onSelect(s.by);
              }}
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      {by === 'ADDRESS' && !regions ? (
        regionsFailed
      ) : (
        <form className="form" noValidate onSubmit={(e) => void handleSubmit(onSearch)(e)}>
          {by === 'ADDRESS' && regions ? (
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <AddressFields
                  regions={regions}
                  value={field.value}
                  errors={errors}
                  withDept={line.line === 'METER'}
                  onChange={(address) => {
                    field.onChange(address);
                    for (const name of ['region', 'commune', 'street', 'number']) onEdit(name);
                  }}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name="value"
              render={({ field }) => (
                <TextField
                  label={type?.label ?? ''}
                  placeholder={type?.placeholder}
                  autoComplete="off"
                  maxLength={searchValueMax(by)}
                  aria-required
                  value={field.value}
                  error={errors.value}
                  onChange={(e) => {
                    field.onChange(typed(e.target.value));
                    onEdit('value');
                  }}
                />
              )}
            />
          )}
          <button type="submit" className="button" disabled={searching}>
            {searching ? 'Buscando…' : 'Buscar'}
          </button>
        </form>
      )}
    </>
  );
}
