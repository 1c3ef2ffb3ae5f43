import { gatewayError, type BackendClient } from '../backend/client';
import { lengthErrors } from '../../machines/rules/limits';
import { mapAutogasVehicles } from '../mappers/services';
import { askWithGuess } from './guessed-call';
import { listRows } from './services';

const LIST_PATH = '/bussines_line/autogas/list';

/** As the backend says a plate is not the caller's (a 403 of its own, gateway/backend/client.ts). */
export const NOT_YOUR_PLATE = 'No tienes permiso para ver esta información';
/** As Contrato and Mantenciones-asistencias say it when the plates' list leaves the number out (issue 37). */
export const NO_CONTRACT_NUMBER = 'No fue posible obtener el número de contrato de esta patente';

/**
 * The contract number of one of the viewer's plates, as the plates' list gives it (the same read as the area's list
 * of plates: a session's reads are shared, gateway/backend/session-reads.ts). A plate that is not the viewer's is
 * refused; one whose number the list leaves out fails the block with the screens' own words.
 */
async function contractNumberOf(backend: BackendClient, patent: string): Promise<string> {
  const plate = patent.trim().toUpperCase();
  const vehicle = mapAutogasVehicles(listRows(await backend.call(LIST_PATH, {}), LIST_PATH)).find((v) => v.patent === plate);
  if (!vehicle) throw gatewayError('FORBIDDEN', NOT_YOUR_PLATE);
  if (!vehicle.contractNumber) throw gatewayError('BACKEND_UNAVAILABLE', NO_CONTRACT_NUMBER);
  return vehicle.contractNumber;
}

/**
 * `ask` about the plate's contract (Contrato, Mantenciones-asistencias and a maintenance's detail ask by plate and
 * contract number, spec 2 §2). The screens know the plate alone when opened by a URL; with the contract number the
 * client holds (`hint`, from the plates' list it has cached) the call is made beside the lookup of the number, one
 * backend latency instead of two (issue 44), and answered only when the lookup agrees: a wrong or another person's
 * number is asked again with the plate's own, and the guessed call's answer or refusal is dropped.
 */
export function askByContract<T>(
  backend: BackendClient,
  patent: string,
  hint: string | null | undefined,
  ask: (contractNumber: string) => Promise<T>,
): Promise<T> {
  const guess = hint?.trim() || null;
  const usable = guess !== null && !lengthErrors({ contract_number: guess }).length ? guess : null;
  return askWithGuess(usable, contractNumberOf(backend, patent), ask);
}
