import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every value a component may use. Components read `vars.*`, never a literal,
 * so a theme change reaches the whole kit (and the visual-regression run catches it).
 */
export const vars = createThemeContract({
  color: {
    /** Brand accent #FC4630: non-text shapes (icons, dots, progress) and large text only (3.47:1 on white). */
    accent: null,
    /** Fill behind small white text (primary buttons, badges): 4.72:1 with white. */
    accentFill: null,
    accentPressed: null,
    accentDisabled: null,
    /** Tinted ground for selected and highlighted areas. */
    accentSubtle: null,
    /** Small accent-coloured text (prices in lists, links): at least 4.5:1 on white, ground and subtle. */
    accentText: null,
    /** Text on accentFill: passes WCAG AA. */
    onAccent: null,

    ground: null,
    surface: null,
    surfaceMuted: null,
    surfacePressed: null,
    border: null,
    /** Boundaries of inputs and controls: 3:1 against white. */
    borderStrong: null,
    overlay: null,

    text: null,
    textSecondary: null,
    textTertiary: null,
    textDisabled: null,
    textInverse: null,

    success: null,
    successText: null,
    successSubtle: null,
    warning: null,
    warningText: null,
    warningSubtle: null,
    danger: null,
    dangerText: null,
    dangerSubtle: null,
    info: null,
    infoText: null,
    infoSubtle: null,

    focusRing: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    gutter: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
    round: null,
  },
  font: {
    family: null,
    size: {
      caption: null,
      body: null,
      title: null,
      pageTitle: null,
      price: null,
      priceLarge: null,
    },
    weight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
  },
  elevation: {
    card: null,
    raised: null,
    overlay: null,
  },
  zIndex: {
    base: null,
    sticky: null,
    bar: null,
    popup: null,
    dialog: null,
    notify: null,
    toast: null,
  },
  motion: {
    durationNavigation: null,
    durationFast: null,
    easingOut: null,
  },
  layout: {
    maxWidth: null,
    navBarHeight: null,
    tabBarHeight: null,
    touchTarget: null,
  },
});
