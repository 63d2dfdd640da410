import { forwardRef, type ReactNode } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import { CheckIcon } from '../../icons/CheckIcon';
import * as styles from './Steps.css';

export interface StepItem {
  id: string;
  title: ReactNode;
  /** A second line: a time, a courier note. */
  description?: ReactNode;
}

export interface StepsProps {
  items: StepItem[];
  /** Index of the current step; steps before it are done. Past the end means all done. */
  current: number;
  /** Names the list ("Order progress"). */
  label: string;
  /** Read after each finished step's title ("completed"), since the tick is only visual. */
  doneLabel: string;
  className?: string;
}

/**
 * Horizontal progress for an order (placed, paid, shipped, delivered). An ordered list; the
 * current step has `aria-current="step"`, finished ones say so. Connectors mirror in RTL.
 */
export const Steps = forwardRef<HTMLOListElement, StepsProps>(function Steps(
  { items, current, label, doneLabel, className },
  ref,
) {
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <ol ref={ref} aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
        return (
          <li
            key={item.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? <CheckIcon /> : number.format(i + 1)}
            </span>
            <span className={styles.title}>
              {item.title}
              {state === 'done' ? (
                <VisuallyHidden elementType="span">{`, ${doneLabel}`}</VisuallyHidden>
              ) : null}
            </span>
            {item.description ? (
              <span className={styles.description}>{item.description}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
});
Steps.displayName = 'Steps';
