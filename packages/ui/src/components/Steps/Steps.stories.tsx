import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Steps, type StepsProps } from './Steps';

/**
 * Order progress: placed, paid, shipped, delivered. Finished steps carry a tick (and say
 * "completed" to screen readers); the current one has `aria-current="step"`.
 */
const meta = {
  title: 'Kit/Steps',
  component: Steps,
  args: { current: 2, items: [], label: '', doneLabel: '' },
  argTypes: { current: { control: { type: 'range', min: 0, max: 4 } }, items: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 12, background: 'white' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

function OrderSteps({ current }: Pick<StepsProps, 'current'>) {
  const { t } = useTranslation();
  const items = (['placed', 'paid', 'shipped', 'delivered'] as const).map((id) => ({
    id,
    title: t(`kit.steps.${id}`),
  }));
  return (
    <Steps
      items={items}
      current={current}
      label={t('kit.steps.label')}
      doneLabel={t('kit.steps.done')}
    />
  );
}

export const Shipped: Story = {
  render: (args) => <OrderSteps current={args.current} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(items.map((i) => i.dataset.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    // Connectors run from the previous dot towards this one: to the left in LTR, right in RTL.
    const [a, b] = [items[0]!.getBoundingClientRect(), items[1]!.getBoundingClientRect()];
    await expect(document.documentElement.dir === 'rtl' ? b.left < a.left : b.left > a.left).toBe(
      true,
    );
  },
};

export const JustPlaced: Story = {
  args: { current: 0 },
  render: (args) => <OrderSteps current={args.current} />,
};

export const AllDone: Story = {
  args: { current: 4 },
  render: (args) => <OrderSteps current={args.current} />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.every((i) => i.dataset.state === 'done')).toBe(true);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** Long titles and second lines wrap inside each step instead of overlapping. */
export const WithDescriptions: Story = {
  render: () => {
    const { t, i18n } = useTranslation();
    const time = new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const at = (h: number) => time.format(new Date(Date.UTC(2026, 10, 20, h, 5)));
    const items = [
      { id: 'placed', title: t('kit.steps.placed'), description: at(8) },
      { id: 'paid', title: t('kit.steps.paid'), description: at(9) },
      { id: 'shipped', title: t('kit.carousel.freeShipping'), description: at(10) },
      { id: 'delivered', title: t('kit.steps.delivered') },
    ];
    return (
      <Steps
        items={items}
        current={2}
        label={t('kit.steps.label')}
        doneLabel={t('kit.steps.done')}
      />
    );
  },
};
