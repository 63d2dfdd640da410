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
    requestAnimationFrame(() => {
      const active = listRef.current?.querySelector<HTMLElement>('[data-selected]');
      active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
  };
  useEffect(scrollToSelected, [selectedKey]);
  // Tabs change width when their web font arrives (or the language changes) after the first
  // scroll, which would leave the active tab half outside the row: bring it back when they do.
  const tabIds = items.map((item) => item.id).join('\n');
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      list.querySelector<HTMLElement>('[data-selected]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    list.querySelectorAll('[role="tab"]').forEach((tab) => observer.observe(tab));
    return () => observer.disconnect();
  }, [tabIds]);

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
