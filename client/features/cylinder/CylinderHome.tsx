import { FirstTab } from '../../shared/FirstTab';
import { cylinderTabs } from '../../shared/service-tabs';

/** /mis-servicios/cilindro, the menu's Cilindro: the first tab the flags show. */
export default function CylinderHome() {
  return <FirstTab tabs={cylinderTabs} />;
}
