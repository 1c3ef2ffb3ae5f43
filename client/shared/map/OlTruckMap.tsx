import { useEffect, useRef } from 'react';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import GeoJSON from 'ol/format/GeoJSON';
import LineString from 'ol/geom/LineString';
import type { FeatureLike } from 'ol/Feature';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style, Text } from 'ol/style';
import 'ol/ol.css';
import basemap from './santiago-basemap.json';
import { frame, framed, MAP_ZOOM } from './fit';
import type { LatLng } from './messages';

const toMap = (point: LatLng) => fromLonLat([point.lng, point.lat]);

const land = new Style({ fill: new Fill({ color: '#f2efe6' }) });
const park = new Style({ fill: new Fill({ color: '#cfe5c3' }) });
const river = new Style({ stroke: new Stroke({ color: '#8fbfe0', width: 4 }) });
const way = new Style({ stroke: new Stroke({ color: '#0b5cad', width: 3, lineDash: [8, 8] }) });
const streetCasing = new Style({ stroke: new Stroke({ color: '#c9c2b3', width: 6 }), zIndex: 1 });

/** The plan the app ships (main avenues, the Mapocho, parks, communes): drawn when no tile server is set, and under its tiles. */
function basemapStyle(feature: FeatureLike, resolution: number): Style | Style[] {
  const name = String(feature.get('name') ?? '');
  switch (feature.get('kind')) {
    case 'land':
      return land;
    case 'park':
      return park;
    case 'river':
      return river;
    case 'street':
      return [
        streetCasing,
        new Style({
          stroke: new Stroke({ color: '#ffffff', width: 4 }),
          zIndex: 2,
          text:
            resolution < 20
              ? new Text({ text: name, placement: 'line', font: '12px sans-serif', fill: new Fill({ color: '#555' }) })
              : undefined,
        }),
      ];
    default:
      return new Style({
        zIndex: 3,
        text: new Text({
          text: name.toUpperCase(),
          font: '600 12px sans-serif',
          fill: new Fill({ color: '#7a6f5d' }),
          stroke: new Stroke({ color: '#f2efe6', width: 3 }),
        }),
      });
  }
}

function marker(className: string, label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `map-marker ${className}`;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.textContent = label;
  return element;
}

/** The OpenLayers map itself; loaded lazily by TruckMap, which owns the messages. */
export default function OlTruckMap({
  truck,
  destination,
  tilesUrl,
  describedBy,
}: {
  truck: LatLng | null;
  destination: LatLng | null;
  tilesUrl: string | null;
  /** the id of the text that says in words what the map shows */
  describedBy?: string;
}) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: OlMap; truck: Overlay; destination: Overlay; way: Feature<LineString>; framed: boolean } | null>(null);

  useEffect(() => {
    const vector = new VectorLayer({
      source: new VectorSource({ features: new GeoJSON().readFeatures(basemap, { featureProjection: 'EPSG:3857' }) }),
      style: basemapStyle,
      declutter: true,
    });
    // a dashed line from the truck to the address: the way between them
    const wayFeature = new Feature<LineString>();
    const wayLayer = new VectorLayer({ source: new VectorSource({ features: [wayFeature] }), style: way });
    const tiles = tilesUrl ? [new TileLayer({ source: new XYZ({ url: tilesUrl, crossOrigin: 'anonymous' }) })] : [];
    const layers = [vector, ...tiles, wayLayer];
    const truckMarker = new Overlay({ element: marker('map-marker-truck', 'Camión'), positioning: 'bottom-center', stopEvent: false });
    // the address's label hangs below its point and the truck's stands above its own: as the truck arrives they stack
    const destinationMarker = new Overlay({
      element: marker('map-marker-destination', 'Dirección'),
      positioning: 'top-center',
      stopEvent: false,
    });
    const instance = new OlMap({
      target: target.current!,
      layers,
      overlays: [destinationMarker, truckMarker],
      view: new View({ zoom: MAP_ZOOM, center: toMap(truck ?? destination!) }),
    });
    map.current = { map: instance, truck: truckMarker, destination: destinationMarker, way: wayFeature, framed: false };
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
    // the map is built once per tile source; the positions below move its markers
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tilesUrl]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    current.truck.setPosition(truck ? toMap(truck) : undefined);
    current.destination.setPosition(destination ? toMap(destination) : undefined);
    current.way.setGeometry(truck && destination ? new LineString([toMap(truck), toMap(destination)]) : undefined);
    const element = current.truck.getElement();
    if (element && truck) element.dataset.position = `${truck.lat.toFixed(6)},${truck.lng.toFixed(6)}`;
    // the truck and the address both in view (spec 2 §2), at zoom 14 when they fit there: framed when the map first
    // has its size, and again whenever a re-read leaves one of them out of sight (a move the user made stays otherwise)
    const points = [truck, destination].filter((p): p is LatLng => p !== null).map(toMap);
    const drawn = current.map;
    const place = (duration: number) => {
      const size = drawn.getSize();
      if (!size || !size[0] || !size[1]) return false;
      const view = drawn.getView();
      if (!current.framed || !framed(view, size, points)) frame(view, size, points, current.framed ? duration : 0);
      current.framed = true;
      return true;
    };
    if (place(300)) return;
    // not laid out yet (a hidden box): framed once it has a size
    const later = () => {
      if (place(0)) drawn.un('change:size', later);
    };
    drawn.on('change:size', later);
    return () => drawn.un('change:size', later);
  }, [truck, destination]);

  return (
    <div
      ref={target}
      className="truck-map-canvas"
      role="region"
      aria-label="Mapa del camión y la dirección"
      aria-describedby={describedBy}
    />
  );
}
