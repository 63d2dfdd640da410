import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { Cell, CellGroup } from '../Cell';
import { Divider } from '../Divider';
import { Sticky } from './Sticky';

/** Keeps its content at the top of the scroll container once it gets there (CSS `position: sticky`). */
const meta = {
  title: 'Kit/Sticky',
  component: Sticky,
  args: { children: null, offsetTop: 0 },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Sticky>;

export default meta;
type Story = StoryObj<typeof meta>;

function Feed({ offsetTop }: { offsetTop?: number }) {
  const { t } = useTranslation();
  const rows = Array.from({ length: 14 }, (_, i) => i);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region keyboard users must reach
    <main tabIndex={0} data-testid="scroller" style={{ height: 400, overflowY: 'auto', background: '#f5f5f5' }}>
      <CellGroup>
        <Cell title={t('kit.cell.myOrders')} />
        <Cell title={t('kit.cell.wallet')} />
      </CellGroup>
      <Sticky offsetTop={offsetTop}>
        <div style={{ background: '#fff', paddingInline: 12 }}>
          <Divider>{t('kit.divider.recommended')}</Divider>
        </div>
      </Sticky>
      <CellGroup>
        {rows.map((i) => (
          <Cell key={i} title={t('kit.cell.addresses')} description={t('kit.cell.addressesHint')} />
        ))}
      </CellGroup>
    </main>
  );
}

export const Default: Story = {
  render: (args) => <Feed offsetTop={args.offsetTop as number} />,
  play: async ({ canvas, args }) => {
    const scroller = canvas.getByTestId('scroller');
    const sticky = scroller.children[1] as HTMLElement;
    const offset = Number(args.offsetTop ?? 0);
    scroller.scrollTop = 600;
    await waitFor(() =>
      expect(Math.round(sticky.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBe(offset),
    );
    scroller.scrollTop = 0;
  },
};

export const WithOffset: Story = { ...Default, args: { offsetTop: 8 } };
