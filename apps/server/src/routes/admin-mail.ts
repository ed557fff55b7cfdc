import { undeliveredMailResponseSchema } from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../plugins/session.ts';
import { listUndeliveredMail } from '../repositories/mail-outbox.ts';

/** The newest this many are listed: a long SMTP outage must not make one huge answer. */
const LIST_LIMIT = 200;

/** GET /api/admin/mail-outbox: undelivered mail for admins, without bodies (docs/product.md §7). */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail-outbox',
    {
      schema: { response: { 200: undeliveredMailResponseSchema } },
      preHandler: [requireUser, requireAdmin],
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listUndeliveredMail(app.database.db, LIST_LIMIT);
      return {
        success: true as const,
        mails: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          status: r.status === 'failed' ? ('failed' as const) : ('pending' as const),
          attempts: r.attempts,
          last_error: r.lastError,
          created_at: r.createdAt,
          next_attempt_at: r.nextAttemptAt,
        })),
      };
    },
  );
};
