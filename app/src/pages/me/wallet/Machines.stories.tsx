import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createDepositMachine, createWithdrawalMachine } from '@shop/domain';
import { storyT } from '../../../storybook/storyT';
import { MachineDiagram } from './MachineDiagram';
import { machineGraph } from './machineLayout';

/**
 * The wallet's flows as the domain machines define them, drawn from the machines themselves (see
 * machineGraph.ts): the deposit screen and the withdrawal screen run exactly these. Docs only:
 * no data, no screen.
 */
const meta = {
  title: 'Machines/Wallet',
  component: MachineDiagram,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

const deposit = createDepositMachine({ submit: async () => ({ id: 0 }) });
const withdrawal = createWithdrawalMachine({ submit: async () => ({ result: 'locked' }) });

/** Every transition of the machine is one row of the table, and every state one box of the drawing. */
const drawsAll = async (canvasElement: HTMLElement, machine: typeof deposit | typeof withdrawal) => {
  const graph = machineGraph(machine);
  await expect(canvasElement.querySelectorAll('[data-state]')).toHaveLength(graph.states.length);
  await expect(canvasElement.querySelectorAll('[data-edge]')).toHaveLength(graph.edges.length);
};

export const Deposit: Story = {
  args: { machine: deposit, title: '' },
  render: (args, context) => <MachineDiagram machine={args.machine} title={storyT(context)('routes.deposit')} />,
  play: async (context) => {
    await drawsAll(context.canvasElement, deposit);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('img', { name: storyT(context)('routes.deposit') })).toBeInTheDocument();
    await expect(context.canvasElement.querySelector('[data-edge="failed RETRY draft"]')).not.toBeNull();
  },
};

export const Withdrawal: Story = {
  args: { machine: withdrawal, title: '' },
  render: (args, context) => <MachineDiagram machine={args.machine} title={storyT(context)('routes.withdrawal')} />,
  play: async (context) => {
    await drawsAll(context.canvasElement, withdrawal);
    await expect(context.canvasElement.querySelector('[data-edge="enteringPin SUBMIT_PIN? submitting"]')).toBeNull();
    await expect(context.canvasElement.querySelector('[data-edge="enteringPin SUBMIT_PIN submitting"]')).not.toBeNull();
  },
};
