import { Redirect } from 'wouter';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { meterTabs, visibleTabs } from '../../shared/service-tabs';

/** /mis-servicios/medidor: the first tab the flags show, keeping the menu's #showmodal (the debt modal). */
export default function MeterHome() {
  const { flag } = useConfig();
  const first = visibleTabs(meterTabs, flag)[0]?.path ?? paths.dashboard;
  return <Redirect to={`${first}${window.location.hash}`} replace />;
}
