import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState } from './describe';

/** Where each box and arrow of a chart goes, laid out by ELK's layered algorithm, offline, in absolute coordinates. */

export interface Box {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Arrow {
  id: string;
  /** the ids of the transitions it draws (one arrow for all those between the same two states); none for an initial-state marker's arrow */
  transitions: string[];
  points: Array<{ x: number; y: number }>;
  /** one line per transition: `event [guard]` */
  label: { lines: string[]; x: number; y: number; width: number } | null;
}

export interface Marker {
  /** the compound state whose initial child it points at */
  parent: string;
  x: number;
  y: number;
}

export interface Layout {
  width: number;
  height: number;
  boxes: Box[];
  arrows: Arrow[];
  markers: Marker[];
}

export const TITLE_HEIGHT = 26;
export const NOTE_HEIGHT = 15;
const MARKER = 12;
export const LABEL_LINE = 14;

/** a width for text in the chart's fonts (the SVG uses a monospace font, so the estimate holds) */
export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.6);

const markerId = (parent: string) => `${parent}#initial`;

function toElkNode(state: ChartState, edges: ElkExtendedEdge[]): ElkNode {
  const header = TITLE_HEIGHT + state.notes.length * NOTE_HEIGHT;
  const contentWidth = Math.max(textWidth(state.name, 13), ...state.notes.map((note) => textWidth(note, 11))) + 24;
  if (state.children.length === 0) return { id: state.id, width: Math.max(contentWidth, 70), height: header + 8 };
  const children = state.children.map((child) => toElkNode(child, edges));
  if (state.initial) {
    children.unshift({ id: markerId(state.id), width: MARKER, height: MARKER });
    edges.push({ id: `${markerId(state.id)}:arrow`, sources: [markerId(state.id)], targets: [state.initial] });
  }
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${header + 8},left=14,bottom=14,right=14]`,
      'elk.nodeSize.minimum': `(${contentWidth}, ${header})`,
    },
    children,
  };
}

// ELK's engine (1.4 MB) runs in a worker of its own, started when the first chart is laid out: the viewer's list
// shows without it, and laying out a large machine never freezes the page
let elk: Promise<ELK> | undefined;
const layoutEngine = () =>
  (elk ??= Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
    ([{ default: Engine }, { default: workerUrl }]) => new Engine({ workerUrl }),
  ));

export async function layoutChart(chart: Chart): Promise<Layout> {
  // transitions between the same two states share one arrow, its label one line each: fewer lines to follow
  const between = new Map<string, Chart['transitions']>();
  for (const t of chart.transitions) {
    const key = `${t.source}->${t.target}`;
    between.set(key, [...(between.get(key) ?? []), t]);
  }
  const drawn = new Map<string, string[]>();
  const edges: ElkExtendedEdge[] = [...between.values()].map((group) => {
    const lines = group.map((t) => t.label);
    drawn.set(
      group[0]!.id,
      group.map((t) => t.id),
    );
    return {
      id: group[0]!.id,
      sources: [group[0]!.source],
      targets: [group[0]!.target],
      labels: [
        { text: lines.join('\n'), width: Math.max(...lines.map((line) => textWidth(line, 11))) + 6, height: lines.length * LABEL_LINE },
      ],
    };
  });
  const root = toElkNode(chart.root, edges);
  const graph: ElkNode = {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      // the states in the order the machine declares them, the initial one first
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [root],
    edges,
  };
  const laid = await (await layoutEngine()).layout(graph);

  const states = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    states.set(state.id, state);
    state.children.forEach(index);
  };
  index(chart.root);

  const boxes: Box[] = [];
  const markers: Marker[] = [];
  const arrows: Arrow[] = [];
  const walk = (node: ElkNode) => {
    const state = states.get(node.id);
    if (state) boxes.push({ state, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    else if (node.id.endsWith('#initial'))
      markers.push({ parent: node.id.slice(0, -'#initial'.length), x: (node.x ?? 0) + MARKER / 2, y: (node.y ?? 0) + MARKER / 2 });
    node.children?.forEach(walk);
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      if (!section) continue;
      const label = edge.labels?.[0];
      arrows.push({
        id: edge.id,
        transitions: drawn.get(edge.id) ?? [],
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        label: label?.text ? { lines: label.text.split('\n'), x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0 } : null,
      });
    }
  };
  walk(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, boxes, arrows, markers };
}
