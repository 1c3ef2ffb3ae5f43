import { FirstTab } from '../../shared/FirstTab';
import { autogasTabs } from '../../shared/service-tabs';

/** /mis-servicios/autogas, the menu's Autogas: the first tab the flags show. */
export default function AutogasHome() {
  return <FirstTab tabs={autogasTabs} />;
}
