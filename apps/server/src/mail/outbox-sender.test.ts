import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { claimMail, enqueueMail, listUndeliveredMail } from '../repositories/mail-outbox.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import type { DeliveryProgress, Mailer, OutgoingMail } from './mailer.ts';
import { createOutboxSender } from './outbox-sender.ts';

const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;
const T0 = new Date('2030-01-01T00:00:00.000Z');
const at = (iso: string) => new Date(iso);

/** A mailer that records what it was given and fails while `down` is true. */
function fakeMailer() {
  const delivered: OutgoingMail[] = [];
  const mailer = {
    down: false,
    delivered,
    async send(mail: OutgoingMail) {
      if (mailer.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      delivered.push(mail);
    },
    close() {},
  };
  return mailer;
}

const mail = (n: number): OutgoingMail => ({
  to: `user${n}@example.com`,
  subject: `Mail ${n}`,
  text: `Your link: http://stakelab.test/verify?token=secret${n}`,
});

describeWithDatabase(`mail outbox sender on ${testDialect}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('mail_outbox').execute();
  });

  const rowOf = (id: number) =>
    database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('retries after 10 s, 30 s, 1 min, 5 min, 15 min, 30 min, 1 h, 1 h while SMTP is down', async () => {
    const mailer = fakeMailer();
    mailer.down = true;
    const sender = createOutboxSender({ db: database.db, mailer, log, holder: 'a' });
    const id = await enqueueMail(database.db, mail(1), T0);

    // Each attempt is made at the time the previous failure set; worked out by hand.
    const attempts = [
      ['2030-01-01T00:00:00.000Z', '2030-01-01T00:00:10.000Z'],
      ['2030-01-01T00:00:10.000Z', '2030-01-01T00:00:40.000Z'],
      ['2030-01-01T00:00:40.000Z', '2030-01-01T00:01:40.000Z'],
      ['2030-01-01T00:01:40.000Z', '2030-01-01T00:06:40.000Z'],
      ['2030-01-01T00:06:40.000Z', '2030-01-01T00:21:40.000Z'],
      ['2030-01-01T00:21:40.000Z', '2030-01-01T00:51:40.000Z'],
      ['2030-01-01T00:51:40.000Z', '2030-01-01T01:51:40.000Z'],
      ['2030-01-01T01:51:40.000Z', '2030-01-01T02:51:40.000Z'],
    ] as const;
    for (const [index, [tryAt, next]] of attempts.entries()) {
      // Not due a millisecond before.
      const before = new Date(Date.parse(tryAt) - 1);
      expect(await sender.sendDueNow(before)).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(await sender.sendDueNow(at(tryAt))).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await rowOf(id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: index + 1,
        next_attempt_at: next,
        last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
        locked_by: null,
      });
    }

    // Two days after it was written, the next failure gives it up and drops the link.
    expect(await sender.sendDueNow(at('2030-01-03T00:00:00.000Z'))).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 9, body: null });
    expect(await sender.sendDueNow(at('2030-01-05T00:00:00.000Z'))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(mailer.delivered).toEqual([]);
  });

  it('delivers once SMTP is back, then blanks the body and never sends it again', async () => {
    const mailer = fakeMailer();
    mailer.down = true;
    const sender = createOutboxSender({ db: database.db, mailer, log, holder: 'a' });
    const id = await enqueueMail(database.db, mail(2), T0);
    await sender.sendDueNow(T0);

    mailer.down = false;
    expect(await sender.sendDueNow(at('2030-01-01T00:00:09.999Z'))).toMatchObject({ sent: 0 });
    expect(await sender.sendDueNow(at('2030-01-01T00:00:10.000Z'))).toMatchObject({ sent: 1 });
    expect(await sender.sendDueNow(at('2030-01-02T00:00:00.000Z'))).toMatchObject({ sent: 0 });
    expect(mailer.delivered).toEqual([{ ...mail(2), html: undefined, replyTo: undefined }]);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      body: null,
      attempts: 2,
      sent_at: '2030-01-01T00:00:10.000Z',
    });
    expect(await listUndeliveredMail(database.db, 10)).toEqual([]);
  });

  it('two senders on one database deliver each mail exactly once', async () => {
    const second: DatabaseHandle =
      database.dialect === 'sqlite'
        ? openDatabase({ dialect: 'sqlite', file: database.url })
        : openDatabase({ dialect: 'postgres', url: database.url });
    try {
      const slowMailer = (name: string, log2: string[]): Mailer => ({
        async send(m) {
          // A delivery takes a while, so the other sender's round runs meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 5));
          log2.push(`${name}:${m.subject}`);
        },
        close() {},
      });
      const deliveries: string[] = [];
      for (let n = 1; n <= 12; n += 1) await enqueueMail(database.db, mail(n), T0);
      const a = createOutboxSender({
        db: database.db,
        mailer: slowMailer('a', deliveries),
        log,
        holder: 'a',
      });
      const b = createOutboxSender({
        db: second.db,
        mailer: slowMailer('b', deliveries),
        log,
        holder: 'b',
      });
      const [roundA, roundB] = await Promise.all([a.sendDueNow(T0), b.sendDueNow(T0)]);

      expect(roundA.sent + roundB.sent).toBe(12);
      const subjects = deliveries.map((d) => d.split(':')[1]).sort();
      expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i + 1}`).sort());
    } finally {
      await second.destroy();
    }
  });

  it('a mail claimed by a sender that died is sent by another once the lease has run out', async () => {
    const mailer = fakeMailer();
    const sender = createOutboxSender({
      db: database.db,
      mailer,
      log,
      holder: 'b',
      leaseMs: 60_000,
    });
    const id = await enqueueMail(database.db, mail(3), T0);
    expect(await claimMail(database.db, id, 'died', T0, 60_000)).not.toBeNull();
    // Held until 00:01:00.
    expect(await sender.sendDueNow(at('2030-01-01T00:00:59.999Z'))).toMatchObject({ sent: 0 });
    expect(await sender.sendDueNow(at('2030-01-01T00:01:00.001Z'))).toMatchObject({ sent: 1 });
    expect(mailer.delivered.map((m) => m.subject)).toEqual(['Mail 3']);
  });

  it('stop() waits for a slow confirmation, marks the mail sent, and nothing sends it again', async () => {
    let confirm!: () => void;
    let handed!: () => void;
    const handedOver = new Promise<void>((resolve) => {
      handed = resolve;
    });
    const delivered: string[] = [];
    const slow: Mailer = {
      send: (m, progress) => {
        delivered.push(m.subject);
        progress?.handedOver();
        handed();
        // The SMTP server has the message and says so only when the test lets it.
        return new Promise<void>((resolve) => {
          confirm = resolve;
        });
      },
      close() {},
    };
    const sender = createOutboxSender({ db: database.db, mailer: slow, log, holder: 'slow' });
    const id = await enqueueMail(database.db, mail(5), T0);
    void sender.sendDueNow(T0);
    await handedOver;
    let stopped = false;
    const stopping = sender.stop(60_000).then(() => (stopped = true));
    // stop() is waiting on the delivery, not done before it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    confirm();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    const mailer = fakeMailer();
    const next = createOutboxSender({ db: database.db, mailer, log, holder: 'next' });
    expect(await next.sendDueNow(at('2030-01-02T00:00:00.000Z'))).toMatchObject({ sent: 0 });
    expect(delivered).toEqual(['Mail 5']);
  });

  it('stop() does not wait on a silent SMTP server: the mail, cut short, is free for a retry', async () => {
    let called!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      called = resolve;
    });
    let progressOf: DeliveryProgress | undefined;
    const silent: Mailer = {
      send: (_m, progress) => {
        progressOf = progress;
        called();
        return new Promise(() => undefined);
      },
      close() {},
    };
    const sender = createOutboxSender({ db: database.db, mailer: silent, log, holder: 'silent' });
    const id = await enqueueMail(database.db, mail(7), T0);
    void sender.sendDueNow(T0);
    await inFlight;
    expect(progressOf?.abandoned()).toBe(false);
    // A grace far beyond the test's timeout: stop() must not wait on this one at all.
    await sender.stop(600_000);
    // The message, not yet at its end, is cut short (the mailer fails its stream).
    expect(progressOf?.abandoned()).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, locked_by: null });
    const mailer = fakeMailer();
    const next = createOutboxSender({ db: database.db, mailer, log, holder: 'next' });
    expect(await next.sendDueNow(T0)).toMatchObject({ sent: 1 });
  });

  it('stop() gives up on a stuck SMTP server: the mail may have gone, so it waits out its lease', async () => {
    let called!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      called = resolve;
    });
    const stuck: Mailer = {
      // The server has the whole message and never confirms it.
      send: (_m, progress) => {
        progress?.handedOver();
        called();
        return new Promise(() => undefined);
      },
      close() {},
    };
    const sender = createOutboxSender({
      db: database.db,
      mailer: stuck,
      log,
      holder: 'stuck',
      leaseMs: 60_000,
    });
    const id = await enqueueMail(database.db, mail(4), T0);
    const waiting = await enqueueMail(database.db, mail(6), T0);
    // Claimed by this sender but not yet handed to the mailer: free again at stop().
    expect(await claimMail(database.db, waiting, 'stuck', T0, 60_000)).not.toBeNull();
    void sender.sendDueNow(T0);
    await inFlight;
    expect(await rowOf(id)).toMatchObject({ locked_by: 'stuck' });

    await sender.stop(50);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, locked_by: 'stuck' });
    expect(await rowOf(waiting)).toMatchObject({ locked_by: null, locked_until: null });
    expect(typeof (await rowOf(id)).body).toBe('string');
    const mailer = fakeMailer();
    const next = createOutboxSender({ db: database.db, mailer, log, holder: 'next' });
    // The waiting one at once; the one in flight once its lease (until 00:01:00) has run out.
    expect(await next.sendDueNow(at('2030-01-01T00:00:59.999Z'))).toMatchObject({ sent: 1 });
    expect(await next.sendDueNow(at('2030-01-01T00:01:00.001Z'))).toMatchObject({ sent: 1 });
    expect(mailer.delivered.map((m) => m.subject)).toEqual(['Mail 6', 'Mail 4']);
  });
});
