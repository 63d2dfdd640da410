import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

type ElevationName = keyof typeof lightTokens.elevation;
type LayerName = keyof typeof lightTokens.zIndex;

const ELEVATION_PURPOSE: Record<ElevationName, string> = {
  card: 'Cards on the ground',
  raised: 'Sticky bars, menus',
  overlay: 'Popups and dialogs',
};

function Elevation() {
  return (
    <FoundationPage
      title="Elevation and layers"
      intro="Shadows (vars.elevation.*) lift surfaces off the ground; layers (vars.zIndex.*) decide what covers what."
    >
      <FoundationSection title="Shadows">
        <div className={styles.elevationGround}>
          <ul className={styles.tiles}>
            {(Object.keys(lightTokens.elevation) as ElevationName[]).map((name) => (
              <li key={name} className={styles.tile} data-elevation={name}>
                <span
                  className={styles.elevationBox}
                  style={{ boxShadow: vars.elevation[name] }}
                  data-box
                />
                <span className={styles.tokenName}>{name}</span>
                <span className={styles.note}>{ELEVATION_PURPOSE[name]}</span>
              </li>
            ))}
          </ul>
        </div>
        <ul className={styles.list}>
          {(Object.keys(lightTokens.elevation) as ElevationName[]).map((name) => (
            <li key={name} className={styles.value}>{`${name}: ${lightTokens.elevation[name]}`}</li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Layers, bottom to top">
        <ol className={styles.list}>
          {(Object.keys(lightTokens.zIndex) as LayerName[])
            .sort((a, b) => Number(lightTokens.zIndex[a]) - Number(lightTokens.zIndex[b]))
            .map((name) => (
              <li key={name} className={styles.measureRow} data-layer={name}>
                <span className={styles.tokenName}>{name}</span>
                <span className={styles.value}>{lightTokens.zIndex[name]}</span>
              </li>
            ))}
        </ol>
      </FoundationSection>
    </FoundationPage>
  );
}

/** Shadows and stacking layers of the theme. */
const meta = {
  title: 'Foundations/Elevation',
  component: Elevation,
} satisfies Meta<typeof Elevation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShadowsAndLayers: Story = {
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(lightTokens.elevation) as ElevationName[]) {
      const box = canvasElement.querySelector<HTMLElement>(
        `[data-elevation="${name}"] [data-box]`,
      )!;
      await expect(getComputedStyle(box).boxShadow).not.toBe('none');
    }
    const layers = [...canvasElement.querySelectorAll<HTMLElement>('[data-layer]')].map(
      (l) => l.dataset.layer,
    );
    await expect(layers).toHaveLength(Object.keys(lightTokens.zIndex).length);
    await expect(layers.at(-1)).toBe('toast');
  },
};
