
import { machineGraph, type AnyStateMachine, type GraphEdge } from './machineLayout';
import * as styles from './MachineDiagram.css';

const BOX_W = 132;
const BOX_H = 36;
const COL_GAP = 24;
const ROW_GAP = 56;
const PAD = 24;
/** Room on the right for the transitions that go back up. */
const BACK_LANE = 110;

/**
 * A state machine drawn from its own definition (`machineGraph`): states in rows by how far they
 * are from the start (top to bottom, so it reads on a phone) (initial state tinted blue, final states green with a thick border),
 * each transition an arrow named by its event (a guarded one ends in "?"), transitions that go
 * back drawn dashed in the accent, and all of them listed in a table under the drawing. Machine
 * identifiers are code, not copy: they are shown as the machine names them.
 */
export function MachineDiagram({ machine, title }: { machine: AnyStateMachine; title: string }) {
  const graph = machineGraph(machine);
  const rows = new Map<number, string[]>();
  for (const state of graph.states) rows.set(state.depth, [...(rows.get(state.depth) ?? []), state.key]);
  const widest = Math.max(...[...rows.values()].map((keys) => keys.length));
  const position = new Map<string, { x: number; y: number }>();
  for (const [depth, keys] of rows) {
    // Each row centred over the widest one.
    const offset = ((widest - keys.length) * (BOX_W + COL_GAP)) / 2;
    keys.forEach((key, column) => position.set(key, { x: PAD + offset + column * (BOX_W + COL_GAP), y: PAD + 20 + depth * (BOX_H + ROW_GAP) }));
  }
  const width = PAD * 2 + widest * (BOX_W + COL_GAP) - COL_GAP + BACK_LANE;
  const height = PAD * 2 + 20 + (Math.max(...rows.keys()) + 1) * (BOX_H + ROW_GAP) - ROW_GAP;
  const lane = width - BACK_LANE + 10;

  // Edges between the same two states share one arrow; their events are listed on it.
  const grouped = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) grouped.set(`${edge.from}>${edge.to}`, [...(grouped.get(`${edge.from}>${edge.to}`) ?? []), edge]);
  const depthOf = new Map(graph.states.map((s) => [s.key, s.depth]));
  const label = (edges: GraphEdge[]) => [...new Set(edges.map((e) => `${e.event}${e.guarded ? '?' : ''}`))].join(', ');
  let backIndex = 0;

  return (
    <figure className={styles.figure} aria-label={title}>
      <div className={styles.scroller}>
        <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
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
              const x = a.x + BOX_W;
              const y = a.y + BOX_H / 2;
              return (
                <g key={id}>
                  <path className={styles.edge} d={`M${x},${y - 8} C${x + 26},${y - 22} ${x + 26},${y + 22} ${x},${y + 8}`} markerEnd={`url(#${graph.id}-arrow)`} />
                  <text className={styles.edgeText} x={a.x + BOX_W / 2} y={a.y - 6} textAnchor="middle">
                    {text}
                  </text>
                </g>
              );
            }
            const back = depthOf.get(to)! <= depthOf.get(from)!;
            if (back) {
              // Back up the right-hand lane, each on its own track.
              const track = lane + (backIndex++ % 4) * 8;
              const x1 = a.x + BOX_W;
              const y1 = a.y + BOX_H / 2 + 6;
              const x2 = b.x + BOX_W;
              const y2 = b.y + BOX_H / 2 - 6;
              return (
                <g key={id}>
                  <path className={styles.backEdge} d={`M${x1},${y1} H${track} V${y2} H${x2 + 2}`} markerEnd={`url(#${graph.id}-arrow)`} />
                  <text className={styles.edgeText} x={track + 4} y={(y1 + y2) / 2} textAnchor="start">
                    {text}
                  </text>
                </g>
              );
            }
            const x1 = a.x + BOX_W / 2;
            const y1 = a.y + BOX_H;
            const x2 = b.x + BOX_W / 2;
            const y2 = b.y;
            return (
              <g key={id}>
                <path className={styles.edge} d={`M${x1},${y1} C${x1},${y1 + 30} ${x2},${y2 - 30} ${x2},${y2 - 2}`} markerEnd={`url(#${graph.id}-arrow)`} />
                <text className={styles.edgeText} x={(x1 + x2) / 2 + 4} y={(y1 + y2) / 2 + 4} textAnchor="start">
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
