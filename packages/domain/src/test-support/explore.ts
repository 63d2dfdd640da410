import { getAdjacencyMap } from '@xstate/graph';
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type InputFrom } from 'xstate';

/**
 * Model-based walking for the domain machines: @xstate/graph visits every snapshot reachable from
 * each input with the given events; then every event is tried in every visited snapshot. The
 * result says, per state, which events were accepted and where they led (all targets seen across
 * contexts and payloads). Events a state refuses in every snapshot do not appear under it.
 */
export type TransitionTable = Record<string, Record<string, string[]>>;

export interface Exploration {
  reached: string[];
  table: TransitionTable;
  snapshots: number;
}

const keyOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function explore<M extends AnyStateMachine>(
  machine: M,
  options: { inputs: InputFrom<M>[]; events: EventFromLogic<M>[] },
): Exploration {
  const table: Record<string, Record<string, Set<string>>> = {};
  const reached = new Set<string>();
  let snapshots = 0;
  for (const input of options.inputs) {
    const adjacency = getAdjacencyMap(machine, { input, events: options.events, limit: 50_000 });
    for (const { state } of Object.values(adjacency)) {
      const snapshot = state as AnyMachineSnapshot;
      snapshots++;
      const from = keyOf(snapshot.value);
      reached.add(from);
      const row = (table[from] ??= {});
      for (const event of options.events) {
        if (!snapshot.can(event)) continue;
        const [next] = transition(machine as AnyStateMachine, snapshot, event) as [AnyMachineSnapshot, unknown];
        (row[event.type] ??= new Set()).add(keyOf(next.value));
      }
    }
  }
  const sorted: TransitionTable = {};
  for (const state of Object.keys(table).sort()) {
    sorted[state] = {};
    for (const event of Object.keys(table[state]!).sort()) sorted[state][event] = [...table[state]![event]!].sort();
  }
  return { reached: [...reached].sort(), table: sorted, snapshots };
}

/** Normalises a hand-written expectation the way `explore` reports (sorted, empty rows kept). */
export function expectedTable(rows: Record<string, Record<string, string | string[]>>): TransitionTable {
  const out: TransitionTable = {};
  for (const state of Object.keys(rows).sort()) {
    out[state] = {};
    for (const event of Object.keys(rows[state]!).sort()) {
      const t = rows[state]![event]!;
      out[state][event] = (Array.isArray(t) ? [...t] : [t]).sort();
    }
  }
  return out;
}

/** Leaf state names the machine declares, without the transient ones that only route (`always`). */
export function declaredStates(machine: AnyStateMachine): string[] {
  return Object.entries(machine.root.states)
    .filter(([, node]) => !node.always?.length)
    .map(([name]) => name)
    .sort();
}

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;
