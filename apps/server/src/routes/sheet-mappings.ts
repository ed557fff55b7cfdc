import { messageResponseSchema, savedSheetMappingsResponseSchema } from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { deleteSheetMapping, listSheetMappings } from '../repositories/sheet-mappings.ts';
import { idParams } from '../http/id-params.ts';

/**
 * The column mappings the user saved for their spreadsheets (docs/formats.md §4 "mapping"): an
 * import with a mapping saves it; here they are listed and deleted. Only the owner's.
 */
export const sheetMappingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/history/mappings',
    { schema: { response: { 200: savedSheetMappingsResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        mappings: await listSheetMappings(db, currentUser(request).id),
      };
    },
  );

  app.delete(
    '/api/history/mappings/:id',
    {
      schema: { params: idParams, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      if (!(await deleteSheetMapping(db, currentUser(request).id, request.params.id))) {
        // Another user's mapping is not found, as one that does not exist.
        throw new HttpError(404, 'No such saved mapping of yours.', 'NOT_FOUND');
      }
      return { success: true, message: 'Mapping deleted.' };
    },
  );
};
