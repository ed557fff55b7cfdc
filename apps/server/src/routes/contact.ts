import { contactRequestSchema, contactResponseSchema } from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertContactMessage } from '../repositories/contact-messages.ts';

export interface ContactRouteOptions {
  /** Messages one IP may send per window. */
  rateLimit: { max: number; timeWindow: string };
}

/**
 * POST /api/contact: the message is stored first, so it is never lost, then mailed to
 * SUPPORT_EMAIL in the background with the sender as Reply-To.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, options) => {
  app.post(
    '/api/contact',
    {
      schema: {
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
      config: { echoErrorField: true, rateLimit: options.rateLimit },
    },
    async (request) => {
      const message = request.body;
      const id = await insertContactMessage(app.database.db, message, new Date());
      app.mailer.sendInBackground({
        to: app.config.supportEmail,
        replyTo: message.email,
        subject: `[StakeLab contact #${id}] ${message.name}`,
        text: `From: ${message.name} <${message.email}>\n\n${message.message}\n`,
      });
      return { success: true as const, message: 'Your message has been sent successfully.' };
    },
  );
};
