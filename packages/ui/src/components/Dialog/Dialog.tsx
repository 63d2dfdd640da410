import { forwardRef, useState, type ReactNode } from 'react';
import { Button, Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Dialog.css';

export const dialogTones = ['default', 'danger'] as const;

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with `false` whenever the dialog closes (confirm, cancel or Escape). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The heading, e.g. "Tip". It names the dialog. */
  title: ReactNode;
  /** The sentence the user answers; it describes the dialog. */
  message?: ReactNode;
  /** Label of the confirm button. */
  confirmLabel: ReactNode;
  /** Label of the cancel button. Without it the dialog has a single button and Escape does nothing. */
  cancelLabel?: ReactNode;
  /**
   * Runs on confirm. If it returns a promise the confirm button shows a spinner until it settles;
   * the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Runs on cancel, on Escape and when a cancellable dialog is dismissed. */
  onCancel?: () => void;
  /** `danger` colours the confirm label for destructive answers (delete, cancel an order). */
  tone?: (typeof dialogTones)[number];
}

/**
 * The confirm ("Tip") modal: a title, a message, a confirm button and an optional cancel button.
 * An `alertdialog` on react-aria's Modal: focus is trapped, the page behind is `aria-modal`
 * hidden, focus returns to the trigger, and Escape cancels when there is a cancel button.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    isOpen,
    defaultOpen,
    onOpenChange,
    title,
    message,
    confirmLabel,
    cancelLabel,
    onConfirm,
    onCancel,
    tone = 'default',
  },
  ref,
) {
  const cancellable = cancelLabel != null;
  const [pending, setPending] = useState(false);
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };
  const confirm = async () => {
    if (pending) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) return setOpen(false);
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays so the user can retry.
    } finally {
      setPending(false);
    }
  };
  return (
    <ModalOverlay
      isOpen={open}
      // Only Escape reaches this (the overlay is not dismissable), and only when cancellable.
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={!cancellable || pending}
      className={styles.overlay}
    >
      <Modal ref={ref} className={styles.modal}>
        <AriaDialog role="alertdialog" className={styles.dialog}>
          <div className={styles.content}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {message != null && <p className={styles.message}>{message}</p>}
          </div>
          <div className={styles.actions}>
            {cancellable && (
              <Button
                className={`${styles.action} ${styles.cancel}`}
                isDisabled={pending}
                onPress={cancel}
              >
                {cancelLabel}
              </Button>
            )}
            <Button
              className={`${styles.action} ${tone === 'danger' ? styles.danger : styles.confirm}`}
              // Not react-aria's isPending: its busy announcement points at this button by id and
              // outlives the dialog, leaving a dangling live-region node behind.
              aria-disabled={pending || undefined}
              onPress={confirm}
            >
              <span className={styles.actionInner}>
                {pending && <Spinner />}
                {confirmLabel}
              </span>
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
});
Dialog.displayName = 'Dialog';
