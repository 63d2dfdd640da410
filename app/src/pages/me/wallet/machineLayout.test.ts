import { describe, expect, it } from 'vitest';
import { createDepositMachine, createWithdrawalMachine } from '@shop/domain';
import { machineGraph } from './machineLayout';

const edge = (from: string, event: string, to: string) => expect.objectContaining({ from, event, to });

describe('the machine diagrams read the machines themselves', () => {
  it('deposit: every state, the submit service, review outcomes and retry', () => {
    const graph = machineGraph(createDepositMachine({ submit: async () => ({ id: 1 }) }));
    expect(graph.id).toBe('deposit');
    expect(graph.states.map((s) => s.key)).toEqual(['opening', 'draft', 'submitting', 'underReview', 'approved', 'failed']);
    expect(graph.states.find((s) => s.initial)?.key).toBe('opening');
    expect(graph.states.find((s) => s.key === 'approved')?.final).toBe(true);
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        edge('opening', 'always', 'draft'),
        edge('draft', 'EDIT', 'draft'),
        edge('draft', 'SUBMIT', 'submitting'),
        edge('submitting', 'done: submit', 'underReview'),
        edge('submitting', 'error: submit', 'draft'),
        edge('underReview', 'FAILED', 'failed'),
        edge('failed', 'RETRY', 'draft'),
      ]),
    );
    expect(graph.edges.find((e) => e.event === 'SUBMIT' && e.to === 'submitting')?.guarded).toBe(true);
  });

  it('withdrawal: the PIN step, its wrong and locked answers, and the missing payment password', () => {
    const graph = machineGraph(createWithdrawalMachine({ submit: async () => ({ result: 'locked' }) }));
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        edge('checkingPayPassword', 'always', 'needsPayPassword'),
        edge('needsPayPassword', 'PAY_PASSWORD_SET', 'enteringPin'),
        edge('enteringPin', 'SUBMIT_PIN', 'submitting'),
        edge('submitting', 'done: submit', 'enteringPin'),
        edge('submitting', 'done: submit', 'locked'),
        edge('locked', 'BACK', 'draft'),
      ]),
    );
    // Depth grows along the way: the form comes before the PIN, the PIN before the review.
    const depth = (key: string) => graph.states.find((s) => s.key === key)!.depth;
    expect(depth('draft')).toBeLessThan(depth('enteringPin'));
    expect(depth('enteringPin')).toBeLessThan(depth('underReview'));
  });
});
