import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { formatDate, formatNumber, MISSING } from '../../lib/format';
import { paths } from '../../shared/paths';
import { DownloadButton, downloadUrl } from '../../ui/DownloadButton';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AUTOGAS_CONTRACT } from './api';
import { AutogasShell, withContract, type ContractVehicle } from './AutogasShell';
import { autogasTab } from './vehicle-list';
import { screenRead } from '../../shared/screen-reads';
import { manualUrl, useDownloadToken } from './download';
import { prefetchHint, useContractHint } from './contract-hint';
import './autogas.css';

const liters = (value: number | null | undefined) => (value == null ? MISSING : `${formatNumber(value, 1)} L`);

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

/** What the backend did not give shows as a dash (issue 37). */
const shown = (value: string | null | undefined) => value ?? MISSING;

// by plate: the gateway finds its contract number, which the cached list of plates hints (contract-hint.ts)
const contractRead = (patent: string, contractNumber: string | null) => screenRead(AUTOGAS_CONTRACT, { patent, contractNumber });

export const prefetch = autogasTab((vehicle, _, context) => vehicle && contractRead(vehicle.code, prefetchHint(context, vehicle.code)));

function Contract({ vehicle }: { vehicle: ContractVehicle }) {
  const { data, loading, error, refetch } = useQuery(AUTOGAS_CONTRACT, {
    variables: contractRead(vehicle.patent, useContractHint(vehicle.patent)).variables,
    errorPolicy: 'all',
  });
  const requestToken = useDownloadToken();
  const contract = data?.viewer?.autogasContract;
  if (!contract) return loading ? <Loading /> : <LoadError onRetry={error ? () => refetch() : undefined} />;
  // the download names the contract and plate the screen asked by when the answer leaves them out
  const fields = { contract_number: contract.contractNumber ?? vehicle.contractNumber, patent: contract.vehiclePatent ?? vehicle.patent };
  return (
    <div className="autogas-contract">
      <Fields
        title="Datos del contrato"
        rows={[
          ['N° de contrato', shown(contract.contractNumber)],
          ['Tipo de contrato', shown(contract.contractType)],
          ['Estado', shown(contract.contractState)],
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
          ['Código de cliente', shown(contract.clientCode)],
          ['RUT', shown(contract.rut)],
          ['Titular', shown(contract.holderName)],
          ['Dirección', shown(contract.address)],
          ['Comuna', shown(contract.commune)],
          ['Región', shown(contract.region)],
        ]}
      />
      <Fields
        title="Datos del vehículo"
        rows={[
          ['Marca', shown(contract.vehicleBrand)],
          ['Modelo', shown(contract.vehicleModel)],
          ['Patente', shown(contract.vehiclePatent)],
          ['N° de chasis', shown(contract.chassisNumber)],
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
          [
            'Porcentaje de cumplimiento',
            contract.consumedPercentage == null ? MISSING : `${formatNumber(contract.consumedPercentage, 1)} %`,
          ],
          ['Litros giftcard disponibles', liters(contract.giftcardLiters)],
        ]}
      />
      <section className="card" aria-label="Datos del kit">
        <h2>Datos del kit</h2>
        {contract.kits.length === 0 ? (
          <p className="empty">No se han encontrado registros</p>
        ) : (
          <ul className="autogas-kits">
            {contract.kits.map((kit, index) => (
              <li key={`${index}:${kit.materialCode ?? ''}`}>
                <dl className="detail-list">
                  <div>
                    <dt>Código de material</dt>
                    <dd>{shown(kit.materialCode)}</dd>
                  </div>
                  <div>
                    <dt>Descripción</dt>
                    <dd>{shown(kit.description)}</dd>
                  </div>
                </dl>
                {kit.manualId && (
                  <a className="button button-secondary" href={manualUrl(kit.manualId)} target="_blank" rel="noopener">
                    Descargar manual
                  </a>
                )}
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
  return (
    <AutogasShell current={paths.autogas.contract}>
      {(vehicle) => withContract(vehicle, (withNumber) => <Contract vehicle={withNumber} />)}
    </AutogasShell>
  );
}
