import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { nextFrame } from '../../../../../.storybook/story-helpers';
import { storyImage } from '../../../../../.storybook/story-images';
import { Image } from '../Image/Image';
import { Price } from '../Price/Price';
import { InfiniteList, type InfiniteListProps } from './InfiniteList';

/**
 * A product feed that loads the next page 50px before its end, with footers for loading, a
 * failed page (a retry button) and the end of the data. Pull to refresh with touch or mouse; a
 * keyboard user tabs to a "Refresh" button that appears when focused.
 */
const meta = {
  title: 'Kit/InfiniteList',
  component: InfiniteList,
  args: {
    children: null,
    hasMore: true,
    onLoadMore: fn(),
    onRefresh: fn(),
    loadingText: '',
    errorText: '',
    noMoreText: '',
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof InfiniteList>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = ['earbuds', 'tshirt', 'mug', 'shoes'] as const;
const PAGE = 8;

function Row({ n }: { n: number }) {
  const { t } = useTranslation();
  return (
    <li
      style={{
        display: 'flex',
        gap: 12,
        padding: 12,
        background: 'white',
        borderBlockEnd: '1px solid #eee',
      }}
    >
      <div style={{ inlineSize: 72, flexShrink: 0 }}>
        <Image src={storyImage(n, 144, 144)} alt="" radius="8px" lazy={false} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minInlineSize: 0 }}>
        <span>{t(`kit.sample.${NAMES[n % NAMES.length]}`)}</span>
        <Price amount={1990 + n * 500} size="sm" />
      </div>
    </li>
  );
}

type FeedProps = Partial<InfiniteListProps> & {
  total?: number;
  fail?: (call: number) => boolean;
  never?: boolean;
  initial?: number;
};

/** A feed over fixed fixtures: each load appends a page after a short wait. */
function Feed({
  total = 3 * PAGE,
  fail = () => false,
  never = false,
  initial = PAGE,
  onLoadMore,
  onRefresh,
  ...props
}: FeedProps) {
  const { t } = useTranslation();
  const [count, setCount] = useState(initial);
  const [calls, setCalls] = useState(0);
  const load = useCallback(async () => {
    onLoadMore?.();
    const call = calls + 1;
    setCalls(call);
    if (never) return new Promise(() => {});
    await new Promise((r) => setTimeout(r, 50));
    if (fail(call)) throw new Error('page failed');
    setCount((c) => c + PAGE);
  }, [calls, fail, never, onLoadMore]);
  return (
    <div
      data-testid="scroller"
      style={{ blockSize: 520, maxInlineSize: 400, marginInline: 'auto', overflowY: 'auto' }}
    >
      <InfiniteList
        hasMore={count < total}
        onLoadMore={load}
        onRefresh={async () => {
          onRefresh?.();
          await new Promise((r) => setTimeout(r, 50));
          setCount(PAGE);
        }}
        loadingText={t('kit.list.loadingMore')}
        errorText={t('messages.loadFailed')}
        noMoreText={t('messages.noMoreData')}
        pullText={t('kit.list.pullToRefresh')}
        releaseText={t('kit.list.releaseToRefresh')}
        refreshingText={t('kit.list.refreshing')}
        refreshLabel={t('kit.list.refresh')}
        {...props}
      >
        <ul
          aria-label={t('kit.list.productsLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {Array.from({ length: count }, (_, n) => (
            <Row key={n} n={n} />
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

const scrollToEnd = (root: HTMLElement) => {
  const scroller = within(root).getByTestId('scroller');
  scroller.scrollTop = scroller.scrollHeight;
  fireEvent.scroll(scroller);
};

export const LoadsMore: Story = {
  render: (args) => <Feed onLoadMore={args.onLoadMore} />,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(PAGE);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scrollToEnd(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2 * PAGE), {
      timeout: 5000,
    });
    scrollToEnd(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3 * PAGE), {
      timeout: 5000,
    });
    scrollToEnd(canvasElement);
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[aria-live]')!.textContent!.length).toBeGreaterThan(0),
      { timeout: 5000 },
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** The next page failed: the footer is a button that tries again. */
export const LoadFailed: Story = {
  render: (args) => <Feed onLoadMore={args.onLoadMore} fail={(call) => call === 1} />,
  play: async ({ canvas, canvasElement, args }) => {
    scrollToEnd(canvasElement);
    const footer = canvasElement.querySelector('[aria-live]') as HTMLElement;
    const retry = await within(footer).findByRole('button', {});
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2 * PAGE), {
      timeout: 5000,
    });
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** A page is on its way. */
export const Loading: Story = {
  render: () => <Feed never initial={2} />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[aria-busy]')!;
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    await expect(canvasElement.querySelector('[aria-live]')!.textContent!.length).toBeGreaterThan(
      0,
    );
  },
};

export const NoMoreData: Story = {
  render: (args) => <Feed total={3} initial={3} onLoadMore={args.onLoadMore} />,
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[aria-live]')!.textContent!.length).toBeGreaterThan(
      0,
    );
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/**
 * Drags the mouse down `list` from 10px below its top through each distance from its top in turn,
 * a frame apart, and lets go at the last. The list's place is read once, as a finger would start.
 */
function mouseDragDown(list: HTMLElement) {
  const { top, left } = list.getBoundingClientRect();
  const at = (y: number) => ({ pointerType: 'mouse', clientX: left + 50, clientY: top + y });
  return async (...distances: number[]) => {
    fireEvent.pointerDown(list, { ...at(10), button: 0 });
    for (const y of distances) {
      await nextFrame();
      fireEvent.pointerMove(list, at(y));
    }
    await nextFrame();
    fireEvent.pointerUp(list, at(distances.at(-1)!));
  };
}

export const PullToRefresh: Story = {
  render: (args) => <Feed onRefresh={args.onRefresh} />,
  play: async ({ canvasElement, args }) => {
    const list = canvasElement.querySelector('[aria-busy]') as HTMLElement;
    const drag = mouseDragDown(list);
    // A mouse drag down from the top of the list.
    await drag(100, 200);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    // A short pull does nothing.
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    await drag(60);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    // Keyboard: the first Tab stop is the refresh button, visible while focused.
    await userEvent.tab();
    const button = within(canvasElement).getAllByRole('button')[0]!;
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(2));
  },
};
