import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from '../components/Tag';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';
import {
  COLOUR_ROLES,
  measurePairings,
  type ColourName,
  type ColourRole,
  type Measured,
} from './colourRoles';
import { AA_MINIMUM, formatRatio, parseColour, type ColourUse } from './contrast';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

const USE: Record<ColourUse, string> = {
  text: 'text',
  largeText: 'large text',
  nonText: 'shape or outline',
  disabled: 'disabled control',
  decorative: 'decoration',
};

const namesIn = (group: ColourRole['group']) =>
  (Object.keys(COLOUR_ROLES) as ColourName[]).filter((name) => COLOUR_ROLES[name].group === group);

function Verdict({ measured }: { measured: Measured }) {
  if (measured.passes === null) return <Tag tone="neutral">no minimum</Tag>;
  const minimum = `${AA_MINIMUM[measured.use]}:1`;
  return measured.passes ? (
    <Tag tone="success">{`AA ${minimum} pass`}</Tag>
  ) : (
    <Tag tone="danger">{`AA ${minimum} fail`}</Tag>
  );
}

/** The pair drawn as it is used: text as "Aa" (axe measures it too), anything else as a ring. */
function Sample({ fg, bg, use }: { fg: ColourName; bg: ColourName; use: ColourUse }) {
  const isText = use === 'text' || use === 'largeText';
  return (
    <span
      className={`${styles.sample} ${use === 'largeText' ? styles.sampleLarge : ''}`}
      style={{ background: vars.color[bg], color: vars.color[fg] }}
      aria-hidden="true"
    >
      {isText ? 'Aa' : <span className={styles.sampleShape} />}
    </span>
  );
}

function PairingItem({ measured, label }: { measured: Measured; label: string }) {
  return (
    <li className={styles.pairing} data-pairing={`${measured.fg} on ${measured.bg}`}>
      <Sample fg={measured.fg} bg={measured.bg} use={measured.use} />
      <span className={styles.pairingLabel}>
        <span>{label}</span>
        <span className={styles.value}>{USE[measured.use]}</span>
      </span>
      <span className={styles.verdict}>
        <span className={styles.ratio}>{formatRatio(measured.ratio)}</span>
        <Verdict measured={measured} />
      </span>
    </li>
  );
}

function ColourRow({ name, measured }: { name: ColourName; measured: Measured[] }) {
  const on = measured.filter((m) => m.fg === name);
  const under = measured.filter((m) => m.bg === name);
  return (
    <li className={styles.colourRow} data-token={name}>
      <span className={styles.swatch} style={{ background: vars.color[name] }} data-swatch />
      <span className={styles.colourText}>
        <span className={styles.tokenName}>{name}</span>
        <span className={styles.value}>{lightTokens.color[name]}</span>
        <span className={styles.note}>{COLOUR_ROLES[name].purpose}</span>
      </span>
      {on.length > 0 && (
        <ul className={styles.pairings}>
          {on.map((m) => (
            <PairingItem key={m.bg} measured={m} label={`on ${m.bg}`} />
          ))}
        </ul>
      )}
      {under.length > 0 && (
        // A ground lists what sits on it; each of those shows the measured pair in its own row.
        <p className={`${styles.note} ${styles.carries}`} data-carries>
          {`Carries ${under.map((m) => m.fg).join(', ')}: each measured in its own row.`}
        </p>
      )}
    </li>
  );
}

function ColourGroup({ group }: { group: ColourRole['group'] }) {
  const measured = measurePairings();
  return (
    <FoundationPage
      title={`Colour: ${group.toLowerCase()}`}
      intro="Every colour of the theme (packages/ui/src/theme/tokens.ts; components use vars.color.*), with its contrast measured in code against the backgrounds it is used on. WCAG 2 AA asks 4.5:1 of text, 3:1 of large text (24px, or 18.66px bold) and of the shapes that show a control or its state; disabled controls and decoration have no minimum. Ratios are cut, not rounded, to two decimals."
    >
      <FoundationSection title={group}>
        <ul className={styles.list}>
          {namesIn(group).map((name) => (
            <ColourRow key={name} name={name} measured={measured} />
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

/**
 * The theme's colours by role, each with the contrast it has on the backgrounds the kit and the
 * app put it on (`colourRoles.ts`), measured from the theme's own values, never typed in.
 */
const meta = {
  title: 'Foundations/Colour',
  component: ColourGroup,
} satisfies Meta<typeof ColourGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(…)`/`rgba(…)` as the browser reports a computed colour. */
const computed = (value: string) => {
  const { r, g, b, a } = parseColour(value);
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
};

const showsGroup =
  (group: ColourRole['group']): Story['play'] =>
  async ({ canvasElement }) => {
    const names = namesIn(group);
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-token]')];
    await expect(rows.map((row) => row.dataset.token)).toEqual(names);
    for (const row of rows) {
      const name = row.dataset.token as ColourName;
      // The swatch is painted by the live theme variable; the label is the token's value. They agree.
      const swatch = row.querySelector<HTMLElement>('[data-swatch]')!;
      await expect(getComputedStyle(swatch).backgroundColor).toBe(
        computed(lightTokens.color[name]),
      );
      await expect(within(row).getByText(lightTokens.color[name])).toBeInTheDocument();
    }
    // Every pairing of these colours is shown with its measured ratio, and every ground names
    // what it carries.
    for (const m of measurePairings()) {
      if (names.includes(m.fg)) {
        const item = canvasElement.querySelector(
          `[data-token="${m.fg}"] [data-pairing="${m.fg} on ${m.bg}"]`,
        );
        await expect(item).toHaveTextContent(formatRatio(m.ratio));
      }
      if (names.includes(m.bg)) {
        await expect(
          canvasElement.querySelector(`[data-token="${m.bg}"] [data-carries]`),
        ).toHaveTextContent(m.fg);
      }
    }
  };

export const Accent: Story = { args: { group: 'Accent' }, play: showsGroup('Accent') };

export const SurfacesAndLines: Story = {
  args: { group: 'Surfaces and lines' },
  play: showsGroup('Surfaces and lines'),
};

export const Text: Story = { args: { group: 'Text' }, play: showsGroup('Text') };

export const Status: Story = { args: { group: 'Status' }, play: showsGroup('Status') };
