import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The one brand colour: a deep pine green ("money, growth" without casino glare).
 * Shade 7 carries white text at 5.6:1 and shade 4 reads at 5.6:1 on the dark body, so filled
 * buttons and links stay AA in both schemes.
 */
const pine: MantineColorsTuple = [
  '#e6f6f0',
  '#c8eadd',
  '#97d6bf',
  '#62c19e',
  '#3aaf83',
  '#1f9d70',
  '#108a61',
  '#0b7654',
  '#086447',
  '#05523a',
];

/** The localStorage key of the colour scheme; public/color-scheme.js reads the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'stakelab.color-scheme';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'pine',
  primaryShade: { light: 7, dark: 7 },
  colors: { pine },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700', textWrap: 'balance' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard focus shows a 2 px ring in --app-focus-ring (global.css), 3:1 on every ground.
  focusRing: 'auto',
  components: {
    Container: { defaultProps: { size: 1200 } },
    // A dialog's <header> is not the page's banner: without a role it would be a second one.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // Headings in the brightest text colour: white on dark, near-black on light.
    Title: { defaultProps: { c: 'bright' } },
    // Links inside text must not differ by colour alone (WCAG 1.4.1); navigation uses NavLink.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * AA contrast fixes. Mantine's default dimmed, placeholder and error colours fall under 4.5:1
 * (gray-6 on white is 3.3:1, dark-2 on dark-7 4.0:1), and coloured text in the light scheme
 * uses the bright filled shade (green-7 on white is 2.9:1). So text colours move to darker
 * shades in light and stay at shade 4 in dark: `c="green"` (a WON figure) reads 5.4:1 on white.
 * Result badges use `variant="light"`: shade 9 on shade 1, except green-9 on green-1 (3.8:1),
 * which takes the darker green of green text (4.7:1).
 * Placeholders are a mid grey, 4.5:1 on the input yet lighter than typed text, and stay grey
 * when the field has an error (global.css). The focus ring is pine-7 on light grounds (4.7:1 or
 * more) and pine-3 on dark ones (4.6:1 or more, dark-5 cards included).
 */
/**
 * Filled buttons in the result colours (the admin's Won / Lost / Void / Cash out and their
 * confirmations) carry white text: Mantine's filled shades give 2.4:1 (green-6) to 4.5:1
 * (red-8), so both schemes use shades with 4.5:1 or more (green 5.4, red-9 5.5, blue-8 5.0,
 * gray-7 8.2) and a darker one on hover.
 */
const resultFilledColors = {
  '--mantine-color-green-filled': '#24793a',
  '--mantine-color-green-filled-hover': '#1d6430',
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
  '--mantine-color-red-filled-hover': '#a82323',
  '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)',
  '--mantine-color-blue-filled-hover': 'var(--mantine-color-blue-9)',
  '--mantine-color-gray-filled': 'var(--mantine-color-gray-7)',
  '--mantine-color-gray-filled-hover': 'var(--mantine-color-gray-8)',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...resultFilledColors,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-green-text': '#24793a',
    '--mantine-color-green-light-color': '#24793a',
    // Light yellow (the unverified-e-mail notice): yellow-9 on yellow-0 is 2.7:1; 5.3:1 here.
    '--mantine-color-yellow-light-color': '#9c4f00',
    '--app-focus-ring': 'var(--mantine-color-pine-7)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-text': 'var(--mantine-color-blue-9)',
    '--mantine-color-gray-text': 'var(--mantine-color-gray-7)',
  },
  dark: {
    ...resultFilledColors,
    // Links on tinted dark cards (dark-5) need a lighter green than the default shade 4.
    '--mantine-color-anchor': 'var(--mantine-color-pine-3)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': '#a0a0a0',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--app-focus-ring': 'var(--mantine-color-pine-3)',
  },
});
