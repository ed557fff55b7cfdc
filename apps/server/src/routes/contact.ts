import { contactRequestSchema, contactResponseSchema } from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertContactMessage } from '../repositories/contact-messages.ts';
import { enqueueMail } from '../repositories/mail-outbox.ts';

export interface ContactRouteOptions {
  /** Messages one IP may send per window. */
  rateLimit: { max: number; timeWindow: string };
}

/**
 * POST /api/contact: the message and its copy to SUPPORT_EMAIL (Reply-To: the sender) are
 * written in one transaction, so neither is lost; the outbox delivers the copy.
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
      const now = new Date();
      await app.database.db.transaction().execute(async (trx) => {
        const id = await insertContactMessage(trx, message, now);
        const mail = {
          to: app.config.supportEmail,
          replyTo: message.email,
          subject: `[StakeLab contact #${id}] ${message.name}`,
          text: `From: ${message.name} <${message.email}>\n\n${message.message}\n`,
        };
        await enqueueMail(trx, mail, now);
      });
      app.mailOutbox.wake();
      return { success: true as const, message: 'Your message has been sent successfully.' };
    },
  );
};
