import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

type SpaceName = keyof typeof lightTokens.space;
type LayoutName = keyof typeof lightTokens.layout;

const LAYOUT_PURPOSE: Record<LayoutName, string> = {
  maxWidth: 'Content is never wider; on a wide screen it is centred and the sides show the ground.',
  navBarHeight: 'The navigation bar, plus the safe area.',
  tabBarHeight: 'The tab bar, plus the safe area.',
  touchTarget: 'The smallest a control may be to press, both ways.',
};

function Spacing() {
  return (
    <FoundationPage
      title="Spacing"
      intro="A 4px grid (vars.space.*); the page gutter is 12px. Layout uses logical properties only (padding-inline, margin-block…), so right to left needs no special case."
    >
      <FoundationSection title="Space">
        <ul className={styles.list}>
          {(Object.keys(lightTokens.space) as SpaceName[]).map((name) => (
            <li key={name} className={styles.measureRow} data-space={name}>
              <span>
                <span className={styles.tokenName}>{name}</span>
                <br />
                <span className={styles.value}>{lightTokens.space[name]}</span>
              </span>
              <span
                className={styles.spaceSquare}
                style={{ inlineSize: vars.space[name], blockSize: vars.space[name] }}
                data-bar
              />
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Layout">
        <ul className={styles.list}>
          {(Object.keys(lightTokens.layout) as LayoutName[]).map((name) => (
            <li key={name} className={styles.measureRow} data-layout={name}>
              <span>
                <span className={styles.tokenName}>{name}</span>
                <br />
                <span className={styles.value}>{lightTokens.layout[name]}</span>
              </span>
              <span className={styles.note}>{LAYOUT_PURPOSE[name]}</span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

/** The spacing scale and the layout sizes, each bar drawn with the live theme variable. */
const meta = {
  title: 'Foundations/Spacing',
  component: Spacing,
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(lightTokens.space) as SpaceName[]) {
      const bar = canvasElement.querySelector<HTMLElement>(`[data-space="${name}"] [data-bar]`)!;
      const expected = lightTokens.space[name] === '0' ? '0px' : lightTokens.space[name];
      await expect(getComputedStyle(bar).inlineSize).toBe(expected);
    }
    await expect(canvasElement.querySelectorAll('[data-layout]')).toHaveLength(
      Object.keys(lightTokens.layout).length,
    );
  },
};
