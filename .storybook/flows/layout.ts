import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { FlowModel, FlowState } from './model';

/**
 * Lays out a flow's statechart with ELK (layered, nested states kept inside their parents).
 * Storybook only: the site never imports this folder.
 */
export interface PlacedState {
  state: FlowState;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}
export interface PlacedEdge {
  id: string;
  label: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | undefined;
  /** The arrow from a compound state's start dot to its initial state. */
  initial: boolean;
}
export interface FlowLayout {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
  /** Start dots of compound states. */
  dots: { x: number; y: number }[];
}

const CHAR = 7;
const LABEL_HEIGHT = 16;
export const STATE_HEIGHT = 44;
export const HEADER = 28;

const nodeId = (path: string) => `s:${path}`;
const dotId = (path: string) => `i:${path}`;

export function edgeText(event: string, guard: string | undefined): string {
  return guard ? `${event} [${guard}]` : event;
}

function graphOf(model: FlowModel): ElkNode {
  const byPath = new Map(model.states.map((s) => [s.path, s]));
  const build = (state: FlowState): ElkNode => {
    const label = state.key || model.id;
    if (state.children.length === 0) {
      return {
        id: nodeId(state.path),
        width: Math.max(110, label.length * CHAR + 28),
        height: STATE_HEIGHT,
      };
    }
    const children = state.children.map((p) => build(byPath.get(p)!));
    if (state.initial) children.unshift({ id: dotId(state.path), width: 10, height: 10 });
    return {
      id: nodeId(state.path),
      layoutOptions: {
        'elk.padding': `[top=${HEADER + 12},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${label.length * CHAR + 40}, 60)`,
      },
      children,
    };
  };
  const root = model.states.find((s) => s.parent === null)!;
  const edges: ElkExtendedEdge[] = [];
  for (const state of model.states)
    if (state.initial)
      edges.push({
        id: `initial:${state.path}`,
        sources: [dotId(state.path)],
        targets: [nodeId(state.initial)],
      });
  for (const t of model.transitions)
    t.targets.forEach((target, i) => {
      const text = edgeText(t.label, t.guard);
      edges.push({
        id: `${t.id}>${i}`,
        sources: [nodeId(t.source)],
        targets: [nodeId(target)],
        labels: [
          {
            id: `${t.id}>${i}:label`,
            text,
            width: text.length * CHAR * 0.9 + 8,
            height: LABEL_HEIGHT,
          },
        ],
      });
    });
  return {
    id: 'graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [build(root)],
    edges,
  };
}

let elk: InstanceType<typeof ELK> | undefined;

export async function layoutFlow(model: FlowModel): Promise<FlowLayout> {
  elk ??= new ELK();
  const placed = await elk.layout(graphOf(model));
  const byPath = new Map(model.states.map((s) => [s.path, s]));
  const states: PlacedState[] = [];
  const dots: FlowLayout['dots'] = [];
  const walk = (node: ElkNode, depth: number) => {
    if (node.id.startsWith('s:')) {
      const state = byPath.get(node.id.slice(2))!;
      states.push({
        state,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
        depth,
      });
    } else if (node.id.startsWith('i:')) {
      dots.push({ x: (node.x ?? 0) + 5, y: (node.y ?? 0) + 5 });
    }
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  for (const child of placed.children ?? []) walk(child, 0);
  const edges: PlacedEdge[] = (placed.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
      : [];
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      label: label?.text ?? '',
      points,
      labelBox: label
        ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
        : undefined,
      initial: edge.id.startsWith('initial:'),
    };
  });
  return { width: placed.width ?? 0, height: placed.height ?? 0, states, edges, dots };
}
