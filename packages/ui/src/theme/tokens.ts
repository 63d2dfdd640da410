/**
 * The light theme's values. Contrast ratios are WCAG 2 and were measured; see VISUAL.md.
 * Spacing sits on a 4px grid; the page gutter is 12px.
 */
export const lightTokens = {
  color: {
    accent: '#FC4630',
    accentFill: '#D63823',
    accentPressed: '#B82E1B',
    accentDisabled: '#F7B2A7',
    accentSubtle: '#FFEFEC',
    accentText: '#C8321E',
    onAccent: '#FFFFFF',

    ground: '#F5F5F5',
    surface: '#FFFFFF',
    surfaceMuted: '#FAFAFA',
    surfacePressed: '#EDEDED',
    border: '#E5E5E5',
    borderStrong: '#8A8A8A',
    overlay: 'rgba(0, 0, 0, 0.6)',

    text: '#1A1A1A',
    textSecondary: '#5C5C5C',
    textTertiary: '#6B6B6B',
    textDisabled: '#A3A3A3',
    textInverse: '#FFFFFF',

    success: '#2DA44E',
    successText: '#1A7F37',
    successSubtle: '#E8F5EC',
    warning: '#F2A60D',
    warningText: '#8A5A00',
    warningSubtle: '#FFF6E0',
    danger: '#E5343D',
    dangerText: '#C4262E',
    dangerSubtle: '#FDECEC',
    info: '#2F81F7',
    infoText: '#0860C4',
    infoSubtle: '#EAF2FE',

    focusRing: '#0860C4',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    gutter: '12px',
    md: '16px',
    lg: '20px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
    round: '50%',
  },
  font: {
    family:
      "'Noto Sans Variable', 'Noto Sans Arabic Variable', 'Noto Sans Thai Variable', 'Noto Sans Devanagari Variable', 'Noto Sans SC Variable', system-ui, sans-serif",
    size: {
      caption: '12px',
      body: '14px',
      title: '16px',
      pageTitle: '18px',
      price: '20px',
      priceLarge: '24px',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
    lineHeight: {
      tight: '1.3',
      normal: '1.4',
    },
  },
  elevation: {
    card: '0 1px 2px rgba(0, 0, 0, 0.06)',
    raised: '0 2px 8px rgba(0, 0, 0, 0.1)',
    overlay: '0 8px 24px rgba(0, 0, 0, 0.18)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    bar: '200',
    popup: '1000',
    dialog: '1100',
    notify: '1200',
    toast: '1300',
  },
  motion: {
    durationNavigation: '300ms',
    durationFast: '150ms',
    easingOut: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layout: {
    maxWidth: '400px',
    navBarHeight: '44px',
    tabBarHeight: '50px',
    touchTarget: '44px',
  },
} as const;

/** What every duration becomes under `prefers-reduced-motion: reduce` (VISUAL.md: Motion). */
export const reducedMotionDuration = '0ms';
