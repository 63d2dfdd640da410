import { Children, forwardRef, isValidElement, useId, type ReactNode, type Ref } from 'react';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import * as styles from './Cell.css';

export interface CellProps {
  /** The row's main text. */
  title: ReactNode;
  /** Secondary text at the end of the row ("Not set", a balance). */
  value?: ReactNode;
  /** A smaller line under the title. */
  description?: ReactNode;
  /** A 22px icon at the start (decorative). */
  icon?: ReactNode;
  /** Makes the row a link. */
  href?: string;
  /** Makes the row a button (ignored when `href` is set). */
  onPress?: () => void;
  /** Shows the chevron; defaults to on for pressable rows. It points the other way right-to-left. */
  arrow?: boolean;
  /** Greys the row out and ignores presses. */
  isDisabled?: boolean;
  className?: string;
}

function CellContent({ title, value, description, icon, arrow }: Omit<CellProps, 'href' | 'onPress' | 'className'>) {
  return (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {value !== undefined && value !== null ? (
        // A text value may be the user's or the server's (a coupon's name, an address): it takes its
        // own direction, so "$5 off $50" stays in order in Arabic.
        <span className={styles.value} dir={typeof value === 'string' ? 'auto' : undefined}>
          {value}
        </span>
      ) : null}
      {arrow ? (
        <span className={styles.chevron}>
          <ChevronRightIcon />
        </span>
      ) : null}
    </>
  );
}

/**
 * A list row: icon, title, optional description, value and chevron. With `href` it is a link,
 * with `onPress` a button, otherwise plain content. Put rows in a `CellGroup`.
 */
export const Cell = forwardRef<HTMLElement, CellProps>(function Cell(
  { href, onPress, arrow, isDisabled = false, className, ...content },
  ref,
) {
  const pressable = Boolean(href || onPress);
  const showArrow = arrow ?? pressable;
  const classes = [styles.row, pressable && styles.pressable, isDisabled && styles.disabled, className]
    .filter(Boolean)
    .join(' ');
  if (href) {
    return (
      // A disabled link follows the ARIA pattern: no href (not followed, not focusable), role and aria-disabled.
      // eslint-disable-next-line jsx-a11y/anchor-is-valid
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        href={isDisabled ? undefined : href}
        aria-disabled={isDisabled || undefined}
        role={isDisabled ? 'link' : undefined}
        className={classes}
      >
        <CellContent {...content} arrow={showArrow} />
      </a>
    );
  }
  if (onPress) {
    return (
      <button ref={ref as Ref<HTMLButtonElement>} type="button" disabled={isDisabled} onClick={onPress} className={classes}>
        <CellContent {...content} arrow={showArrow} />
      </button>
    );
  }
  return (
    <div ref={ref as Ref<HTMLDivElement>} className={classes}>
      <CellContent {...content} arrow={showArrow} />
    </div>
  );
});
Cell.displayName = 'Cell';

export interface CellGroupProps {
  /** A heading above the rows. */
  title?: ReactNode;
  /** Heading level of the title (2 under the page heading). */
  headingLevel?: 2 | 3 | 4;
  /** A rounded card with side margins instead of a full-width list. */
  inset?: boolean;
  /** `Cell`s; each becomes a list item. */
  children: ReactNode;
  className?: string;
}

/** Groups `Cell`s into a list with hairlines between rows, under an optional heading. */
export const CellGroup = forwardRef<HTMLDivElement, CellGroupProps>(function CellGroup(
  { title, headingLevel = 2, inset = false, children, className },
  ref,
) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = Children.toArray(children).filter(isValidElement);
  return (
    <div ref={ref} className={[styles.group, className].filter(Boolean).join(' ')}>
      {title ? (
        <Heading id={titleId} className={styles.groupTitle}>
          {title}
        </Heading>
      ) : null}
      <ul aria-labelledby={title ? titleId : undefined} className={[styles.list, inset && styles.inset].filter(Boolean).join(' ')}>
        {rows.map((row) => (
          <li key={row.key} className={`${styles.item} ${styles.separated}`}>
            {row}
          </li>
        ))}
      </ul>
    </div>
  );
});
CellGroup.displayName = 'CellGroup';
