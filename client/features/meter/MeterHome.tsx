import { FirstTab } from '../../shared/FirstTab';
import { meterTabs } from '../../shared/service-tabs';

/** /mis-servicios/medidor: the first tab the flags show, keeping the menu's #showmodal (the debt modal). */
export default function MeterHome() {
  return <FirstTab tabs={meterTabs} keepHash />;
}
