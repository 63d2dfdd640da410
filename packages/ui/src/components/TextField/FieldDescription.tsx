import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import * as field from './field.css';

/**
 * A field's help line under it, when it has one. The `description` slot lets react-aria tie it to
 * the field's input with `aria-describedby`.
 */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={field.description}>
      {children}
    </Text>
  ) : null;
}
