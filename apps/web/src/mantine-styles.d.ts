/** Mantine's base stylesheets, provided by build-plugins/mantine-styles.ts. */
declare module 'virtual:mantine-styles';
