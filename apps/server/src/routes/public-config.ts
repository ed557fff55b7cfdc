import { publicConfigSchema } from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/config: the deployment's public settings the SPA shows (support e-mail, channels). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { schema: { response: { 200: publicConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        supportEmail: app.config.supportEmail,
        socialLinks: app.config.socialLinks,
        tipsterName: app.config.tipsterName,
      };
    },
  );
};
