import { forwardRef, useId, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The setting's name. */
  children: ReactNode;
  /** A second, smaller line explaining the setting. */
  description?: ReactNode;
  className?: string;
}

/**
 * An on/off setting on react-aria's Switch (role `switch`, Space toggles). The label sits at the
 * start and the track at the end of a 44px row; the track is the accent colour when on and its
 * thumb moves toward the end side (so right-to-left mirrors by itself).
 */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch(
  { children, description, className, ...rest },
  ref,
) {
  const descriptionId = useId();
  return (
    <AriaSwitch
      ref={ref}
      {...rest}
      aria-describedby={[rest['aria-describedby'], description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.body}>
        <span>{children}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </AriaSwitch>
  );
});
Switch.displayName = 'Switch';
