import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What src/main.tsx imports for Mantine's CSS. */
export const MANTINE_STYLES_ID = 'virtual:mantine-styles';
const RESOLVED_ID = '\0virtual:mantine-styles.js';

/** Packages whose CSS is one file (`styles.layer.css`), not one file per component. */
const SINGLE_FILE_PACKAGES = ['dates', 'notifications', 'charts'] as const;

/** A Mantine CSS-module file: the class names of one component (`Button/Button.module.mjs`). */
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/](\w+)[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/;

/**
 * The stylesheet that holds the rules of a Mantine class-names module, or null when there is
 * none: `@mantine/core/styles/<Component>.layer.css`, or the package's only stylesheet.
 */
export function stylesheetFor(moduleId: string): string | null {
  const match = CLASS_NAMES_MODULE.exec(moduleId);
  if (!match) return null;
  const [, packageName, component] = match;
  const packageRoot = moduleId.slice(0, moduleId.search(/[\\/]esm[\\/]/));
  const file =
    packageName === 'core'
      ? path.join(packageRoot, 'styles', `${component}.layer.css`)
      : path.join(packageRoot, 'styles.layer.css');
  return fs.existsSync(file) ? file : null;
}

const require = createRequire(import.meta.url);

/**
 * Mantine's styles.css holds the CSS of all its components (250 kB). In a build, each
 * component's CSS travels with its code instead: a Mantine `X.module.mjs` gets an import of
 * `styles/X.layer.css`, so Vite puts the rules in the CSS of whichever chunk uses X, and the
 * first page carries only the components it renders. `virtual:mantine-styles` is the base every
 * page needs (baseline, the default theme's CSS variables, global rules).
 *
 * The dev server pre-bundles Mantine (no per-module transform), so there it is every package's
 * whole stylesheet. Both use the `.layer.css` files: Mantine sits in `@layer mantine`, below the
 * app's own CSS modules whatever order the chunks' stylesheets arrive in.
 */
export function mantineStyles(): Plugin {
  let isBuild = true;
  const baseStylesheets = () =>
    isBuild
      ? ['baseline', 'default-css-variables', 'global'].map((name) =>
          require.resolve(`@mantine/core/styles/${name}.layer.css`),
        )
      : ['core', ...SINGLE_FILE_PACKAGES].map((name) =>
          require.resolve(`@mantine/${name}/styles.layer.css`),
        );

  return {
    name: 'stakelab:mantine-styles',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === MANTINE_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return baseStylesheets()
        .map((file) => `import ${JSON.stringify(file)};`)
        .join('\n');
    },
    transform(code, id) {
      if (!isBuild) return null;
      const stylesheet = stylesheetFor(id);
      return stylesheet
        ? { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null }
        : null;
    },
  };
}
