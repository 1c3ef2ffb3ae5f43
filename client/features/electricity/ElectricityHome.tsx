import { Redirect, useSearch } from 'wouter';
import { paths } from '../../shared/paths';

/** /mis-servicios/suministro-electrico redirects to Historial de Consumos (spec 3 §2), keeping the chosen contract. */
export default function ElectricityHome() {
  const search = useSearch();
  return <Redirect to={`${paths.electricity.consumption}${search ? `?${search}` : ''}`} replace />;
}
