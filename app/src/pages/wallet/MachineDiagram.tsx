
import { machineGraph, type AnyStateMachine, type GraphEdge } from './machineGraph';
import * as styles from './MachineDiagram.css';

const BOX_W = 150;
const BOX_H = 40;
const COL_GAP = 90;
const ROW_GAP = 70;
const PAD = 40;

/**
 * A state machine drawn from its own definition (`machineGraph`): states in columns by how far
 * they are from the start (initial state tinted blue, final states green with a thick border),
 * each transition an arrow named by its event (a guarded one ends in "?"), transitions that go
 * back drawn dashed in the accent, and all of them listed in a table under the drawing. Machine
 * identifiers are code, not copy: they are shown as the machine names them.
 */
export function MachineDiagram({ machine, title }: { machine: AnyStateMachine; title: string }) {
  const graph = machineGraph(machine);
  const columns = new Map<number, string[]>();
  for (const state of graph.states) columns.set(state.depth, [...(columns.get(state.depth) ?? []), state.key]);
  const position = new Map<string, { x: number; y: number }>();
  for (const [depth, keys] of columns) {
    keys.forEach((key, row) => position.set(key, { x: PAD + depth * (BOX_W + COL_GAP), y: PAD + row * (BOX_H + ROW_GAP) }));
  }
  const width = PAD * 2 + (Math.max(...columns.keys()) + 1) * (BOX_W + COL_GAP) - COL_GAP;
  const height = PAD * 2 + Math.max(...[...columns.values()].map((keys) => keys.length)) * (BOX_H + ROW_GAP) - ROW_GAP + 60;

  // Edges between the same two states share one arrow; their events are listed on it.
  const grouped = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) grouped.set(`${edge.from}>${edge.to}`, [...(grouped.get(`${edge.from}>${edge.to}`) ?? []), edge]);
  const depthOf = new Map(graph.states.map((s) => [s.key, s.depth]));
  const label = (edges: GraphEdge[]) => [...new Set(edges.map((e) => `${e.event}${e.guarded ? '?' : ''}`))].join(', ');

  return (
    <figure className={styles.figure} aria-label={title}>
      <div className={styles.scroller}>
        <svg className={styles.svg} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
          <defs>
            <marker id={`${graph.id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
            </marker>
          </defs>
          {[...grouped.entries()].map(([id, edges]) => {
            const { from, to } = edges[0]!;
            const a = position.get(from)!;
            const b = position.get(to)!;
            const text = label(edges);
            if (from === to) {
              const x = a.x + BOX_W / 2;
              const y = a.y;
              return (
                <g key={id}>
                  <path className={styles.edge} d={`M${x - 20},${y} C${x - 30},${y - 40} ${x + 30},${y - 40} ${x + 20},${y}`} markerEnd={`url(#${graph.id}-arrow)`} />
                  <text className={styles.edgeText} x={x} y={y - 34} textAnchor="middle">
                    {text}
                  </text>
                </g>
              );
            }
            const back = depthOf.get(to)! <= depthOf.get(from)!;
            const x1 = back ? a.x + BOX_W / 2 : a.x + BOX_W;
            const y1 = back ? a.y + BOX_H : a.y + BOX_H / 2;
            const x2 = back ? b.x + BOX_W / 2 : b.x;
            const y2 = back ? b.y + BOX_H : b.y + BOX_H / 2;
            const sag = back ? Math.max(a.y, b.y) + BOX_H + 45 : 0;
            const d = back ? `M${x1},${y1} C${x1},${sag} ${x2},${sag} ${x2},${y2}` : `M${x1},${y1} L${x2},${y2}`;
            const mx = (x1 + x2) / 2;
            const my = back ? sag - 8 : (y1 + y2) / 2 - 6;
            return (
              <g key={id} color="currentColor">
                <path className={back ? styles.backEdge : styles.edge} d={d} markerEnd={`url(#${graph.id}-arrow)`} />
                <text className={styles.edgeText} x={mx} y={my} textAnchor="middle">
                  {text}
                </text>
              </g>
            );
          })}
          {graph.states.map((state) => {
            const { x, y } = position.get(state.key)!;
            const box = state.initial ? styles.initialBox : state.final ? styles.finalBox : styles.stateBox;
            return (
              <g key={state.key} data-state={state.key}>
                <rect className={box} x={x} y={y} width={BOX_W} height={BOX_H} rx={8} />
                <text className={styles.stateText} x={x + BOX_W / 2} y={y + BOX_H / 2 + 4} textAnchor="middle">
                  {state.key}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className={styles.table}>
        <tbody>
          {graph.edges.map((edge, index) => (
            <tr key={index} data-edge={`${edge.from} ${edge.event} ${edge.to}`}>
              <td className={styles.cell}>{edge.from}</td>
              <td className={styles.cell}>{`${edge.event}${edge.guarded ? '?' : ''}`}</td>
              <td className={styles.cell}>{edge.to}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
