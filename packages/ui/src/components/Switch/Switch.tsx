import { forwardRef, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { ChoiceText, useChoiceDescription } from '../Checkbox/ChoiceText';
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
  const { descriptionId, describedBy } = useChoiceDescription(description, rest['aria-describedby']);
  return (
    <AriaSwitch
      ref={ref}
      {...rest}
      aria-describedby={describedBy}
      className={[styles.root, className].filter(Boolean).join(' ')}>
      <ChoiceText description={description} descriptionId={descriptionId} styles={styles}>
        {children}
      </ChoiceText>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </AriaSwitch>
  );
});
Switch.displayName = 'Switch';
