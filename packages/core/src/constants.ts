/** Business constants of docs/product.md §9, shared by the server and the SPA. */

/** Toast durations in milliseconds; the product keeps one toast at a time. */
export const TOAST_DURATION_MS = {
  logout: 2500,
  loginSuccess: 2500,
  error: 3000,
  contactSuccess: 5000,
  registrationSuccess: 6000,
} as const;

export const SUBSCRIPTION_FROM_EUR = 5;

/** Terms of use (docs/product.md §1). */
export const TERMS = {
  effectiveDate: '2025-06-25',
  minimumAge: 18,
  governingLawCountry: 'Spain',
} as const;

/** The figures claimed on the about page (docs/product.md §1). */
export const ABOUT_FIGURES = {
  averageAccuracyRatio: 0.75,
  sportsCovered: 5,
  activeUsersThousands: 10,
} as const;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
