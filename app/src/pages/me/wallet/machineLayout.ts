import { toDirectedGraph } from '@xstate/graph';

/** What the diagram reads of a machine: its id and its root state node. */
export type AnyStateMachine = { id: string; root: unknown };

/**
 * A machine's states and transitions as the diagram lays them out: the graph comes from the machine
 * definition itself (`@xstate/graph`), so the diagram a designer sees in Storybook is the machine
 * the screens run, never a copy; this module adds the columns (depth from the initial state).
 */
export interface GraphState {
  key: string;
  final: boolean;
  initial: boolean;
  /** Column in a left-to-right drawing: the most forward steps from the initial state. */
  depth: number;
}

export interface GraphEdge {
  from: string;
  /** The target; the source itself for a transition that only updates the context. */
  to: string;
  /** The event: `EDIT`, `always` for an eventless step, `done: submit` / `error: submit` for an invoked service. */
  event: string;
  guarded: boolean;
}

export interface MachineGraph {
  id: string;
  states: GraphState[];
  edges: GraphEdge[];
}

interface TransitionLike {
  target?: readonly { key: string }[] | undefined;
  guard?: unknown;
}

const eventName = (type: string) => {
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return invoked ? `${invoked[1]}: ${invoked[2]}` : type;
};

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const graph = toDirectedGraph(machine as unknown as Parameters<typeof toDirectedGraph>[0]);
  const root = graph.stateNode;
  const nodes = graph.children.map((child) => child.stateNode);
  const edges: GraphEdge[] = [];
  for (const child of graph.children) {
    const node = child.stateNode;
    // @xstate/graph draws evented transitions; eventless ones (`always`) are the node's own.
    for (const definition of (node.always ?? []) as readonly TransitionLike[]) {
      const targets = definition.target?.length ? definition.target.map((t) => t.key) : [node.key];
      for (const to of targets) edges.push({ from: node.key, to, event: 'always', guarded: definition.guard !== undefined });
    }
    for (const edge of child.edges) {
      edges.push({ from: node.key, to: edge.target.key, event: eventName(edge.label.text), guarded: edge.transition.guard !== undefined });
    }
  }

  // Columns: the longest way from the initial state along forward transitions (a transition back
  // to a state on the current path, such as RETRY or a wrong PIN, is drawn as a loop back).
  const initial = root.initial?.target[0]?.key ?? nodes[0]!.key;
  const forward: GraphEdge[] = [];
  const onPath = new Set<string>();
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (key: string) => {
    seen.add(key);
    onPath.add(key);
    // The unguarded way first: the path a draft takes when nothing is special.
    const out = edges.filter((e) => e.from === key && e.to !== key).sort((a, b) => Number(a.guarded) - Number(b.guarded));
    for (const edge of out) {
      if (onPath.has(edge.to)) continue;
      forward.push(edge);
      if (!seen.has(edge.to)) visit(edge.to);
    }
    onPath.delete(key);
    order.unshift(key);
  };
  visit(initial);
  const depth = new Map<string, number>([[initial, 0]]);
  for (const key of order) {
    for (const edge of forward.filter((e) => e.from === key)) {
      depth.set(edge.to, Math.max(depth.get(edge.to) ?? 0, (depth.get(key) ?? 0) + 1));
    }
  }
  return {
    id: (machine as unknown as { id: string }).id,
    states: nodes.map((node) => ({
      key: node.key,
      final: node.type === 'final',
      initial: node.key === initial,
      depth: depth.get(node.key) ?? 0,
    })),
    edges,
  };
}
