import { forwardRef, type ReactNode } from 'react';
import { ArrowLeftIcon } from '../../icons/ArrowLeftIcon';
import { iconButtonClassName, iconMirrorClassName } from '../IconButton/iconButtonClassName';
import * as styles from './NavBar.css';

export const navBarHeadingLevels = [1, 2] as const;

interface NavBarBaseProps {
  /** The page title, rendered as the page's heading. */
  title: ReactNode;
  /** Start slot content instead of the back button (e.g. a close button on a modal page). */
  start?: ReactNode;
  /** End slot: up to two icon buttons or a short text button. */
  end?: ReactNode;
  /** Heading level of the title: 1 on a page, 2 inside a sheet that already has a page heading. */
  headingLevel?: (typeof navBarHeadingLevels)[number];
  /** Stays at the top while the page scrolls. */
  sticky?: boolean;
  className?: string;
}

type BackProps =
  | {
      /** Shows the back button; called when it is pressed. */
      onBack: () => void;
      /** Accessible name of the back button, e.g. `t('common.back')`. */
      backLabel: string;
    }
  | { onBack?: undefined; backLabel?: undefined };

export type NavBarProps = NavBarBaseProps & BackProps;

/**
 * The custom navigation bar: 44px plus the top safe area, a back button on the start side whose
 * arrow points the other way right-to-left, the page title as the heading, and an end slot.
 * The back button is a native button with IconButton's look: the bar draws without react-aria,
 * so the app's page-loading screen can show it before anything else has downloaded.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  { title, start, end, onBack, backLabel, headingLevel = 1, sticky = true, className },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const back =
    onBack && backLabel ? (
      <button type="button" className={iconButtonClassName()} aria-label={backLabel} onClick={() => onBack()}>
        <span className={iconMirrorClassName}>
          <ArrowLeftIcon />
        </span>
      </button>
    ) : null;
  return (
    <header ref={ref} className={[styles.bar, sticky && styles.sticky, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <div className={styles.start}>{start ?? back}</div>
        {/* A long title ends in an ellipsis by design (data-truncate tells the overflow check). */}
        <Heading className={styles.title} data-truncate="">
          {title}
        </Heading>
        <div className={styles.end}>{end}</div>
      </div>
    </header>
  );
});
NavBar.displayName = 'NavBar';
