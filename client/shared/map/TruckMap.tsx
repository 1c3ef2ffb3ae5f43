import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useConfig } from '../config';
import { Loading } from '../../ui/Loading';
import { MAP_ERROR, missingPosition, type LatLng } from './messages';

// OpenLayers is heavy: it is fetched only when a map is drawn, in its own chunk
const OlTruckMap = lazy(() => import('./OlTruckMap'));

export interface TruckMapProps {
  /** the truck's last known position; null when it could not be found */
  truck: LatLng | null;
  /** where the order goes; null when the address has no position */
  destination: LatLng | null;
}

/**
 * A truck on its way to an address (spec 2 §2, §4, §7): an OpenLayers map at zoom 14 with both markers, the
 * position messages when one is missing, and the map's own error when it cannot be drawn. Tiles come from the
 * configured tile server (MAP_TILES_URL); without one, the plan of Santiago the app ships.
 */
export function TruckMap({ truck, destination }: TruckMapProps) {
  const { links } = useConfig();
  const missing = missingPosition(truck, destination);
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
            <OlTruckMap truck={truck} destination={destination} tilesUrl={links.mapTiles ?? null} />
          </Suspense>
        </MapFailure>
      )}
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
