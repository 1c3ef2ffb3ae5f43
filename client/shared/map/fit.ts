import type View from 'ol/View';
import { boundingExtent, buffer, containsExtent } from 'ol/extent';
import type { Coordinate } from 'ol/coordinate';
import type { Size } from 'ol/size';

/** Spec 2 §9: the map's zoom, the closest it frames the truck and the address. */
export const MAP_ZOOM = 14;

/** The room (px) kept between a marker's point and the map's edge: the markers' labels stand beside their points. */
export const MAP_PADDING = 48;

/**
 * Frames `points` (map coordinates: the truck, the address) in `view` for a map of `size` px: both in view with
 * MAP_PADDING px to spare, at zoom 14 (spec 2 §9) when they fit there, else as close as they fit. Without points
 * the view stays. `duration` animates the move (a truck re-read), 0 jumps (the first drawing).
 */
export function frame(view: View, size: Size, points: readonly Coordinate[], duration = 0): void {
  if (!points.length) return;
  const padding = Math.min(MAP_PADDING, Math.floor(Math.min(size[0]!, size[1]!) / 4));
  view.fit(boundingExtent([...points]), { size, padding: [padding, padding, padding, padding], maxZoom: MAP_ZOOM, duration });
}

/** Whether every point is in view, at least `margin` px from the map's edge (a move that keeps them so refits nothing). */
export function framed(view: View, size: Size, points: readonly Coordinate[], margin = MAP_PADDING / 2): boolean {
  const resolution = view.getResolution();
  if (!points.length || resolution === undefined) return true;
  const inner = buffer(view.calculateExtent(size), -margin * resolution);
  return containsExtent(inner, boundingExtent([...points]));
}
