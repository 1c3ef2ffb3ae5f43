import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { Link, useParams, useSearch } from 'wouter';
import { formatDate, MISSING } from '../../lib/format';
import { flashAtom } from '../../shared/flash';
import { paths } from '../../shared/paths';
import { DetailList } from '../../ui/DetailList';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AgreementSection } from './AgreementSection';
import { DOWNLOAD_TOKEN, REQUEST_DETAIL, type RequestDetailData } from './api';
import { RatingDialog } from './RatingDialog';
import './requests.css';

/** The list's address with the filters the detail was opened with (spec 1 §2: the back link keeps them). */
function backHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('sf');
  const query = params.toString();
  return `${paths.requests}${query ? `?${query}` : ''}`;
}

/** What a refusal of the request says, by its code; null for a failure worth retrying. */
function refusalOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code === 'FORBIDDEN') return 'No tienes permiso para ver este requerimiento.';
  if (extensions?.code === 'BAD_USER_INPUT' || extensions?.reason === 'NOT_FOUND') return 'El requerimiento no existe.';
  return null;
}

/** /requerimientos/{id}: one request's data, status, response, rating and agreement (spec 1 §2, §4). */
export default function RequestDetailPage() {
  const { id } = useParams<{ id: string }>();
  const search = useSearch();
  const isSalesforce = new URLSearchParams(search).get('sf') !== '0';
  const { data, loading, error, refetch } = useQuery(REQUEST_DETAIL, {
    variables: { id, isSalesforce },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const request = data?.viewer?.request;
  const back = (
    <Link href={backHref(search)} className="back-link">
      ← Volver a Mis Requerimientos
    </Link>
  );

  let body;
  if (request) body = <Detail request={request} company={data?.viewer?.kind === 'COMPANY'} />;
  else if (loading) body = <Loading label="Cargando requerimiento…" />;
  else {
    const refusal = refusalOf(error);
    body = refusal ? <p className="empty">{refusal}</p> : <LoadError onRetry={() => refetch()} />;
  }
  return (
    <section className="page request-detail" aria-labelledby="request-title">
      {back}
      <h1 id="request-title">Requerimiento N° {id}</h1>
      {body}
    </section>
  );
}

function Detail({ request, company }: { request: RequestDetailData; company: boolean }) {
  const client = useApolloClient();
  const setFlash = useSetAtom(flashAtom);
  const [rating, setRating] = useState(false);
  const requestToken = async () => {
    const result = await client.mutate({ mutation: DOWNLOAD_TOKEN });
    return result.data?.downloadToken ?? '';
  };
  const rated = (message: string | null) => {
    setRating(false);
    setFlash({ title: message ?? 'Gracias por calificar tu requerimiento', text: '', tone: 'ok' });
    void client.refetchQueries({ include: [REQUEST_DETAIL] });
  };
  const filePath = company ? '/company_user/request/file' : '/request/file';

  return (
    <>
      <div className="card">
        <DetailList
          items={[
            { label: 'Fecha', value: formatDate(request.createdAt) },
            { label: 'Servicio', value: request.lineName ?? MISSING },
            { label: 'Tipo Requerimiento', value: request.typeName ?? MISSING },
            request.patent ? { label: 'Patente', value: request.patent } : null,
            { label: 'Plazo de respuesta', value: formatDate(request.term) },
            { label: 'Estado', value: <strong>{request.status ?? MISSING}</strong> },
            request.rating !== null && {
              label: 'Calificación',
              value: (
                <span role="img" aria-label={`${request.rating} de 5 estrellas`} className="stars-static">
                  {'★'.repeat(request.rating)}
                  {'☆'.repeat(Math.max(0, 5 - request.rating))}
                </span>
              ),
            },
          ]}
        />
        {request.canRate && (
          <button type="button" className="button" onClick={() => setRating(true)}>
            Calificar
          </button>
        )}
      </div>

      {request.fields.length > 0 && (
        <section className="card" aria-labelledby="request-data-title">
          <h2 id="request-data-title">Datos del requerimiento</h2>
          <DetailList
            items={request.fields.map((field) => ({
              label: field.label,
              value: field.fileName ? (
                <DownloadButton
                  label={`Descargar ${field.fileName}`}
                  className="button button-secondary"
                  requestToken={requestToken}
                  action={downloadUrl(filePath)}
                  fields={{ request_id: request.id, is_sf: request.isSalesforce ? '1' : '0', name: field.name }}
                />
              ) : (
                (field.value ?? MISSING)
              ),
            }))}
          />
        </section>
      )}

      {/* a rejected agreement shows the response in its own section */}
      {request.response && request.agreement?.case !== 'REJECTED' && (
        <section className="card" aria-labelledby="request-response-title">
          <h2 id="request-response-title">Respuesta</h2>
          <p className="request-response">{request.response}</p>
        </section>
      )}

      {request.agreement && <AgreementSection requestId={request.id} agreement={request.agreement} />}

      {rating && <RatingDialog requestId={request.id} onClose={() => setRating(false)} onRated={rated} />}
    </>
  );
}
