import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useParams, useSearch } from 'wouter';
import { formatDate, formatMoney } from '../../lib/format';
import { paths } from '../../shared/paths';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useMemo } from 'react';
import { BULK_DOCUMENT, BULK_DOWNLOAD_TOKEN } from './api';
import { detailPrefetch, documentRead } from './detail-reads';

export const prefetch = detailPrefetch((client, { location: { params, search } }) =>
  documentRead(client, params.clientCode ?? '', params.id ?? '', params.docYear ?? '', search),
);

/** /cuenta-corriente/{id}/{doc_year}/{client_cod}: a document's detail, each download only when its file exists. */
export default function DocumentPage() {
  const { id = '', docYear = '', clientCode = '' } = useParams<{ id: string; docYear: string; clientCode: string }>();
  const search = useSearch();
  const client = useApolloClient();
  // the files the account's list gave, as the prefetch named them: the same read, joined or served from the cache
  const read = useMemo(() => documentRead(client, clientCode, id, docYear, search), [client, clientCode, id, docYear, search]);
  const { data, loading, error, refetch } = useQuery(BULK_DOCUMENT, { variables: read.variables, errorPolicy: 'all' });
  const doc = data?.viewer?.bulkDocument;
  const requestToken = async () => (await client.mutate({ mutation: BULK_DOWNLOAD_TOKEN })).data?.downloadToken ?? '';
  const back = `${paths.bulk.account}?cliente=${encodeURIComponent(clientCode)}${search ? `&${search}` : ''}`;
  let body;
  if (!doc) body = loading ? <Loading /> : <LoadError onRetry={() => refetch()} message={error ? undefined : 'El documento no existe'} />;
  else {
    const rows: Array<[string, string]> = [
      ['Fecha de emisión', formatDate(doc.issueDate)],
      ['Valor', formatMoney(doc.value)],
      ['Guía de despacho', doc.dispatchGuide ?? '–'],
      ['Fecha de entrega', formatDate(doc.deliveryDate)],
      ['Cantidad', doc.quantity ?? '–'],
      ['Producto', doc.product ?? '–'],
      ['Dirección', doc.address ?? '–'],
    ];
    body = (
      <>
        <dl className="order-fields">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="order-buttons">
          {doc.guide && (
            <DownloadButton
              requestToken={requestToken}
              action={downloadUrl('/document/get')}
              fields={{ pdf_number: doc.guide.pdfNumber, class_description: doc.guide.classDescription }}
              label="Descargar guía de despacho"
            />
          )}
          {doc.document && (
            <DownloadButton
              requestToken={requestToken}
              action={downloadUrl('/document/get')}
              fields={{ pdf_number: doc.document.pdfNumber, class_description: doc.document.classDescription }}
              label="Descargar documento"
            />
          )}
        </div>
      </>
    );
  }
  return (
    <section className="page bulk-page" aria-labelledby="document-title">
      <h1 id="document-title">{doc ? `${doc.classDescription} N° ${doc.folioNumber ?? doc.docNumber}` : 'Detalle del documento'}</h1>
      <Link href={back}>Volver a Cuenta Corriente</Link>
      {body}
    </section>
  );
}
