/** Spec 2 §8: what the truck map says when a position is missing or the map cannot be drawn. */
export const TRUCK_NOT_FOUND = 'No se ha podido encontrar la posición del camión';
export const ADDRESS_NOT_FOUND = 'No se ha podido encontrar la posición de la dirección';
export const BOTH_NOT_FOUND = 'No se ha podido encontrar la posición del camión ni de la dirección';
export const MAP_ERROR = 'Error al cargar el mapa, por favor intente más tarde';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Which of the three position messages applies, or none when both points are known. */
export function missingPosition(truck: LatLng | null, destination: LatLng | null): string | null {
  if (!truck && !destination) return BOTH_NOT_FOUND;
  if (!truck) return TRUCK_NOT_FOUND;
  if (!destination) return ADDRESS_NOT_FOUND;
  return null;
}

/** The distance (m) between two points along the earth's surface. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const TRUCK_ARRIVING = 'El camión está llegando a la dirección de entrega';
export const TRUCK_ON_ITS_WAY = 'El camión va en camino';

/**
 * What the map shows, in words a customer reads (and the map's text alternative): how far the truck is from the
 * address in a straight line, in km with one decimal, or m by fifties under one km; without the address's position,
 * that it is on its way; without the truck's, nothing (the map says it was not found).
 */
export function truckCaption(truck: LatLng | null, destination: LatLng | null): string | null {
  if (!truck) return null;
  if (!destination) return TRUCK_ON_ITS_WAY;
  const meters = distanceMeters(truck, destination);
  if (meters < 100) return TRUCK_ARRIVING;
  const fifties = Math.round(meters / 50) * 50;
  const distance = fifties < 1000 ? `${fifties} m` : `${(meters / 1000).toFixed(1).replace('.', ',')} km`;
  return `El camión está a ${distance} de la dirección de entrega`;
}

/** The area the plan the app ships draws (santiago-basemap.json's land): beyond it, with no tile server, no streets. */
const PLAN = { west: -70.82, east: -70.48, south: -33.6, north: -33.3 };

export const OUTSIDE_PLAN = 'Este mapa solo dibuja las calles de Santiago: el camión y la dirección se ven sobre un fondo liso.';

/** Whether a point lies where the shipped plan draws streets. */
export const withinPlan = (point: LatLng): boolean =>
  point.lng >= PLAN.west && point.lng <= PLAN.east && point.lat >= PLAN.south && point.lat <= PLAN.north;
