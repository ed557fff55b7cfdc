import { Readable } from 'node:stream';
import {
  describeStakeRecordVerdict,
  stakeRecordPageSchema,
  stakeAnchorListSchema,
  stakeRecordQuerySchema,
  stakeRecordVerdictSchema,
  verifyStakeRecord,
  type PublicStakeRecordEntry,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../plugins/error-handler.ts';
import { listStakeAnchors, stakeAnchorReply } from '../repositories/stake-anchors.ts';
import {
  eachStakeRecordRow,
  fullEntry,
  listStakeRecord,
  publicEntry,
  sha256Hex,
  stakeRecordHead,
} from '../repositories/stake-record.ts';

/**
 * The public stake record (issue 34, docs/stake-record.md): no login. Entries whose stake's
 * event has not started show their hash only (a commitment); from the start on, their
 * canonical text, which anyone can hash and compare.
 */
export const stakeRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.reader;

  app.get(
    '/api/stakes/record',
    { schema: { querystring: stakeRecordQuerySchema, response: { 200: stakeRecordPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { after, limit } = request.query;
      const now = new Date();
      // One more row than asked says whether a next page exists.
      const rows = await listStakeRecord(db, after, limit + 1);
      const page = rows.slice(0, limit);
      return {
        entries: page.map((row) => publicEntry(row, now)),
        next_after: rows.length > limit ? page[page.length - 1]!.seq : null,
        head: await stakeRecordHead(db),
      };
    },
  );

  app.get('/api/stakes/record.jsonl', async (_request, reply) => {
    const now = new Date();
    async function* lines() {
      for await (const row of eachStakeRecordRow(db))
        yield `${JSON.stringify(publicEntry(row, now))}\n`;
    }
    return reply
      .type('application/jsonl; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="stake-record.jsonl"')
      .send(Readable.from(lines()));
  });

  // The server's own check of every stored entry, the hidden ones included (it holds their text).
  app.get(
    '/api/stakes/record/verify',
    { schema: { response: { 200: stakeRecordVerdictSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const entries: PublicStakeRecordEntry[] = [];
      for await (const row of eachStakeRecordRow(db)) entries.push(fullEntry(row));
      const verdict = await verifyStakeRecord(entries, sha256Hex);
      return {
        verified: verdict.ok,
        entries: verdict.entries,
        broken_at: verdict.ok ? null : verdict.brokenAt,
        reason: verdict.ok ? null : verdict.reason,
        message: describeStakeRecordVerdict(verdict),
      };
    },
  );

  // The head's external time-stamps (docs/stake-record.md "Anchoring the head").
  app.get(
    '/api/stakes/record/anchors',
    { schema: { response: { 200: stakeAnchorListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const anchors = await listStakeAnchors(db);
      return {
        anchors: anchors.map(({ id, seq, hash, anchored_at, tsa_url }) => ({
          id,
          seq,
          hash,
          anchored_at,
          tsa_url,
        })),
      };
    },
  );

  // The TimeStampResp as the authority sent it: `openssl ts -verify -in <id>.tsr ...` reads it.
  app.get(
    '/api/stakes/record/anchors/:file',
    {
      schema: {
        params: z.object({
          file: z.string().regex(/^[1-9]\d{0,9}\.tsr$/, 'must be <id>.tsr'),
        }),
      },
    },
    async (request, reply) => {
      const id = Number(request.params.file.slice(0, -'.tsr'.length));
      const token = await stakeAnchorReply(db, id);
      if (!token) throw new HttpError(404, 'No such anchor.', 'NOT_FOUND');
      return reply
        .type('application/timestamp-reply')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('content-disposition', `attachment; filename="stake-anchor-${id}.tsr"`)
        .send(token);
    },
  );
};
