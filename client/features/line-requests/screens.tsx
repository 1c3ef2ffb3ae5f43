import { useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { LineRequestsPage } from './LineRequestsPage';
import { REQUEST_LINES, type RequestsLine } from './lines';

function lineOf(location: string): RequestsLine {
  if (location.startsWith(paths.bulk.root)) return REQUEST_LINES.BULK;
  if (location.startsWith(paths.cylinder.root)) return REQUEST_LINES.CYLINDER;
  if (location.startsWith(paths.autogas.root)) return REQUEST_LINES.AUTOGAS;
  return REQUEST_LINES.METER;
}

/** The Requerimientos tab of whichever line the route is under. */
export default function LineRequestsScreen() {
  const [location] = useLocation();
  const line = lineOf(location);
  return <LineRequestsPage key={line.line} line={line} />;
}
