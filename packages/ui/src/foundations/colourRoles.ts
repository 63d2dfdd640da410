import { lightTokens } from '../theme/tokens';
import { contrastRatio, meetsAA, type ColourUse } from './contrast';

export type ColourName = keyof typeof lightTokens.color;

/** Where a colour sits on another, and what it does there (which decides the AA minimum). */
export interface Pairing {
  on: ColourName;
  as: ColourUse;
}

export interface ColourRole {
  group: 'Accent' | 'Surfaces and lines' | 'Text' | 'Status';
  /** What the colour is for, as a designer would look it up. */
  purpose: string;
  /** The backgrounds it is drawn on in the kit and the app; empty for colours that are grounds. */
  on: Pairing[];
}

const text = (...grounds: ColourName[]): Pairing[] => grounds.map((on) => ({ on, as: 'text' }));
const shape = (...grounds: ColourName[]): Pairing[] => grounds.map((on) => ({ on, as: 'nonText' }));

/**
 * Every colour of the theme with what it is for and the backgrounds it is used on (read from the
 * kit's and the app's styles). A `Record` over the theme's names: a colour added to the theme
 * without a role here fails the type check, so the Colour foundation page lists every one.
 */
export const COLOUR_ROLES: Record<ColourName, ColourRole> = {
  accent: {
    group: 'Accent',
    purpose: 'The brand: icons, the active tab, selected marks, progress, large prices (24px).',
    on: shape('surface', 'ground', 'accentSubtle'),
  },
  accentFill: {
    group: 'Accent',
    purpose: 'Fill behind small white text: primary buttons, badges, solid accent tags.',
    on: [],
  },
  accentPressed: { group: 'Accent', purpose: 'A primary button while pressed or hovered.', on: [] },
  accentDisabled: {
    group: 'Accent',
    purpose: 'A primary button or selected control, disabled.',
    on: [],
  },
  accentSubtle: {
    group: 'Accent',
    purpose: 'Tinted ground of selected and highlighted areas.',
    on: [],
  },
  accentText: {
    group: 'Accent',
    purpose: 'Small accent-coloured text: prices in lists, links, selected labels.',
    on: text('surface', 'ground', 'surfaceMuted', 'accentSubtle'),
  },
  onAccent: {
    group: 'Accent',
    purpose: 'Text and icons on the accent fills.',
    on: [
      ...text('accentFill', 'accentPressed'),
      { on: 'accent', as: 'largeText' },
      { on: 'accentDisabled', as: 'disabled' },
    ],
  },

  ground: { group: 'Surfaces and lines', purpose: 'The page ground behind cards.', on: [] },
  surface: { group: 'Surfaces and lines', purpose: 'Cards, sheets, bars and inputs.', on: [] },
  surfaceMuted: {
    group: 'Surfaces and lines',
    purpose: 'Quiet areas inside a card; disabled checkboxes and radios.',
    on: [],
  },
  surfacePressed: {
    group: 'Surfaces and lines',
    purpose: 'A row or cell while pressed; neutral tags.',
    on: [],
  },
  border: {
    group: 'Surfaces and lines',
    purpose: 'Dividers and card edges: decoration, the layout does not depend on them.',
    on: [
      { on: 'surface', as: 'decorative' },
      { on: 'ground', as: 'decorative' },
    ],
  },
  borderStrong: {
    group: 'Surfaces and lines',
    purpose: 'The boundary of inputs, checkboxes and radios: it shows where the control is.',
    on: shape('surface', 'surfaceMuted'),
  },
  overlay: {
    group: 'Surfaces and lines',
    purpose: 'The scrim under popups and dialogs, and behind captions on pictures.',
    on: [],
  },
  focusRing: {
    group: 'Surfaces and lines',
    purpose: 'The keyboard focus outline around every control.',
    on: shape('surface', 'ground', 'surfaceMuted'),
  },

  text: {
    group: 'Text',
    purpose: 'Body text and titles.',
    on: text('surface', 'ground', 'surfaceMuted', 'surfacePressed', 'accentSubtle'),
  },
  textSecondary: {
    group: 'Text',
    purpose: 'Supporting text: descriptions, meta lines, the original (struck) price.',
    on: text('surface', 'ground', 'surfaceMuted', 'surfacePressed'),
  },
  textTertiary: {
    group: 'Text',
    purpose: 'The quietest readable text: placeholders, inactive tab labels, hints.',
    on: text('surface', 'ground', 'surfaceMuted'),
  },
  textDisabled: {
    group: 'Text',
    purpose: 'Labels of disabled controls (WCAG sets no minimum for those).',
    on: [
      { on: 'surface', as: 'disabled' },
      { on: 'surfaceMuted', as: 'disabled' },
      { on: 'dangerSubtle', as: 'disabled' },
    ],
  },
  textInverse: {
    group: 'Text',
    purpose: 'Text on dark or solid fills: toasts, solid tags, captions on the scrim.',
    // The scrim is translucent; over white, the lightest thing it can cover, is its worst case.
    on: text(
      'text',
      'overlay',
      'accentFill',
      'successText',
      'warningText',
      'dangerText',
      'infoText',
      'textSecondary',
    ),
  },

  success: {
    group: 'Status',
    purpose: 'Status dots beside a text that says the same (no minimum: the text carries it).',
    on: [{ on: 'surface', as: 'decorative' }],
  },
  successText: {
    group: 'Status',
    purpose: 'Success text: money in, done.',
    on: text('surface', 'ground', 'successSubtle'),
  },
  successSubtle: { group: 'Status', purpose: 'Ground of success tags and notices.', on: [] },
  warning: {
    group: 'Status',
    purpose: 'Status dots beside a text that says the same (no minimum: the text carries it).',
    on: [{ on: 'surface', as: 'decorative' }],
  },
  warningText: { group: 'Status', purpose: 'Warning text.', on: text('surface', 'warningSubtle') },
  warningSubtle: { group: 'Status', purpose: 'Ground of warning tags and notices.', on: [] },
  danger: {
    group: 'Status',
    purpose: 'Error marks beside an error message that says the same.',
    on: [{ on: 'surface', as: 'decorative' }],
  },
  dangerText: {
    group: 'Status',
    purpose: 'Errors, money out, the danger button fill.',
    on: text('surface', 'ground', 'dangerSubtle'),
  },
  dangerSubtle: { group: 'Status', purpose: 'Ground of error notices and danger tags.', on: [] },
  info: {
    group: 'Status',
    purpose: 'Status dots beside a text that says the same (no minimum: the text carries it).',
    on: [{ on: 'surface', as: 'decorative' }],
  },
  infoText: {
    group: 'Status',
    purpose: 'Informational text and links in notices.',
    on: text('surface', 'infoSubtle'),
  },
  infoSubtle: { group: 'Status', purpose: 'Ground of informational notices and tags.', on: [] },
};

export const COLOUR_GROUPS = ['Accent', 'Surfaces and lines', 'Text', 'Status'] as const;

/** One measured pairing: the ratio and whether it meets AA for its use (null: AA asks nothing). */
export interface Measured {
  fg: ColourName;
  bg: ColourName;
  use: ColourUse;
  ratio: number;
  passes: boolean | null;
}

/** Measures every pairing the roles declare, from the theme's own values. */
export function measurePairings(): Measured[] {
  const colours = lightTokens.color;
  return (Object.keys(COLOUR_ROLES) as ColourName[]).flatMap((fg) =>
    COLOUR_ROLES[fg].on.map(({ on, as }) => {
      const ratio = contrastRatio(colours[fg], colours[on]);
      return { fg, bg: on, use: as, ratio, passes: meetsAA(ratio, as) };
    }),
  );
}
