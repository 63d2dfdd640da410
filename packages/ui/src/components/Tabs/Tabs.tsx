import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** A count on the tab ("To pay 3"); 0 shows nothing. */
  badge?: number;
  /** A dot instead of a count. */
  dot?: boolean;
  /** The sentence screen readers hear for the badge ("Unread messages: 3"). */
  badgeLabel?: string;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list ("Order status"). */
  label: string;
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  /** The content of the selected tab's panel; only the selected panel is rendered. */
  children?: (item: TabItem) => ReactNode;
  className?: string;
}

/**
 * Scrolls only the tab row (never the page) so the selected tab is inside it with a little room.
 * Works from the boxes on screen, so it is the same in both reading directions.
 */
function revealSelected(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[data-selected]');
  if (!list || !tab) return;
  const room = 16;
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left + room) list.scrollLeft -= row.left + room - box.left;
  else if (box.right > row.right - room) list.scrollLeft += box.right - (row.right - room);
}

/**
 * A scrollable row of tabs (order status, categories) on react-aria's Tabs: arrow keys move
 * between tabs and follow the reading direction, Home and End jump, the active tab has an accent
 * underline and scrolls into view. Tabs may carry a Badge.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, selectedKey, defaultSelectedKey, onSelectionChange, children, className },
  ref,
) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollToSelected = () => {
    // After the selection renders, bring the active tab fully into view in the scrolling list.
    requestAnimationFrame(() => revealSelected(listRef.current));
  };
  // After every render (a new selection, badges that arrived) and whenever a tab changes size (its
  // web font arrived, React replaced it), bring the active tab back inside the row: one early
  // scroll alone left it half outside once the widths settled.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reveal = () => revealSelected(list);
    const frame = requestAnimationFrame(reveal);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
    list.querySelectorAll('[role="tab"]').forEach((tab) => observer?.observe(tab));
    document.fonts?.addEventListener?.('loadingdone', reveal);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', reveal);
    };
  });

  return (
    <AriaTabs
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => {
        onSelectionChange?.(String(key));
        scrollToSelected();
      }}
      disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
    >
      <TabList ref={listRef} aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
            {item.badge || item.dot ? (
              <Badge count={item.badge} dot={item.dot} label={item.badgeLabel} />
            ) : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {children?.(item)}
        </TabPanel>
      ))}
    </AriaTabs>
  );
});
Tabs.displayName = 'Tabs';
