import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { stylesheetFor } from './mantine-styles.ts';

const require = createRequire(import.meta.url);
const packageRoot = (name: string) =>
  path.dirname(require.resolve(`@mantine/${name}/styles.layer.css`));

describe('stylesheetFor', () => {
  it('gives a core component its own layered stylesheet', () => {
    const core = packageRoot('core');
    const module = path.join(core, 'esm/components/Button/Button.module.mjs');
    expect(stylesheetFor(module)).toBe(path.join(core, 'styles/Button.layer.css'));
  });

  it('finds the stylesheet of a component nested in another’s folder by its own name', () => {
    const core = packageRoot('core');
    const module = path.join(core, 'esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs');
    expect(stylesheetFor(module)).toBe(path.join(core, 'styles/CheckboxCard.layer.css'));
  });

  it('gives a component of dates, notifications or charts its package’s one stylesheet', () => {
    const dates = packageRoot('dates');
    const module = path.join(dates, 'esm/components/Day/Day.module.mjs');
    expect(stylesheetFor(module)).toBe(path.join(dates, 'styles.layer.css'));
  });

  it('leaves other modules alone', () => {
    const core = packageRoot('core');
    expect(stylesheetFor(path.join(core, 'esm/components/Button/Button.mjs'))).toBeNull();
    expect(stylesheetFor('/app/src/features/marketing/marketing.module.css')).toBeNull();
  });
});
