import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { choice } from '../Checkbox/Checkbox.css';
import { ChoiceText, useChoiceDescription } from '../Checkbox/ChoiceText';
import * as field from '../TextField/field.css';
import * as styles from './Radio.css';
import { FieldDescription } from '../TextField/FieldDescription';

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  /** The option's label. */
  children: ReactNode;
  /** A second, smaller line ("Not available for this order"). */
  description?: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`; the whole row is the 44px target. */
export const Radio = forwardRef<HTMLLabelElement, RadioProps>(function Radio(
  { children, description, className, ...rest },
  ref,
) {
  const { descriptionId, describedBy } = useChoiceDescription(description, rest['aria-describedby']);
  return (
    <AriaRadio
      ref={ref}
      {...rest}
      aria-describedby={describedBy}
      className={[choice, className].filter(Boolean).join(' ')}>
      <span className={styles.circle} aria-hidden="true" />
      <ChoiceText description={description} descriptionId={descriptionId} styles={styles}>
        {children}
      </ChoiceText>
    </AriaRadio>
  );
});
Radio.displayName = 'Radio';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** The question the options answer, e.g. "Payment method". */
  label: string;
  /** Keeps the label for assistive technology only, where the page title already asks it. */
  hideLabel?: boolean;
  description?: string;
  /** Shown while the group is invalid. */
  errorMessage?: string;
  /** `Radio`s. */
  children: ReactNode;
  className?: string;
}

/**
 * A labelled group of `Radio`s on react-aria's RadioGroup: arrow keys move and select (mirrored
 * right-to-left), Tab enters at the selected option; the selected circle is the accent colour.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, hideLabel = false, description, errorMessage, children, className, ...rest },
  ref,
) {
  return (
    <AriaRadioGroup ref={ref} {...rest} className={[styles.group, styles.horizontal, className].filter(Boolean).join(' ')}>
      <Label className={hideLabel ? field.visuallyHidden : styles.groupLabel}>{label}</Label>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
});
RadioGroup.displayName = 'RadioGroup';
