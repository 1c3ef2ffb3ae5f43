import type { FuncionarioEditQuery } from '../../../gql/graphql';
import { formatDateTime, MISSING } from '../../../lib/format';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';

type Change = NonNullable<NonNullable<NonNullable<FuncionarioEditQuery['viewer']>['company']>['funcionarioHistory']>[number];

/** 'Historial de cambios': each change's date and time, who made it, and what it was; its failure is its own. */
export function HistoryBlock({
  changes,
  loading,
  error,
  onRetry,
}: {
  changes: readonly Change[] | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): unknown;
}) {
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Historial de cambios</h2>
      {!changes ? (
        loading ? (
          <Loading label="Cargando historial…" />
        ) : (
          <LoadError error={error} onRetry={onRetry} />
        )
      ) : changes.length === 0 ? (
        <p className="empty">Este funcionario no tiene cambios registrados.</p>
      ) : (
        <ul className="history-list">
          {changes.map((change, index) => (
            <li key={`${change.at ?? ''}-${index}`}>
              <span className="history-meta">
                <time dateTime={change.at ?? undefined}>{formatDateTime(change.at)}</time> · {change.by ?? MISSING}
              </span>
              {change.summary}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
