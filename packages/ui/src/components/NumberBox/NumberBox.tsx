import { forwardRef } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  NumberField,
  type NumberFieldProps,
} from 'react-aria-components';
import { MinusIcon } from '../../icons/MinusIcon';
import { PlusIcon } from '../../icons/PlusIcon';
import * as field from '../TextField/field.css';
import * as styles from './NumberBox.css';
import { FieldDescription } from '../TextField/FieldDescription';

/** The spec's number box defaults. */
export const NUMBER_BOX_MIN = 1;
export const NUMBER_BOX_STEP = 1;

const INTEGER = { maximumFractionDigits: 0, useGrouping: false } as const;

export interface NumberBoxProps
  extends Omit<NumberFieldProps, 'minValue' | 'maxValue' | 'step' | 'formatOptions' | 'className' | 'style' | 'children'> {
  /** The field's name, e.g. "Quantity". */
  label: string;
  /** Keep the label for screen readers only (in a cart row the product name says what it counts). */
  hideLabel?: boolean;
  /** Help under the field, e.g. "In stock: 12". */
  description?: string;
  /** Smallest value. */
  min?: number;
  /** Largest value, e.g. the stock. */
  max?: number;
  /** Step of the buttons and arrow keys. */
  step?: number;
  /** Accessible name of the minus button. */
  decrementLabel: string;
  /** Accessible name of the plus button. */
  incrementLabel: string;
  className?: string;
}

/**
 * A quantity stepper on react-aria's NumberField: integers only, minimum 1 and step 1 by default,
 * maximum from props (stock). The buttons disable themselves at the bounds; a typed value is
 * clamped and rounded when the field loses focus; arrow keys, Page Up/Down, Home/End work;
 * digits are the locale's.
 */
export const NumberBox = forwardRef<HTMLDivElement, NumberBoxProps>(function NumberBox(
  {
    label,
    hideLabel = false,
    description,
    min = NUMBER_BOX_MIN,
    max,
    step = NUMBER_BOX_STEP,
    decrementLabel,
    incrementLabel,
    className,
    ...rest
  },
  ref,
) {
  return (
    <NumberField
      ref={ref}
      {...rest}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={INTEGER}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Label className={hideLabel ? field.visuallyHidden : field.label}>{label}</Label>
      <Group className={styles.group}>
        <Button slot="decrement" aria-label={decrementLabel} className={styles.step}>
          <MinusIcon />
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" aria-label={incrementLabel} className={styles.step}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
    </NumberField>
  );
});
NumberBox.displayName = 'NumberBox';
