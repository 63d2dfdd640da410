import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { Badge } from '../Badge';
import * as styles from './TabBar.css';

export interface TabBarItem {
  /** Stable id, compared with `activeKey`. */
  key: string;
  /** Visible label under the icon. */
  label: string;
  /** 24px icon (decorative). */
  icon: ReactNode;
  /** Icon for the active tab (a filled variant); defaults to `icon`. */
  activeIcon?: ReactNode;
  /** Where the tab goes; with the hash router, e.g. `#/cart`. */
  href: string;
  /** A count on the icon, or `'dot'` for "something new". 0 shows nothing. */
  badge?: number | 'dot';
  /** The sentence a screen reader hears for the badge, e.g. "Items in your cart: 3". */
  badgeLabel?: string;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** Key of the current tab: it is coloured and gets `aria-current="page"`. */
  activeKey?: string;
  /** Name of the navigation landmark, e.g. "Main". */
  label: string;
  /** Called on a tab press before the link is followed; call `event.preventDefault()` to route yourself. */
  onNavigate?: (key: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Pinned to the bottom of the viewport; leave off inside `Page`, which places it already. */
  fixed?: boolean;
  className?: string;
}

/**
 * The bottom tabs: 50px plus the bottom safe area, at most 400px wide. Tabs are links inside a
 * named `nav`; the current one is marked with `aria-current="page"` and the accent colour. Badges
 * show a count or a dot and are read as a sentence.
 */
export const TabBar = forwardRef<HTMLElement, TabBarProps>(function TabBar(
  { items, activeKey, label, onNavigate, fixed = false, className },
  ref,
) {
  return (
    <nav ref={ref} aria-label={label} className={[styles.bar, fixed && styles.fixed, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const icon = active ? (item.activeIcon ?? item.icon) : item.icon;
          const hasBadge = item.badge === 'dot' || (typeof item.badge === 'number' && item.badge > 0);
          return (
            <li key={item.key} className={styles.item}>
              <a
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={styles.link}
                onClick={onNavigate ? (event) => onNavigate(item.key, event) : undefined}
              >
                <span className={styles.label} data-truncate="">
                  {item.label}
                </span>
                <span className={styles.icon}>
                  {hasBadge ? (
                    <Badge
                      dot={item.badge === 'dot'}
                      count={typeof item.badge === 'number' ? item.badge : 0}
                      label={item.badgeLabel}
                    >
                      {icon}
                    </Badge>
                  ) : (
                    icon
                  )}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
TabBar.displayName = 'TabBar';
