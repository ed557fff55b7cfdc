import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stakeAnchorListSchema, stakeRecordPageSchema } from '@stakelab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { createStakeAnchor } from './stake-anchor-service.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const run = promisify(execFile);
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasOpenssl) {
  console.warn(
    '\n*** SKIPPED: the stake anchor tests need the openssl command, which is absent ***\n',
  );
}
const suite = hasOpenssl ? describeWithDatabase : describe.skip;

/** [tsa] section for `openssl ts -reply`: the throwaway TSA signs with SHA-256. */
const TSA_CNF = `[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = .
serial = ./serial
signer_cert = ./tsa.pem
signer_key = ./tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256
accuracy = secs:1
ess_cert_id_alg = sha256
`;

/**
 * A throwaway CA, a TSA certificate it signed (extendedKeyUsage critical timeStamping, which
 * RFC 3161 §2.3 requires), and an HTTP time-stamp authority on loopback that answers each
 * query with `openssl ts -reply`.
 */
async function startTestTsa() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-tsa-'));
  const openssl = (args: string[]) => run('openssl', args, { cwd: dir });
  await openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key']
      .concat(['-out', 'ca.pem', '-days', '2', '-subj', '/CN=StakeLab test CA'])
      .concat(['-addext', 'basicConstraints=critical,CA:TRUE'])
      .concat(['-addext', 'keyUsage=critical,keyCertSign,cRLSign']),
  );
  await openssl(
    ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'tsa.key', '-out', 'tsa.csr'].concat([
      '-subj',
      '/CN=StakeLab test TSA',
    ]),
  );
  fs.writeFileSync(
    path.join(dir, 'tsa-ext.cnf'),
    'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,timeStamping\n',
  );
  await openssl(
    ['x509', '-req', '-in', 'tsa.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key'].concat([
      '-CAcreateserial',
      '-out',
      'tsa.pem',
      '-days',
      '2',
      '-extfile',
      'tsa-ext.cnf',
    ]),
  );
  fs.writeFileSync(path.join(dir, 'tsa.cnf'), TSA_CNF);
  fs.writeFileSync(path.join(dir, 'serial'), '01\n');

  const state = { requests: 0, refuse: false, contentTypes: [] as string[] };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      state.requests += 1;
      state.contentTypes.push(String(req.headers['content-type']));
      if (state.refuse) {
        res.writeHead(503).end();
        return;
      }
      fs.writeFileSync(path.join(dir, 'q.tsq'), Buffer.concat(parts));
      openssl(['ts', '-reply', '-queryfile', 'q.tsq', '-config', 'tsa.cnf', '-out', 'r.tsr']).then(
        () => {
          res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
          res.end(fs.readFileSync(path.join(dir, 'r.tsr')));
        },
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dir,
    state,
    url: `http://127.0.0.1:${port}/tsa`,
    /** `openssl ts -verify` of a stored reply against a hash, as docs/stake-record.md says. */
    async verify(reply: Buffer, hashHex: string): Promise<string> {
      fs.writeFileSync(path.join(dir, 'anchor.tsr'), reply);
      const args = ['ts', '-verify', '-in', 'anchor.tsr', '-digest', hashHex].concat([
        '-CAfile',
        'ca.pem',
        '-untrusted',
        'tsa.pem',
      ]);
      try {
        return (await openssl(args)).stdout;
      } catch (err) {
        return String((err as { stdout?: string }).stdout ?? err);
      }
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const stakeForm = {
  bet_description: 'Real Madrid v Barcelona',
  bookmarker: 'Bet365',
  bet_details: 'Over 2.5 goals',
  stake_amount: 20,
  total_odds: 2.1,
  potential_winnings: 42,
  payout_amount: 0,
};
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000);

suite(`the stake record's RFC 3161 anchor on ${testDialect}`, () => {
  let tsa: Awaited<ReturnType<typeof startTestTsa>>;
  let server: TestServer;
  let admin: RegisteredUser;

  beforeAll(async () => {
    tsa = await startTestTsa();
    server = await startTestServer({
      // A query string stands for the operator's credentials: never shown, never logged.
      env: { STAKE_ANCHOR_TSA_URL: `${tsa.url}?key=s3cret`, LOG_LEVEL: 'info' },
      // The rounds are driven here (runNow), not by the timer.
      mailLoop: false,
    });
    admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await tsa?.close();
  });

  const publish = () =>
    server.request('/api/history/admin-insert-stake', {
      headers: { cookie: admin.cookie },
      json: stakeForm,
    });
  const head = async () =>
    stakeRecordPageSchema.parse(await bodyOf(await server.request('/api/stakes/record'))).head!;
  const anchors = async () =>
    stakeAnchorListSchema.parse(await bodyOf(await server.request('/api/stakes/record/anchors')))
      .anchors;

  it('time-stamps the head hash, and openssl verifies the reply anyone can download', async () => {
    expect(await server.app.stakeAnchor!.runNow()).toEqual({ kind: 'empty' });
    expect(tsa.state.requests).toBe(0);

    expect((await publish()).status).toBe(200);
    const { seq, hash } = await head();
    const outcome = await server.app.stakeAnchor!.runNow();
    expect(outcome).toMatchObject({ kind: 'anchored', seq, hash });
    expect(tsa.state.requests).toBe(1);
    expect(tsa.state.contentTypes).toEqual(['application/timestamp-query']);

    const [anchor] = await anchors();
    expect(anchor).toMatchObject({ seq, hash, tsa_url: tsa.url });
    // The TSA's own time, seconds ago.
    expect(Math.abs(Date.parse(anchor!.anchored_at) - Date.now())).toBeLessThan(60_000);

    const res = await server.request(`/api/stakes/record/anchors/${anchor!.id}.tsr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/timestamp-reply');
    const reply = Buffer.from(await res.arrayBuffer());
    expect(await tsa.verify(reply, hash)).toContain('Verification: OK');
    // The same reply does not vouch for another hash.
    expect(await tsa.verify(reply, '00'.repeat(32))).toContain('Verification: FAILED');

    expect((await server.request(`/api/stakes/record/anchors/${anchor!.id + 1}.tsr`)).status).toBe(
      404,
    );
    expect((await server.request('/api/stakes/record/anchors/x.tsr')).status).toBe(400);
    expect(server.logs()).not.toContain('s3cret');
  });

  it('makes no request while the head is unchanged or the day is done, and anchors a new head the next day', async () => {
    const before = tsa.state.requests;
    // Today's anchor is taken.
    expect(await server.app.stakeAnchor!.runNow()).toEqual({ kind: 'notDue' });
    // Days later, still nothing new to prove.
    expect(await server.app.stakeAnchor!.runNow(inTwoDays())).toEqual({ kind: 'unchanged' });
    expect(tsa.state.requests).toBe(before);

    expect((await publish()).status).toBe(200);
    const { seq, hash } = await head();
    // A new entry waits for the next day's hour.
    expect(await server.app.stakeAnchor!.runNow()).toEqual({ kind: 'notDue' });
    expect(await server.app.stakeAnchor!.runNow(inTwoDays())).toMatchObject({
      kind: 'anchored',
      seq,
      hash,
    });
    expect(tsa.state.requests).toBe(before + 1);
    expect((await anchors()).map((a) => a.seq)).toEqual([seq, seq - 1]);
  });

  it('lets one process at a time anchor: another waits until the lease lapses', async () => {
    const other = createStakeAnchor({
      db: server.database.db,
      log: server.app.log,
      tsaUrl: tsa.url,
      hourUtc: 3,
    });
    const at = new Date(Date.now() + 3 * 86_400_000);
    // The first process took the lease (10-minute rounds, held for three) just before.
    expect(await server.app.stakeAnchor!.runNow(at)).toEqual({ kind: 'unchanged' });
    expect(await other.runNow(new Date(at.getTime() + 29 * 60_000))).toEqual({ kind: 'busy' });
    expect(await other.runNow(new Date(at.getTime() + 31 * 60_000))).toEqual({
      kind: 'unchanged',
    });
    expect(await server.app.stakeAnchor!.runNow(new Date(at.getTime() + 32 * 60_000))).toEqual({
      kind: 'busy',
    });
    await other.stop();
  });

  it('logs a refused time-stamp without the credentials and retries after the delay', async () => {
    expect((await publish()).status).toBe(200);
    tsa.state.refuse = true;
    const later = new Date(Date.now() + 4 * 86_400_000);
    const before = tsa.state.requests;
    expect(await server.app.stakeAnchor!.runNow(later)).toEqual({
      kind: 'failed',
      reason: 'HTTP 503',
    });
    expect(await server.app.stakeAnchor!.runNow(new Date(later.getTime() + 60_000))).toEqual({
      kind: 'waiting',
    });
    expect(tsa.state.requests).toBe(before + 1);
    expect(server.logs()).toContain('stake anchor: time-stamp failed');
    expect(server.logs()).not.toContain('s3cret');

    tsa.state.refuse = false;
    expect(
      await server.app.stakeAnchor!.runNow(new Date(later.getTime() + 31 * 60_000)),
    ).toMatchObject({ kind: 'anchored' });
  });
});

describeWithDatabase(`the stake record's anchor when not configured on ${testDialect}`, () => {
  it('is off: no rounds, and the list is empty', async () => {
    const server = await startTestServer();
    try {
      expect(server.config.stakeAnchor).toBeUndefined();
      expect(server.app.stakeAnchor).toBeNull();
      expect(await bodyOf(await server.request('/api/stakes/record/anchors'))).toEqual({
        anchors: [],
      });
    } finally {
      await server.close();
    }
  });
});
