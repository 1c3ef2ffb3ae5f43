/**
 * The one rule every service call keeps: a person reads and changes only the services linked to their account. A
 * code that is not one of theirs, whether it exists or not, is refused with 403, so nobody learns whose it is.
 */
import { forbidden, type AuthContext } from './kit';
import { regionByCode } from './places';
import { linksOf } from './world';
import type { Address, AutogasAccount, CylinderClient, HousingClient, MeterContract, Vehicle } from './records';

export function myMeter({ world, person }: AuthContext, contract_cod: string): MeterContract {
  const meter = world.meters.find((m) => m.contract_cod === contract_cod);
  if (!meter || !linksOf(world, person.id).meter.has(meter.contract_cod)) throw forbidden('este contrato');
  return meter;
}

export function myHousing({ world, person }: AuthContext, client_cod: string): HousingClient {
  const client = world.housing.find((h) => h.client_cod === client_cod);
  if (!client || !linksOf(world, person.id).housing.has(client.client_cod)) throw forbidden('este cliente');
  return client;
}

/** A cylinder client by its client code or by its client_id (the list gives only the id, spec 2 §3). */
export function myCylinder({ world, person }: AuthContext, code: string): CylinderClient {
  const client = world.cylinders.find((c) => c.client_cod === code || String(c.client_id) === code);
  if (!client || !linksOf(world, person.id).cylinder.has(client.client_id)) throw forbidden('este cliente');
  return client;
}

export function myVehicle({ world, person }: AuthContext, patent: string): { account: AutogasAccount; vehicle: Vehicle } {
  const wanted = patent.toUpperCase();
  for (const account of world.autogas)
    for (const vehicle of account.vehicles)
      if (vehicle.patent === wanted && linksOf(world, person.id).autogas.has(vehicle.patent)) return { account, vehicle };
  throw forbidden('esta patente');
}

/** The linked services of a person, line by line. */
export function mine({ world, person }: AuthContext) {
  const links = linksOf(world, person.id);
  return {
    meters: world.meters.filter((m) => links.meter.has(m.contract_cod)),
    housing: world.housing.filter((h) => links.housing.has(h.client_cod)),
    cylinders: world.cylinders.filter((c) => links.cylinder.has(c.client_id)),
    vehicles: world.autogas.flatMap((account) =>
      account.vehicles.filter((v) => links.autogas.has(v.patent)).map((vehicle) => ({ account, vehicle })),
    ),
  };
}

/** The address as one line, as the supplier's books print it. */
export function addressLine(address: Address): string {
  const parts = [`${address.street} ${address.number}`];
  if (address.block) parts.push(`BLOCK ${address.block}`);
  if (address.dept) parts.push(`DEPTO ${address.dept}`);
  if (address.location) parts.push(address.location);
  return parts.join(', ');
}

export const regionName = (code: string): string => regionByCode(code)?.name ?? code;
