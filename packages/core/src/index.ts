export * from './constants.ts';
export * from './contract/error.ts';
export * from './contract/health.ts';
export * from './contract/public-config.ts';
export * from './contract/contact.ts';
export * from './validation/account-rules.ts';
export * from './contract/auth.ts';
export * from './contract/profile.ts';
