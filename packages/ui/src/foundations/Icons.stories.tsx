import type { ComponentType, SVGProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from '../icons';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

type IconName = keyof typeof icons;

/** Icons that point along the reading direction: the component using one mirrors it right to left. */
const DIRECTIONAL: IconName[] = ['ArrowLeftIcon', 'ChevronLeftIcon', 'ChevronRightIcon'];

function Icons() {
  const entries = Object.entries(icons) as [IconName, ComponentType<SVGProps<SVGSVGElement>>][];
  return (
    <FoundationPage
      title="Icons"
      intro={`The kit's ${entries.length} icons (import from @shop/ui/icons): 24px strokes in the current text colour, sized by font-size (1em). They are decorative: the control they sit in carries the name. ${DIRECTIONAL.join(', ')} point along the reading direction and are mirrored right to left by the component that uses them; no other icon mirrors.`}
    >
      <FoundationSection title="All icons">
        <ul className={styles.iconGrid}>
          {entries.map(([name, Icon]) => (
            <li key={name} className={styles.iconCell} data-icon={name}>
              <Icon className={styles.iconGlyph} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

/** Every icon the kit exports, with its name. */
const meta = {
  title: 'Foundations/Icons',
  component: Icons,
} satisfies Meta<typeof Icons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const cells = canvasElement.querySelectorAll<HTMLElement>('[data-icon]');
    await expect(cells).toHaveLength(Object.keys(icons).length);
    for (const cell of cells) {
      const svg = cell.querySelector('svg')!;
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getBoundingClientRect().width).toBe(24);
    }
    await expect(within(canvasElement).getByText('CartIcon')).toBeInTheDocument();
  },
};
