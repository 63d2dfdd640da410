import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

type RadiusName = keyof typeof lightTokens.radius;

const RADIUS_PURPOSE: Record<RadiusName, string> = {
  sm: 'Tags, small marks',
  md: 'Inputs, tiles, images',
  lg: 'Cards and sheets',
  pill: 'Buttons, search bar',
  round: 'Avatars, dots',
};

function Radii() {
  return (
    <FoundationPage
      title="Radii"
      intro="Corner radii (vars.radius.*). Buttons are pills everywhere; cards take 12px."
    >
      <FoundationSection title="Radius">
        <ul className={styles.tiles}>
          {(Object.keys(lightTokens.radius) as RadiusName[]).map((name) => (
            <li key={name} className={styles.tile} data-radius={name}>
              <span
                className={`${styles.radiusBox} ${name === 'pill' ? styles.radiusBoxWide : ''}`}
                style={{ borderRadius: vars.radius[name] }}
                data-box
              />
              <span className={styles.tokenName}>{name}</span>
              <span className={styles.value}>{lightTokens.radius[name]}</span>
              <span className={styles.note}>{RADIUS_PURPOSE[name]}</span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

/** Corner radii of the theme, each drawn with the live variable. */
const meta = {
  title: 'Foundations/Radii',
  component: Radii,
} satisfies Meta<typeof Radii>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(lightTokens.radius) as RadiusName[]) {
      const box = canvasElement.querySelector<HTMLElement>(`[data-radius="${name}"] [data-box]`)!;
      await expect(getComputedStyle(box).borderTopLeftRadius).toBe(lightTokens.radius[name]);
    }
  },
};
