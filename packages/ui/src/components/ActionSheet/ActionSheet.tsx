import { useRef, type Key, type ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { Popup } from '../Popup';
import * as styles from './ActionSheet.css';

export const actionSheetTones = ['default', 'danger'] as const;

export interface ActionSheetAction {
  /** Passed back to `onAction`. */
  key: Key;
  label: ReactNode;
  /** A second, smaller line under the label. */
  description?: ReactNode;
  tone?: (typeof actionSheetTones)[number];
  isDisabled?: boolean;
}

export interface ActionSheetProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The choices, top to bottom. */
  actions: readonly ActionSheetAction[];
  /** Called with the chosen action's key; the sheet then closes. */
  onAction?: (key: Key) => void;
  /** A short line above the actions; it names the sheet. */
  title?: ReactNode;
  /** Names the sheet for screen readers when there is no `title`. */
  'aria-label'?: string;
  /** Label of the cancel row at the bottom. */
  cancelLabel: ReactNode;
  /** Called when cancelled by the cancel row, Escape or the overlay. */
  onCancel?: () => void;
}

/**
 * A bottom sheet of actions with a separate cancel row, on the kit's Popup: a modal with a focus
 * trap; Escape, the overlay and Cancel dismiss it.
 */
export function ActionSheet({
  isOpen,
  defaultOpen,
  onOpenChange,
  actions,
  onAction,
  title,
  'aria-label': ariaLabel,
  cancelLabel,
  onCancel,
}: ActionSheetProps) {
  // Set while an action closes the sheet, so that close is not reported as a cancel.
  const chose = useRef(false);
  return (
    <Popup
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        if (!next && !chose.current) onCancel?.();
        chose.current = false;
        onOpenChange?.(next);
      }}
      aria-label={ariaLabel}
      className={styles.sheet}
    >
      {({ close }) => (
        <>
          {title != null && (
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            </div>
          )}
          <div className={styles.list}>
            {actions.map((action) => (
              <Button
                key={action.key}
                className={[styles.action, action.tone === 'danger' && styles.danger]
                  .filter(Boolean)
                  .join(' ')}
                isDisabled={action.isDisabled}
                onPress={() => {
                  chose.current = true;
                  onAction?.(action.key);
                  close();
                }}
              >
                <span>{action.label}</span>
                {action.description != null && (
                  <span className={styles.description}>{action.description}</span>
                )}
              </Button>
            ))}
          </div>
          <Button className={styles.cancel} onPress={close}>
            {cancelLabel}
          </Button>
        </>
      )}
    </Popup>
  );
}
