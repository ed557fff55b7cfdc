import {
  countriesResponseSchema,
  eurosToCents,
  messageResponseSchema,
  statesResponseSchema,
  updateProfileRequestSchema,
  userProfileQuerySchema,
  userProfileResponseSchema,
  type UserProfile,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, ensureOwnEmail, requireUser } from '../plugins/session.ts';
import { findUserById, updateProfile, type UserRow } from '../repositories/users.ts';
import { checkPlace, listCountries, listStates } from '../services/geo.ts';

function profileOf(user: UserRow): UserProfile {
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    birth_date: user.birth_date,
    gender: user.gender,
    city: user.city,
    country: user.country,
    state: user.state,
    is_admin: user.is_admin === 1,
    user_id: user.id,
    exchange_commission_ratio: user.exchange_commission_ratio,
    email_verified: user.email_verified_at !== null,
    unit_size: user.unit_size_cents === null ? null : user.unit_size_cents / 100,
    default_currency: user.default_currency,
  };
}

const notYours = () =>
  new HttpError(403, 'You can only see and change your own profile.', 'FORBIDDEN');

/** The session's own profile; the e-mail and user_id the spec's client sends must be its own. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/auth/user-profile',
    {
      schema: { querystring: userProfileQuerySchema, response: { 200: userProfileResponseSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.query.email);
      reply.header('cache-control', 'no-store');
      return { success: true as const, user: profileOf(user.row) };
    },
  );

  app.post(
    '/api/auth/update-profile',
    {
      schema: {
        body: updateProfileRequestSchema,
        response: {
          200: messageResponseSchema.extend({ user: userProfileResponseSchema.shape.user }),
        },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const { email, user_id: userId, unit_size: unitSize, ...changes } = request.body;
      ensureOwnEmail(user, email);
      if (userId !== undefined && Number(userId) !== user.id) throw notYours();
      const problem = checkPlace(changes.country, changes.state);
      if (problem) {
        throw new HttpError(
          400,
          `Invalid ${problem.field}: ${problem.message}`,
          'VALIDATION_ERROR',
          [problem],
        );
      }
      const unitSizeCents =
        unitSize === undefined || unitSize === null
          ? unitSize
          : eurosToCents(unitSize, 'unit_size');
      await updateProfile(db, user.id, { ...changes, unit_size_cents: unitSizeCents }, new Date());
      const updated = await findUserById(db, user.id);
      if (!updated) throw notYours();
      return { success: true, message: 'Profile saved!', user: profileOf(updated) };
    },
  );

  app.get(
    '/api/geo/countries',
    { schema: { response: { 200: countriesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, countries: listCountries() };
    },
  );

  app.get(
    '/api/geo/countries/:code/states',
    {
      schema: {
        params: z.object({ code: z.string().regex(/^[A-Z]{2}$/, 'unknownCountry') }),
        response: { 200: statesResponseSchema },
      },
    },
    async (request, reply) => {
      const states = listStates(request.params.code);
      if (!states) throw new HttpError(404, `Unknown country: ${request.params.code}`, 'NOT_FOUND');
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, states };
    },
  );
};
