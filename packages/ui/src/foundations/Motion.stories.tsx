import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../components/Button';
import { vars } from '../theme/contract.css';
import { lightTokens, reducedMotionDuration } from '../theme/tokens';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

type DurationName = 'durationNavigation' | 'durationFast';

const DURATION_PURPOSE: Record<DurationName, string> = {
  durationNavigation: 'Page transitions, sheets and popups, carousel slides.',
  durationFast: 'State changes of a control: pressed, checked, focused.',
};

const DURATIONS = Object.keys(DURATION_PURPOSE) as DurationName[];
const LONGEST = Math.max(...DURATIONS.map((name) => parseFloat(lightTokens.motion[name])));

/** The four numbers of a `cubic-bezier(x1, y1, x2, y2)` easing. */
const bezier = (easing: string) =>
  (/cubic-bezier\(([^)]*)\)/.exec(easing)?.[1] ?? '').split(',').map(Number);

const cssVarName = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

/** A CSS time in milliseconds: Chromium may report the theme's `0ms` as `0s`. */
const toMs = (time: string) => parseFloat(time) * (/ms$/.test(time.trim()) ? 1 : 1000);

/** The durations as this browser applies them now (reduced motion turns them to 0ms). */
function liveDurations(): Record<DurationName, string> {
  const root = getComputedStyle(document.documentElement);
  const read = (reference: string) => `${toMs(root.getPropertyValue(cssVarName(reference)))}ms`;
  return {
    durationNavigation: read(vars.motion.durationNavigation),
    durationFast: read(vars.motion.durationFast),
  };
}

function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = bezier(easing);
  // Unit square, y up: 0,0 is the start of the move and 1,1 its end.
  const point = (x = 0, y = 0) => `${8 + x * 100} ${108 - y * 100}`;
  return (
    <svg className={styles.curve} viewBox="0 0 116 116" aria-hidden="true" data-curve>
      <path
        className={styles.curveAxis}
        d={`M ${point(0, 0)} H ${8 + 100} M ${point(0, 0)} V 8`}
        fill="none"
        strokeWidth={1}
      />
      <path
        d={`M ${point(0, 0)} C ${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
      />
    </svg>
  );
}

function Motion() {
  const live = liveDurations();
  const [atEnd, setAtEnd] = useState(false);
  return (
    <FoundationPage
      title="Motion"
      intro={`Durations and the easing curve (vars.motion.*). Pages and sheets move in ${lightTokens.motion.durationNavigation} on an ease-out curve: fast at first, settling gently.`}
    >
      <FoundationSection title="Durations">
        <ul className={styles.list}>
          {DURATIONS.map((name) => (
            <li key={name} className={styles.sizeRow} data-duration={name}>
              <span>
                <span className={styles.tokenName}>{name}</span>
                <span className={styles.value}>{` · ${lightTokens.motion[name]}`}</span>
              </span>
              <span
                className={styles.spaceBar}
                style={{ inlineSize: `${(parseFloat(lightTokens.motion[name]) / LONGEST) * 100}%` }}
              />
              <span className={styles.note}>{DURATION_PURPOSE[name]}</span>
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Easing">
        <span className={styles.tokenName}>easingOut</span>
        <span className={styles.value}>{lightTokens.motion.easingOut}</span>
        <EasingCurve easing={lightTokens.motion.easingOut} />
        <div className={styles.track}>
          <span
            className={styles.runner}
            data-runner={atEnd ? 'end' : 'start'}
            style={{
              insetInlineStart: atEnd ? `calc(100% - 36px - ${vars.space.xs})` : vars.space.xs,
              transition: `inset-inline-start ${vars.motion.durationNavigation} ${vars.motion.easingOut}`,
            }}
          />
        </div>
        <Button variant="secondary" onPress={() => setAtEnd((end) => !end)}>
          {atEnd ? 'Move back' : 'Play the navigation move'}
        </Button>
      </FoundationSection>
      <FoundationSection title="Reduced motion">
        <p className={styles.note}>
          {`Under prefers-reduced-motion: reduce, every duration token becomes ${reducedMotionDuration} (theme.css.ts), the kit's global style cuts any other transition or animation to 0.01ms, spinners and skeleton shimmer stand still and the carousel does not advance on its own. The visual run shoots with reduced motion on.`}
        </p>
        <p className={styles.note} data-live-durations>
          {`In this browser now: durationNavigation ${live.durationNavigation}, durationFast ${live.durationFast}.`}
        </p>
      </FoundationSection>
    </FoundationPage>
  );
}

/** The motion tokens, with a move to play and what reduced motion does to them. */
const meta = {
  title: 'Foundations/Motion',
  component: Motion,
} satisfies Meta<typeof Motion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DurationsAndEasing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-duration]')).toHaveLength(DURATIONS.length);
    // Every motion token is on the page with its value.
    for (const name of DURATIONS) {
      await expect(canvasElement.querySelector(`[data-duration="${name}"]`)).toHaveTextContent(
        lightTokens.motion[name],
      );
    }
    await expect(canvas.getByText(lightTokens.motion.easingOut)).toBeInTheDocument();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const shown = reduced ? reducedMotionDuration : lightTokens.motion.durationNavigation;
    await expect(canvasElement.querySelector('[data-live-durations]')).toHaveTextContent(
      `durationNavigation ${shown}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Play the navigation move' }));
    await expect(canvasElement.querySelector('[data-runner]')).toHaveAttribute(
      'data-runner',
      'end',
    );
    // Back where it started, so the screenshot shows the resting state.
    await userEvent.click(canvas.getByRole('button', { name: 'Move back' }));
  },
};
