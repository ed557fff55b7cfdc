import { publicConfigSchema } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { publicConfigGuard } from './public-config-guard';

const links = {
  messaging: 'https://t.me/stakelab',
  video: 'https://www.youtube.com/@stakelab',
  shortPost: 'https://x.com/stakelab',
  photo: 'https://www.instagram.com/stakelab',
};
const config = { supportEmail: 'support@stakelab.app', socialLinks: links, tipsterName: 'Tipster' };

/** Answers the server could send, well-formed or not, each with what reading it should give. */
const answers: Array<[string, unknown, unknown]> = [
  ['the server’s answer', config, config],
  [
    'unknown keys, dropped',
    { ...config, extra: 1, socialLinks: { ...links, tiktok: 'x' } },
    config,
  ],
  [
    'links with spaces around and a line break inside, trimmed and joined',
    { ...config, socialLinks: { ...links, video: '  https://you\ntube.com/@s \t' } },
    { ...config, socialLinks: { ...links, video: 'https://youtube.com/@s' } },
  ],
  ['a link that is no URL', { ...config, socialLinks: { ...links, photo: 'instagram' } }, null],
  ['a relative link', { ...config, socialLinks: { ...links, photo: '/stakelab' } }, null],
  ['a missing link', { ...config, socialLinks: { ...links, shortPost: undefined } }, null],
  ['an e-mail without @', { ...config, supportEmail: 'support.stakelab.app' }, null],
  ['an e-mail without a domain suffix', { ...config, supportEmail: 'support@stakelab' }, null],
  ['an e-mail starting with a dot', { ...config, supportEmail: '.support@stakelab.app' }, null],
  ['a number as tipster name', { ...config, tipsterName: 7 }, null],
  ['links as an array', { ...config, socialLinks: Object.values(links) }, null],
  ['null', null, null],
  ['a string', 'config', null],
];

describe('publicConfigGuard', () => {
  it.each(answers)('reads %s as expected', (_name, answer, expected) => {
    const read = publicConfigGuard.safeParse(answer);
    expect(read.success ? read.data : null).toEqual(expected);
  });

  it.each(answers)('agrees with core’s publicConfigSchema on %s', (_name, answer) => {
    const read = publicConfigGuard.safeParse(answer);
    const schema = publicConfigSchema.safeParse(answer);
    expect(read.success).toBe(schema.success);
    if (read.success && schema.success) expect(read.data).toEqual(schema.data);
  });
});
