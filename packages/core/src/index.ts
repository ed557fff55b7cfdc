export * from './constants.ts';
export * from './contract/error.ts';
export * from './contract/health.ts';
export * from './contract/public-config.ts';
export * from './contract/contact.ts';
