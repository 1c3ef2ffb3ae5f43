// the ES module build: the CommonJS one's default export arrives as an object in the production bundle
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { DataZoomInsideComponent, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { chartOption, describe, heightFor, NARROW_WIDTH, type ConsumptionChartProps } from './option';

// only what this chart draws: the consumption screen is the one that loads this chunk (a lazy import). SVG as the
// other charts: lttb sampling leaves a few hundred points per line whatever the data, which SVG draws at once
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, DataZoomInsideComponent, DataZoomSliderComponent, SVGRenderer]);

export type { ConsumptionChartProps } from './option';

/** The box's width until it is measured (and where nothing lays out, as in happy-dom): the window's. */
const initialWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth) || 1280;

/** The width of an element, followed as it changes (a ResizeObserver where there is one; the window's resize else). */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      // a box nothing laid out yet (hidden, or happy-dom) keeps the last width instead of collapsing the chart
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure();
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return [ref, width];
}

/** Electricity consumption in kWh as a line (spec 3 §2, §9): day and night apart, the year before over it. */
export default function ConsumptionChart({ title, points, previous, split = false, headingLevel = 2 }: ConsumptionChartProps) {
  const [box, width] = useWidth<HTMLDivElement>();
  const narrow = width < NARROW_WIDTH;
  // the option changes with the data and with the layout (phone or wider), not with every pixel of a resize: a new
  // option resets the user's zoom, a new height only resizes
  const option = useMemo(
    () => chartOption({ title, points, previous, split }, narrow ? NARROW_WIDTH - 1 : NARROW_WIDTH),
    [title, points, previous, split, narrow],
  );
  const summary = useMemo(() => describe({ title, points, previous, split }), [title, points, previous, split]);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <figure className="consumption-chart" aria-labelledby={`${id}-title`} style={{ margin: 0 }}>
      <Heading
        id={`${id}-title`}
        className="consumption-chart-title"
        style={{ fontSize: narrow ? '1rem' : '1.15rem', overflowWrap: 'anywhere' }}
      >
        {title}
      </Heading>
      <div ref={box} role="img" aria-label={`Gráfico de líneas: ${title}`} aria-describedby={`${id}-summary`}>
        <ReactEChartsCore
          echarts={echarts}
          option={option}
          style={{ height: heightFor(width), width: '100%' }}
          notMerge
          lazyUpdate
          opts={{ renderer: 'svg' }}
        />
      </div>
      <figcaption id={`${id}-summary`} className="visually-hidden">
        {summary}
      </figcaption>
    </figure>
  );
}
