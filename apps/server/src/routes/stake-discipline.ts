import {
  stakeLimitsResponseSchema,
  stakeLimitsSchema,
  stakingListResponseSchema,
  stakingSettingsRequestSchema,
  stakingSettingsResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../http/id-params.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { ensureDefaultBankroll } from '../repositories/bankrolls.ts';
import {
  findStakeLimits,
  listStaking,
  setStakeLimits,
  setStaking,
} from '../repositories/stake-discipline.ts';

/**
 * Stake discipline (docs/stake-discipline.md): each bankroll's staking plan and drawdown rule
 * beside the bankroll routes, the loss and stake limits beside the profile's. Only the owner's:
 * another user's bankroll is not found, and the limits are always the session's own.
 */
export const stakeDisciplineRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/history/bankrolls/staking',
    { schema: { response: { 200: stakingListResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await ensureDefaultBankroll(db, userId, new Date());
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, bankrolls: await listStaking(db, userId) };
    },
  );

  app.put(
    '/api/history/bankrolls/:id/staking',
    {
      schema: {
        params: idParams,
        body: stakingSettingsRequestSchema,
        response: { 200: stakingSettingsResponseSchema },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const bankrollId = request.params.id;
      if (!(await setStaking(db, userId, bankrollId, request.body))) {
        throw new HttpError(404, 'No such bankroll of yours.', 'NOT_FOUND');
      }
      return { success: true as const, bankrollId, staking: request.body };
    },
  );

  app.get(
    '/api/auth/stake-limits',
    { schema: { response: { 200: stakeLimitsResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, limits: await findStakeLimits(db, currentUser(request).id) };
    },
  );

  app.put(
    '/api/auth/stake-limits',
    {
      schema: { body: stakeLimitsSchema, response: { 200: stakeLimitsResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      await setStakeLimits(db, currentUser(request).id, request.body, new Date());
      return { success: true as const, limits: request.body };
    },
  );
};
