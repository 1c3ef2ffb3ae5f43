import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { FUNCIONARIO_EDIT } from './funcionario/api';
import { blockError, isNotFound } from './funcionario/blocks';
import { EditForm, type EditRecord } from './funcionario/EditForm';
import { HistoryBlock } from './funcionario/HistoryBlock';
import './funcionario/funcionario.css';

/**
 * /funcionarios/{id}: a funcionario's edit page (spec 3 §2, §4, §5) and its 'Historial de cambios', read in one round
 * trip where each block fails alone: the record (loading, error with Reintentar, not found), the clients, the history.
 */
export default function FuncionarioEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, loading, refetch } = useQuery(FUNCIONARIO_EDIT, {
    variables: { id },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const company = data?.viewer?.company;
  // the record the form started from stays while the page reads again (a retry, the history after a save): nothing
  // typed is lost when a later read fails
  const [record, setRecord] = useState<EditRecord | null>(null);
  const read = company?.funcionario ?? null;
  if (read && read.id !== record?.id) setRecord(read);
  const retry = useCallback(() => refetch(), [refetch]);
  const readAgain = useCallback(() => void refetch(), [refetch]);

  const back = (
    <p>
      <Link href={paths.funcionarios}>← Volver a Mis Funcionarios</Link>
    </p>
  );
  const shown = record?.id === id ? record : null;
  let body;
  if (shown)
    body = (
      <>
        <EditForm
          key={shown.id}
          record={shown}
          companies={company?.grantableCompanies}
          companiesLoading={loading}
          companiesError={blockError(error, 'grantableCompanies')}
          onRetryCompanies={retry}
          onSaved={readAgain}
        />
        <HistoryBlock
          changes={company?.funcionarioHistory}
          loading={loading}
          error={blockError(error, 'funcionarioHistory')}
          onRetry={retry}
        />
      </>
    );
  else if (loading && !read) body = <Loading />;
  else if (isNotFound(error, 'funcionario') || (!error && data && !read))
    body = (
      <div className="card" role="status">
        <p>No encontramos este funcionario entre los de tus empresas.</p>
      </div>
    );
  else body = <LoadError error={blockError(error, 'funcionario')} onRetry={retry} />;

  return (
    <section className="page funcionario-page" aria-labelledby="edit-title">
      {back}
      <h1 id="edit-title">Editar Funcionario</h1>
      {body}
    </section>
  );
}
