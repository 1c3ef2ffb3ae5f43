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
