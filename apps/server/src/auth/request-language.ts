import type { FastifyRequest } from 'fastify';

export type MailLanguage = 'en' | 'es';

/** The SPA sends its chosen language in Accept-Language; anything not Spanish gets English. */
export function requestLanguage(request: FastifyRequest): MailLanguage {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*es\b/i.test(header) ? 'es' : 'en';
}
