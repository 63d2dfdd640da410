import { forwardRef, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../icons/CloseIcon';
import * as styles from './Popup.css';

/** Edges a popup can slide in from; `start`/`end` follow the reading direction. */
export const popupPositions = ['bottom', 'top', 'start', 'end'] as const;
export type PopupPosition = (typeof popupPositions)[number];

export interface PopupProps {
  /** Whether the popup is shown (controlled). */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the popup asks to open or close (overlay press, Escape, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The edge it slides in from. Default `bottom`. */
  position?: PopupPosition;
  /** A visible heading; it also names the dialog. */
  title?: ReactNode;
  /** Names the dialog for screen readers when there is no visible `title`. */
  'aria-label'?: string;
  /** Accessible name of the close button; the button is shown only when this is given. */
  closeLabel?: string;
  /** Whether pressing the overlay or Escape closes it. Default true. */
  isDismissable?: boolean;
  /** The content; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Class for the sliding panel. */
  className?: string;
  /** ARIA role of the dialog: `alertdialog` for interruptions that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A panel that slides in over a dimmed page, from the bottom by default (also top, start, end).
 * A modal dialog on react-aria: focus moves in and is trapped, the page behind is hidden from
 * screen readers (`aria-modal`), Escape and an overlay press close it when dismissable, and focus
 * returns to the trigger afterwards. The slide takes `vars.motion.durationNavigation` (300 ms,
 * instant under reduced motion).
 */
export const Popup = forwardRef<HTMLDivElement, PopupProps>(function Popup(
  {
    isOpen,
    defaultOpen,
    onOpenChange,
    position = 'bottom',
    title,
    'aria-label': ariaLabel,
    closeLabel,
    isDismissable = true,
    children,
    className,
    role = 'dialog',
  },
  ref,
) {
  const hasHeader = title != null || closeLabel != null;
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal ref={ref} className={[styles.panel[position], className].filter(Boolean).join(' ')}>
        <Dialog
          className={styles.dialog}
          aria-label={title == null ? ariaLabel : undefined}
          role={role}
        >
          {({ close }) => (
            <>
              {hasHeader && (
                <div className={styles.header}>
                  {title != null ? (
                    <Heading
                      slot="title"
                      className={[styles.title, closeLabel == null && styles.titleAlone]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {title}
                    </Heading>
                  ) : (
                    <span className={styles.title} />
                  )}
                  {closeLabel != null && (
                    <Button className={styles.close} aria-label={closeLabel} onPress={close}>
                      <CloseIcon width={20} height={20} />
                    </Button>
                  )}
                </div>
              )}
              <ScrollBody>
                {typeof children === 'function' ? children({ close }) : children}
              </ScrollBody>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
Popup.displayName = 'Popup';

/**
 * The scrolling part of the sheet. When its content overflows it joins the tab order, so keyboard
 * users can scroll text that has no focusable element in it (axe: scrollable-region-focusable).
 */
function ScrollBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only to scroll it by keyboard
    <div ref={ref} className={styles.body} tabIndex={overflows ? 0 : undefined}>
      {children}
    </div>
  );
}
