import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LOCALES } from '@shop/domain';
import { PATHS } from '../../routes/paths';
import LanguagePage from './LanguagePage';

/** The language screen: the 15 languages by their own names; the choice applies at once. */
const meta = {
  title: 'Screens/Public/Language',
  component: LanguagePage,
  parameters: { screen: { route: PATHS.language }, visual: { locales: 'all' } },
} satisfies Meta<typeof LanguagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(LOCALES.length);
    await expect(canvas.getByRole('radio', { name: '日本語' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'العربية' })).toBeInTheDocument();
  },
};

/** Choosing Arabic switches the page to Arabic, right to left, and stores the choice. */
export const ChooseArabic: Story = {
  parameters: { visual: { disable: true, reason: 'changes the document language; covered by Default in every locale' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await expect(localStorage.getItem('locale')).toBe('ar');
    await expect(await canvas.findByRole('heading', { name: 'اللغة' })).toBeInTheDocument();
  },
};
