import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '../../lib/format';
import { paths } from '../../shared/paths';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AUTOGAS_CONTRACT } from './api';
import { AutogasShell, type Vehicle } from './AutogasShell';
import { manualUrl, useDownloadToken } from './download';
import './autogas.css';

const liters = (value: number | null | undefined) => (value == null ? '–' : `${formatNumber(value, 1)} L`);

function Fields({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <section className="card autogas-fields" aria-label={title}>
      <h2>{title}</h2>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Contract({ vehicle }: { vehicle: Vehicle }) {
  const { data, loading, error, refetch } = useQuery(AUTOGAS_CONTRACT, {
    variables: { patent: vehicle.patent, contractNumber: vehicle.contractNumber },
    errorPolicy: 'all',
  });
  const requestToken = useDownloadToken();
  const contract = data?.viewer?.autogasContract;
  if (!contract) return loading ? <Loading /> : <LoadError onRetry={error ? () => refetch() : undefined} />;
  const fields = { contract_number: contract.contractNumber, patent: contract.vehiclePatent };
  return (
    <div className="autogas-contract">
      <Fields
        title="Datos del contrato"
        rows={[
          ['N° de contrato', contract.contractNumber],
          ['Tipo de contrato', contract.contractType],
          ['Estado', contract.contractState],
          ['Fecha de inicio', formatDate(contract.startDate)],
          ['Fecha de término', formatDate(contract.endDate)],
          ['Meses transcurridos', formatNumber(contract.monthsElapsed)],
          ['Meses restantes', formatNumber(contract.monthsLeft)],
          [
            'Documentos',
            <span className="autogas-downloads">
              {contract.downloads.includes('CONTRACT') && (
                <DownloadButton
                  requestToken={requestToken}
                  action={downloadUrl('/autogas/contract/download')}
                  fields={{ ...fields, type: 'CONTRACT' }}
                  label="Descargar contrato"
                />
              )}
              {contract.downloads.includes('CIA') && (
                <DownloadButton
                  requestToken={requestToken}
                  action={downloadUrl('/autogas/contract/download')}
                  fields={{ ...fields, type: 'CIA' }}
                  label="Descargar certificado de adaptación"
                />
              )}
            </span>,
          ],
        ]}
      />
      <Fields
        title="Datos del cliente"
        rows={[
          ['Código de cliente', contract.clientCode],
          ['RUT', contract.rut],
          ['Titular', contract.holderName],
          ['Dirección', contract.address],
          ['Comuna', contract.commune],
          ['Región', contract.region],
        ]}
      />
      <Fields
        title="Datos del vehículo"
        rows={[
          ['Marca', contract.vehicleBrand],
          ['Modelo', contract.vehicleModel],
          ['Patente', contract.vehiclePatent],
          ['N° de chasis', contract.chassisNumber],
        ]}
      />
      <Fields
        title="Datos de consumo"
        rows={[
          ['Total meses', formatNumber(contract.durationMonths)],
          ['Meta mensual', liters(contract.monthlyGoal)],
          ['Total contrato', liters(contract.totalExpected)],
          ['Total consumido', liters(contract.totalConsumed)],
          ['Promedio mensual', liters(contract.monthlyAverage)],
          ['Porcentaje de cumplimiento', contract.consumedPercentage == null ? '–' : `${formatNumber(contract.consumedPercentage, 1)} %`],
          ['Litros giftcard disponibles', liters(contract.giftcardLiters)],
        ]}
      />
      <section className="card" aria-label="Datos del kit">
        <h2>Datos del kit</h2>
        {contract.kits.length === 0 ? (
          <p className="empty">No se han encontrado registros</p>
        ) : (
          <ul className="autogas-kits">
            {contract.kits.map((kit) => (
              <li key={kit.materialCode}>
                <dl className="detail-list">
                  <div>
                    <dt>Código de material</dt>
                    <dd>{kit.materialCode}</dd>
                  </div>
                  <div>
                    <dt>Descripción</dt>
                    <dd>{kit.description}</dd>
                  </div>
                </dl>
                <a className="button button-secondary" href={manualUrl(kit.manualId)} target="_blank" rel="noopener">
                  Descargar manual
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Contrato (spec 2 §2): contract, client, vehicle, consumption and kit data, the downloads and the giftcard litres. */
export default function ContractPage() {
  return <AutogasShell current={paths.autogas.contract}>{(vehicle) => <Contract vehicle={vehicle} />}</AutogasShell>;
}
