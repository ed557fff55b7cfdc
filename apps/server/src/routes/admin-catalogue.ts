import {
  mergeCatalogueRequestSchema,
  messageResponseSchema,
  privateCatalogueResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { requireAdmin, requireUser } from '../plugins/session.ts';
import {
  deleteCompetition,
  deleteSport,
  listPrivateCatalogue,
  mergeCompetition,
  mergeSport,
  promoteCompetition,
  promoteSport,
  type CurationOutcome,
} from '../repositories/catalogue-admin.ts';
import { idParams } from '../http/id-params.ts';

const REFUSALS = {
  notFound: [404, 'No such private entry.', 'NOT_FOUND'],
  badTarget: [400, 'Merge into an entry of the shared catalogue.', 'VALIDATION_ERROR'],
  alreadyShared: [409, 'The shared catalogue already has this name: merge instead.', 'CONFLICT'],
  sportIsPrivate: [409, 'Its sport is private: promote the sport first.', 'CONFLICT'],
} as const;

function answer(outcome: CurationOutcome, message: string) {
  if (!outcome.ok) {
    const [status, text, code] = REFUSALS[outcome.reason];
    throw new HttpError(status, text, code, [{ field: 'id', message: outcome.reason }]);
  }
  return { success: true, message };
}

/**
 * Curation of what users typed (docs/product.md §7, docs/decisions/010): the private sports and
 * competitions, and promoting, merging or deleting them. Admins only, checked from the session.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const preHandler = [requireUser, requireAdmin];
  const write = { params: idParams, response: { 200: messageResponseSchema } };
  const merge = { ...write, body: mergeCatalogueRequestSchema };

  app.get(
    '/api/admin/catalogue',
    { schema: { response: { 200: privateCatalogueResponseSchema } }, preHandler },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listPrivateCatalogue(db)) };
    },
  );

  app.post(
    '/api/admin/catalogue/sports/:id/promote',
    { schema: write, preHandler },
    async (request) =>
      answer(
        await db.transaction().execute((trx) => promoteSport(trx, request.params.id)),
        'Sport added to the shared catalogue.',
      ),
  );
  app.post(
    '/api/admin/catalogue/sports/:id/merge',
    { schema: merge, preHandler },
    async (request) =>
      answer(
        await db
          .transaction()
          .execute((trx) => mergeSport(trx, request.params.id, request.body.into_id)),
        'Sport merged.',
      ),
  );
  app.delete('/api/admin/catalogue/sports/:id', { schema: write, preHandler }, async (request) =>
    answer(
      await db.transaction().execute((trx) => deleteSport(trx, request.params.id)),
      'Sport deleted.',
    ),
  );

  app.post(
    '/api/admin/catalogue/competitions/:id/promote',
    { schema: write, preHandler },
    async (request) =>
      answer(
        await db.transaction().execute((trx) => promoteCompetition(trx, request.params.id)),
        'Competition added to the shared catalogue.',
      ),
  );
  app.post(
    '/api/admin/catalogue/competitions/:id/merge',
    { schema: merge, preHandler },
    async (request) =>
      answer(
        await db
          .transaction()
          .execute((trx) => mergeCompetition(trx, request.params.id, request.body.into_id)),
        'Competition merged.',
      ),
  );
  app.delete(
    '/api/admin/catalogue/competitions/:id',
    { schema: write, preHandler },
    async (request) =>
      answer(
        await db.transaction().execute((trx) => deleteCompetition(trx, request.params.id)),
        'Competition deleted.',
      ),
  );
};
