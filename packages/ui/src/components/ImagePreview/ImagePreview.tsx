import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Dialog, Modal, ModalOverlay, useLocale } from 'react-aria-components';
import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { ZoomInIcon } from '../../icons/ZoomInIcon';
import { ZoomOutIcon } from '../../icons/ZoomOutIcon';
import * as styles from './ImagePreview.css';

/** Horizontal travel (px) that counts as a swipe to the neighbouring image. */
export const SWIPE_THRESHOLD = 50;
/** Scale of the zoomed view. */
export const ZOOM_SCALE = 2;
/** Two taps within this many ms are a double tap. */
export const DOUBLE_TAP_MS = 300;

export interface PreviewImage {
  src: string;
  /** Describes the image; read when it is shown. */
  alt: string;
}

export interface ImagePreviewLabels {
  /** Names the viewer, e.g. "Image viewer". */
  label: string;
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  /** Spoken position, e.g. (3, 9) => "Image 3 of 9". The visible counter shows "3 / 9". */
  position: (index: number, total: number) => string;
}

export interface ImagePreviewProps extends ImagePreviewLabels {
  images: readonly PreviewImage[];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Shown image, zero-based (controlled). */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * A full-screen image viewer in a modal dialog. Move between images with the buttons, the arrow
 * keys (following the reading direction) or a swipe; zoom with the zoom button, a double click or
 * a double tap, then drag to pan. Escape or the close button leaves it and focus returns to what
 * opened it.
 */
export function ImagePreview({
  images,
  isOpen,
  defaultOpen,
  onOpenChange,
  index,
  defaultIndex = 0,
  onIndexChange,
  ...labels
}: ImagePreviewProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog aria-label={labels.label} className={styles.dialog}>
          {({ close }) => (
            <Viewer
              images={images}
              index={index}
              defaultIndex={defaultIndex}
              onIndexChange={onIndexChange}
              labels={labels}
              close={close}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface ViewerProps {
  images: readonly PreviewImage[];
  index?: number;
  defaultIndex: number;
  onIndexChange?: (index: number) => void;
  labels: ImagePreviewLabels;
  close: () => void;
}

function Viewer({ images, index, defaultIndex, onIndexChange, labels, close }: ViewerProps) {
  const { direction, locale } = useLocale();
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const total = images.length;
  const current = Math.min(Math.max(index ?? innerIndex, 0), Math.max(total - 1, 0));
  // Zoom belongs to one image: moving on shows the next one unzoomed and centred.
  const [zoomedIndex, setZoomedIndex] = useState<number | null>(null);
  const zoom = zoomedIndex === current;
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const root = useRef<HTMLDivElement>(null);
  const gesture = useRef<{
    x: number;
    y: number;
    panX: number;
    panY: number;
    moved: boolean;
  } | null>(null);
  const lastTap = useRef(0);

  const go = (next: number) => {
    if (next < 0 || next >= total || next === current) return;
    if (index === undefined) setInnerIndex(next);
    onIndexChange?.(next);
  };
  const toggleZoom = () => {
    setZoomedIndex(zoom ? null : current);
    setPan({ x: 0, y: 0 });
  };

  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    // "Forward" is to the right in left-to-right and to the left in right-to-left.
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(current + 1);
    else if (event.key === backward) go(current - 1);
    else return;
    event.preventDefault();
  };

  // Arrows work wherever focus is in the dialog, including on the dialog element itself.
  const keyHandler = useRef(onKeyDown);
  useEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const dialog = root.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const listener = (event: globalThis.KeyboardEvent) => keyHandler.current(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = {
      x: event.clientX,
      y: event.clientY,
      panX: pan.x,
      panY: pan.y,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    if (Math.abs(dx) > 5 || Math.abs(dy) > 5) g.moved = true;
    if (zoom) setPan({ x: g.panX + dx, y: g.panY + dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const dx = event.clientX - g.x;
    if (!zoom && Math.abs(dx) >= SWIPE_THRESHOLD) {
      // Dragging the picture away towards the start edge brings the next one in.
      const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
      go(towardsStart ? current + 1 : current - 1);
      return;
    }
    if (!g.moved && event.pointerType !== 'mouse') {
      // Touch and pen: a double tap toggles zoom (mouse users get the dblclick event).
      const now = event.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        toggleZoom();
        lastTap.current = 0;
      } else lastTap.current = now;
    }
  };

  const number = new Intl.NumberFormat(locale);
  const image = images[current];
  return (
    <div ref={root} className={styles.dialog}>
      <div className={styles.top}>
        <span className={styles.counter} aria-hidden="true">
          {number.format(current + 1)} / {number.format(total)}
        </span>
        <span className={styles.visuallyHidden} aria-live="polite">
          {labels.position(current + 1, total)}
        </span>
        <Button className={styles.button} aria-label={labels.close} onPress={close}>
          <CloseIcon />
        </Button>
      </div>
      {/* Pointer gestures are a shortcut: every one of them has a button or key equivalent. */}
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (gesture.current = null)}
        onDoubleClick={toggleZoom}
        data-testid="image-preview-stage"
      >
        {image && (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            draggable={false}
            className={[styles.image, zoom && styles.zoomed].filter(Boolean).join(' ')}
            style={{
              transform: zoom
                ? `translate(${pan.x}px, ${pan.y}px) scale(${ZOOM_SCALE})`
                : undefined,
            }}
          />
        )}
      </div>
      <div className={styles.bottom}>
        <Button
          className={styles.button}
          aria-label={labels.previous}
          // aria-disabled, not disabled: a focused button must not drop focus out of the dialog.
          aria-disabled={current <= 0 || undefined}
          onPress={() => go(current - 1)}
        >
          <ChevronLeftIcon className={styles.directional} />
        </Button>
        <Button
          className={styles.button}
          aria-label={zoom ? labels.zoomOut : labels.zoomIn}
          onPress={toggleZoom}
        >
          {zoom ? <ZoomOutIcon /> : <ZoomInIcon />}
        </Button>
        <Button
          className={styles.button}
          aria-label={labels.next}
          aria-disabled={current >= total - 1 || undefined}
          onPress={() => go(current + 1)}
        >
          <ChevronRightIcon className={styles.directional} />
        </Button>
      </div>
    </div>
  );
}
