import { FirstTab } from '../../shared/FirstTab';
import { bulkTabs } from '../../shared/service-tabs';

/** /mis-servicios/granel, the menu's Granel: the first tab the flags show. */
export default function BulkHome() {
  return <FirstTab tabs={bulkTabs} />;
}
