import fs from 'node:fs';
import path from 'node:path';
import { stakeListSchema } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

const stakeForm = {
  tipster_name: 'Someone Else',
  bet_description: 'Real Madrid v Barcelona',
  bookmarker: 'Bet365',
  stake_amount: 20,
  total_odds: 2.1,
  potential_winnings: 42,
  payout_amount: 0,
};

describeWithDatabase(`stakes API on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let user: RegisteredUser;
  let stakesFolder: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server);
    user = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    stakesFolder = path.join(server.config.dataDir, 'stakes');
  });
  afterAll(() => server.close());

  const storedFiles = () => (fs.existsSync(stakesFolder) ? fs.readdirSync(stakesFolder) : []);
  const upload = (who: RegisteredUser | null, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return server.request('/api/history/upload-stake-image', {
      method: 'POST',
      body: form,
      headers: who ? { cookie: who.cookie } : {},
    });
  };
  const insert = (who: RegisteredUser, body: object) =>
    server.request('/api/history/admin-insert-stake', {
      headers: { cookie: who.cookie },
      json: body,
    });
  const list = async (which: 'today' | 'history', who: RegisteredUser = user) =>
    stakeListSchema.parse(
      await bodyOf(
        await server.request(`/api/history/stakes/${which}`, { headers: { cookie: who.cookie } }),
      ),
    );

  it('refuses non-admins (403) and anonymous callers (401) everything an admin does', async () => {
    const before = storedFiles();
    expect((await upload(user, PNG, 'tip.png', 'image/png')).status).toBe(403);
    expect((await upload(null, PNG, 'tip.png', 'image/png')).status).toBe(401);
    expect((await insert(user, stakeForm)).status).toBe(403);
    const asUser = { headers: { cookie: user.cookie } };
    expect((await server.request('/api/admin/stakes', asUser)).status).toBe(403);
    expect(
      (await server.request('/api/admin/stakes/1/void', { ...asUser, json: { reason: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await server.request('/api/admin/stakes/1', {
          ...asUser,
          method: 'PATCH',
          json: { final_result: 'won' },
        })
      ).status,
    ).toBe(403);
    expect((await server.request('/api/history/stakes/today')).status).toBe(401);
    expect((await server.request('/api/history/stakes/history')).status).toBe(401);
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'tip.svg',
      'image/svg+xml',
      'Only PNG, JPEG, WebP and GIF',
    ],
    [
      'HTML named .png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'tip.png',
      'image/png',
      'Only PNG, JPEG, WebP and GIF',
    ],
    [
      'an executable named .jpg',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      'tip.jpg',
      'image/jpeg',
      'Only PNG, JPEG, WebP and GIF',
    ],
    ['an empty file', Buffer.alloc(0), 'tip.png', 'image/png', 'The file is empty.'],
    [
      'a 5 MB + 1 byte PNG',
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]),
      'big.png',
      'image/png',
      'larger than 5 MB',
    ],
  ])(
    'refuses %s with a clear 400 and stores nothing',
    async (_what, bytes, name, type, message) => {
      const before = storedFiles();
      const res = await upload(admin, bytes, name, type);
      expect(res.status).toBe(400);
      expect((await bodyOf(res)).message).toContain(message);
      expect(storedFiles()).toEqual(before);
    },
  );

  it('refuses an upload without a file', async () => {
    const res = await server.request('/api/history/upload-stake-image', {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(400);
  });

  it('stores PNG, GIF and WebP by their bytes under new names and serves them back', async () => {
    for (const [bytes, extension, type] of [
      [PNG, 'png', 'image/png'],
      [GIF, 'gif', 'image/gif'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      // The declared name and type are wrong on purpose: only the bytes count.
      const res = await upload(admin, bytes, 'photo.jpeg', 'application/octet-stream');
      const { success, path: name } = await bodyOf(res);
      expect(success).toBe(true);
      expect(name).toMatch(new RegExp(`^[a-f0-9]{32}\\.${extension}$`));
      for (const prefix of ['/stakes/', '/public/stakes/']) {
        const image = await server.request(prefix + name, { headers: { cookie: user.cookie } });
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe(type);
        expect(image.headers.get('x-content-type-options')).toBe('nosniff');
        expect(image.headers.get('cache-control')).toContain('max-age=31536000');
        expect(Buffer.from(await image.arrayBuffer())).toEqual(bytes);
      }
      expect((await server.request(`/stakes/${name}`)).status).toBe(401);
    }
  });

  it('never serves anything outside the stakes folder', async () => {
    fs.mkdirSync(stakesFolder, { recursive: true });
    fs.writeFileSync(path.join(server.config.dataDir, 'secret.txt'), 'secret');
    for (const name of [
      '..%2Fsecret.txt',
      '%2e%2e%2fsecret.txt',
      '..%5Csecret.txt',
      '....%2F%2Fsecret.txt',
      'secret.txt',
      '%2Fetc%2Fpasswd',
    ]) {
      const res = await server.request(`/stakes/${name}`, { headers: { cookie: user.cookie } });
      expect(res.status, name).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
    const dotted = await server.request('/stakes/../secret.txt', {
      headers: { cookie: user.cookie },
    });
    expect(await dotted.text()).not.toBe('secret');
  });

  it('validates the admin form per field and ignores a tipster name sent by the client', async () => {
    for (const [change, field] of [
      [{ bet_description: '  ' }, 'bet_description'],
      [{ bookmarker: undefined }, 'bookmarker'],
      [{ stake_amount: 0 }, 'stake_amount'],
      [{ total_odds: 1 }, 'total_odds'],
      [{ potential_winnings: -1 }, 'potential_winnings'],
      [{ payout_amount: undefined }, 'payout_amount'],
      [{ status: 'WINNING' }, 'status'],
      [{ final_result: 'maybe' }, 'final_result'],
      [{ image_path: '../../etc/passwd' }, 'image_path'],
      [{ image_path: `${'a'.repeat(32)}.png` }, 'image_path'],
    ] as const) {
      const res = await insert(admin, { ...stakeForm, ...change });
      expect(res.status, field).toBe(400);
      expect((await bodyOf(res)).errors[0].field, JSON.stringify(change)).toBe(field);
    }
    const { path: image } = await bodyOf(await upload(admin, PNG, 'tip.png', 'image/png'));
    const res = await insert(admin, { ...stakeForm, image_path: image });
    const { stake } = await bodyOf(res);
    expect(stake).toMatchObject({
      tipster_name: server.config.tipsterName,
      event_description: 'Real Madrid v Barcelona',
      bookmaker: 'Bet365',
      status: 'IN_PROGRESS',
      final_result: 'IN PROGRESS',
      total_odds: 2.1,
      stake_amount: 20,
      image_path: image,
    });
  });

  it('shows a new stake under today until it is settled, then in the history', async () => {
    const { stake } = await bodyOf(
      await insert(admin, { ...stakeForm, bet_description: 'Sinner v Alcaraz', total_odds: 1.9 }),
    );
    expect((await list('today')).map((s) => s.stake_id)).toContain(stake.stake_id);
    expect((await list('history')).map((s) => s.stake_id)).not.toContain(stake.stake_id);

    const settle = (body: object) =>
      server.request(`/api/admin/stakes/${stake.stake_id}`, {
        method: 'PATCH',
        headers: { cookie: admin.cookie },
        json: body,
      });
    expect((await settle({ final_result: 'cashed_out' })).status).toBe(400);
    const settled = await bodyOf(await settle({ final_result: 'won' }));
    // Without payout_amount a win pays the potential winnings.
    expect(settled.stake).toMatchObject({ status: 'won', final_result: 'won', payout_amount: 42 });
    expect((await list('today')).map((s) => s.stake_id)).not.toContain(stake.stake_id);
    expect((await list('history'))[0]).toMatchObject({
      stake_id: stake.stake_id,
      final_result: 'won',
    });
    expect((await settle({ final_result: 'won' })).status).toBe(200);
    const missing = await server.request('/api/admin/stakes/999999', {
      method: 'PATCH',
      headers: { cookie: admin.cookie },
      json: { final_result: 'lost' },
    });
    expect(missing.status).toBe(404);
  });

  it.each([
    // stakeForm: €20 staked, €42 potential winnings, payout 0 when published.
    [{ final_result: 'void' }, 20], // the stake back
    [{ final_result: 'lost' }, 0],
    [{ final_result: 'won', payout_amount: 30.5 }, 30.5], // an entered amount wins over 42
    [{ final_result: 'cashed_out', payout_amount: 12.34 }, 12.34],
  ])('settles %o paying %d', async (body, payout) => {
    // Published with a payout that no rule gives, so a stale value cannot pass for the answer.
    const { stake } = await bodyOf(await insert(admin, { ...stakeForm, payout_amount: 7 }));
    const res = await server.request(`/api/admin/stakes/${stake.stake_id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie },
      json: body,
    });
    expect((await bodyOf(res)).stake).toMatchObject({
      final_result: body.final_result,
      payout_amount: payout,
    });
  });

  it('has no delete (issue 34): the stake and its image stay', async () => {
    const { path: image } = await bodyOf(await upload(admin, GIF, 'tip.gif', 'image/gif'));
    const { stake } = await bodyOf(await insert(admin, { ...stakeForm, image_path: image }));
    const res = await server.request(`/api/admin/stakes/${stake.stake_id}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect([404, 405]).toContain(res.status);
    expect(storedFiles()).toContain(image);
    const all = await bodyOf(
      await server.request('/api/admin/stakes', { headers: { cookie: admin.cookie } }),
    );
    expect(all.map((s: { stake_id: number }) => s.stake_id)).toContain(stake.stake_id);
  });
});
