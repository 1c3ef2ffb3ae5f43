import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useParams, useSearch } from 'wouter';
import { formatDate, formatMoney } from '../../lib/format';
import { paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { INSTITUTIONAL_DOCUMENT, INSTITUTIONAL_DOWNLOAD_TOKEN, type DocumentDetail } from './api';
import { InstitutionalShell } from './InstitutionalShell';
import { institutionalTab } from './institutional-list';
import { screenRead } from '../../shared/screen-reads';

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** The detail's rows, each only when the backend gave it (spec 3 §2). */
export function documentRows(doc: DocumentDetail): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Fecha de emisión', doc.issueDate && formatDate(doc.issueDate)],
    ['Valor', doc.value === null || doc.value === undefined ? null : formatMoney(doc.value)],
    ['Guía de despacho', doc.dispatchGuide],
    ['Fecha de entrega', doc.deliveryDate && formatDate(doc.deliveryDate)],
    ['Cantidad', doc.quantity],
    ['Producto', doc.product],
    ['Dirección', doc.address],
  ];
  return rows.filter((row): row is [string, string] => !blank(row[1]));
}

type DocumentParams = { docNumber?: string; docYear?: string; clientCode?: string };
const documentRead = ({ docNumber = '', docYear = '', clientCode = '' }: DocumentParams) =>
  screenRead(INSTITUTIONAL_DOCUMENT, { clientCode, docNumber, docYear });

/** The document beside the company's clients, not after them: the path names it whole. */
export const prefetch = institutionalTab(paths.institutional.account, (_, { params }) => documentRead(params));

/** /mis-servicios/cilindro/detalle-documento/{doc_number}/{doc_year}/{client_code}: a current-account document. */
export default function DocumentPage() {
  return (
    <InstitutionalShell current={paths.institutional.account} selector={false}>
      {() => <Document />}
    </InstitutionalShell>
  );
}

function Document() {
  const params = useParams<DocumentParams>();
  const { docNumber = '', clientCode = '' } = params;
  const search = useSearch();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(INSTITUTIONAL_DOCUMENT, {
    variables: documentRead(params).variables,
    errorPolicy: 'all',
  });
  const doc = data?.viewer?.institutionalDocument;
  const requestToken = async () => (await client.mutate({ mutation: INSTITUTIONAL_DOWNLOAD_TOKEN })).data?.downloadToken ?? '';
  // back to the list as it was: the client and the period
  const back = withSelection(`${paths.institutional.account}${search ? `?${search}` : ''}`, clientCode);
  const files = doc && [
    doc.guide && { file: doc.guide, label: 'Descargar guía de despacho' },
    doc.document && { file: doc.document, label: 'Descargar documento' },
  ];
  return (
    <article className="institutional-document" aria-labelledby="document-title">
      <Link href={back} className="back-link">
        Volver a Cuenta Corriente
      </Link>
      <h2 id="document-title">{`Documento N° ${doc?.folioNumber ?? docNumber}`}</h2>
      {!doc ? (
        loading ? (
          <Loading />
        ) : (
          <LoadError onRetry={() => refetch()} error={error} message={error ? undefined : 'El documento no existe'} />
        )
      ) : (
        <>
          {doc.classDescription && <p className="muted">{doc.classDescription}</p>}
          <dl className="order-fields">
            {documentRows(doc).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="order-buttons">
            {files?.map(
              (entry) =>
                entry && (
                  <DownloadButton
                    key={entry.label}
                    requestToken={requestToken}
                    action={downloadUrl('/document/get')}
                    fields={{ pdf_number: entry.file.pdfNumber, class_description: entry.file.classDescription }}
                    label={entry.label}
                  />
                ),
            )}
          </div>
        </>
      )}
    </article>
  );
}
