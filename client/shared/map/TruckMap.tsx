import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { useConfig } from '../config';
import { Loading } from '../../ui/Loading';
import { MAP_ERROR, missingPosition, OUTSIDE_PLAN, truckCaption, withinPlan, type LatLng } from './messages';

// OpenLayers is heavy: it is fetched only when a map is drawn, in its own chunk
const OlTruckMap = lazy(() => import('./OlTruckMap'));

export interface TruckMapProps {
  /** the truck's last known position; null when it could not be found */
  truck: LatLng | null;
  /** where the order goes; null when the address has no position */
  destination: LatLng | null;
}

/**
 * A truck on its way to an address (spec 2 §2, §4, §7): an OpenLayers map with both markers in view (at zoom 14 when
 * they fit there), a line saying how far the truck is (the map's text alternative; never its coordinates), the
 * position messages when one is missing, and the map's own error when it cannot be drawn. Tiles come from the
 * configured tile server (MAP_TILES_URL); without one, the plan of Santiago the app ships.
 */
export function TruckMap({ truck, destination }: TruckMapProps) {
  const { links } = useConfig();
  const missing = missingPosition(truck, destination);
  const caption = truckCaption(truck, destination);
  const captionId = useId();
  const tilesUrl = links.mapTiles ?? null;
  // with no tile server, a place the shipped plan does not cover is said, not left as an empty box
  const unplanned = !tilesUrl && [truck, destination].some((p) => p !== null && !withinPlan(p));
  return (
    <div className="truck-map">
      {missing && (
        <p className="truck-map-missing" role="status">
          {missing}
        </p>
      )}
      {(truck || destination) && (
        <MapFailure>
          <Suspense fallback={<Loading label="Cargando el mapa…" />}>
            <OlTruckMap truck={truck} destination={destination} tilesUrl={tilesUrl} describedBy={caption ? captionId : undefined} />
          </Suspense>
        </MapFailure>
      )}
      {caption && (
        <p id={captionId} className="truck-map-caption">
          {caption}
        </p>
      )}
      {unplanned && <p className="muted">{OUTSIDE_PLAN}</p>}
    </div>
  );
}

/** The map's chunk could not be fetched or OpenLayers failed: the spec's message instead of a broken box. */
class MapFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="load-error" role="alert">
        {MAP_ERROR}
      </p>
    ) : (
      this.props.children
    );
  }
}
