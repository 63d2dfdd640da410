import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { PauseIcon } from '../../icons/PauseIcon';
import { PlayIcon } from '../../icons/PlayIcon';
import * as styles from './Carousel.css';

/** Autoplay advances every 3000 ms (the spec's carousel interval). */
export const CAROUSEL_INTERVAL_MS = 3000;
/** A slide moves in 300 ms; the theme makes it instant under reduced motion. */
export const CAROUSEL_SLIDE_MS = 300;
/** A swipe past this many pixels changes the slide. */
export const CAROUSEL_SWIPE_PX = 40;

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Names the carousel region ("Featured deals"). */
  label: string;
  /** Names each slide group: `(1, 5) => "1 of 5"`. */
  slideLabel: (index: number, total: number) => string;
  /** Names each dot button: `(2) => "Go to slide 2"`. */
  goToLabel: (index: number) => string;
  /** Names the rotation button while playing ("Pause slideshow") and while paused ("Play slideshow"). */
  pauseLabel: string;
  playLabel: string;
  /** Rotates on its own (never under reduced motion). Set false for still stories and screenshots. */
  autoplay?: boolean;
  interval?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A swipeable banner carousel (WAI-ARIA APG pattern). It advances every 3 s, pauses while
 * hovered or focused, has an explicit pause/play button (WCAG 2.2.2), never starts by itself
 * under reduced motion, and names each slide "n of total". Off-screen slides are inert.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    slides,
    label,
    slideLabel,
    goToLabel,
    pauseLabel,
    playLabel,
    autoplay = true,
    interval = CAROUSEL_INTERVAL_MS,
    defaultIndex = 0,
    onIndexChange,
    className,
  },
  ref,
) {
  const { direction } = useLocale();
  const total = slides.length;
  const [index, setIndex] = useState(defaultIndex);
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; id: number } | null>(null);

  const goTo = (next: number) => {
    const wrapped = ((next % total) + total) % total;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  });

  const rotating = playing && !hovered && !focused && drag === null && total > 1;
  useEffect(() => {
    if (!rotating) return;
    const id = setTimeout(() => goToRef.current(index + 1), interval);
    return () => clearTimeout(id);
  }, [rotating, index, interval]);

  // Physical drag distance to a logical one: in RTL the next slide is to the left.
  const sign = direction === 'rtl' ? 1 : -1;
  const offset = `calc(${sign * index * 100}% + ${drag ?? 0}px)`;

  return (
    <section
      ref={ref}
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {total > 1 ? (
        // First in tab order, as the APG carousel asks: the way to stop the motion comes first.
        <button
          type="button"
          className={styles.pauseButton}
          aria-label={playing ? pauseLabel : playLabel}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      ) : null}
      <div
        className={styles.viewport}
        onDragStart={(e) => e.preventDefault()}
        // Polite only when the user drives it; an auto-rotating region must not chatter.
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(e) => {
          if (e.button !== 0 || total < 2) return;
          start.current = { x: e.clientX, id: e.pointerId };
        }}
        onPointerMove={(e) => {
          if (!start.current || start.current.id !== e.pointerId) return;
          const dx = e.clientX - start.current.x;
          if (drag === null && Math.abs(dx) < 6) return;
          if (drag === null) e.currentTarget.setPointerCapture?.(e.pointerId);
          setDrag(dx);
        }}
        onPointerUp={(e) => {
          if (!start.current || start.current.id !== e.pointerId) return;
          const dx = drag ?? 0;
          start.current = null;
          setDrag(null);
          if (Math.abs(dx) > CAROUSEL_SWIPE_PX) goTo(index + (dx * sign > 0 ? 1 : -1));
        }}
        onPointerCancel={() => {
          start.current = null;
          setDrag(null);
        }}
        onClickCapture={(e) => {
          // A swipe that ends on a link inside a slide is not a click on it.
          if (drag !== null) e.preventDefault();
        }}
      >
        <div
          className={styles.track}
          data-dragging={drag !== null ? '' : undefined}
          style={{
            transform: `translateX(${offset})`,
            transitionDuration: `${CAROUSEL_SLIDE_MS}ms`,
          }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-label={slideLabel(i + 1, total)}
              className={styles.slide}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dotButton}
                aria-label={goToLabel(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <span className={styles.dot} />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
});
Carousel.displayName = 'Carousel';
