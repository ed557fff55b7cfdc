import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { requireAdmin, requireUser } from './session.ts';

/** Where the reference page is; its JSON is at `${API_DOCS_PREFIX}/json`. */
export const API_DOCS_PREFIX = '/api/docs';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body a route reads by other means than its schema (the uploads, parsed on a worker
     * thread): documented, not validated here.
     */
    documentedBody?: ZodType;
  }
  interface FastifyInstance {
    /** Every route registered, as the docs test compares them with the document. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** The zod schemas of a route (request as it is read, answers as they are sent) to JSON Schema. */
const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

const hooksOf = (hooks: unknown): unknown[] =>
  Array.isArray(hooks) ? hooks : hooks === undefined ? [] : [hooks];

/** Whether the route runs requireUser or requireAdmin (in onRequest or preHandler). */
function needsSignIn(route: RouteOptions): boolean {
  return [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].some(
    (hook) => hook === requireUser || hook === requireAdmin,
  );
}

const BEARER_DESCRIPTION =
  'A personal API token (`slk_…`, made on /profile), accepted only on the history and import ' +
  'routes: `bets:read` on their reads, `bets:write` on their writes and imports. Limited per token.';

/**
 * OpenAPI 3.1 of the /api routes, built by @fastify/swagger from each route's own zod schemas
 * as it is registered (so it cannot drift from them), at /api/docs/json; the reference page
 * (swagger-ui's own files, no inline script, so the app's Content-Security-Policy holds) at
 * /api/docs. Registered before the routes: swagger collects them in its onRoute hook.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of hooksOf(route.method)) {
      registeredRoutes.push({ method: String(method), url: route.url });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'StakeLab API',
        version: '1.0.0',
        description:
          'The API the StakeLab web app uses. Account, sign-in and admin routes take the ' +
          'session cookie only; the history and import routes also take a personal API token.',
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'stakelab_session' },
          bearerToken: { type: 'http', scheme: 'bearer', description: BEARER_DESCRIPTION },
        },
      },
    },
    transform: (document) => {
      const { route, url } = document;
      if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
      const documentedBody = route.config?.documentedBody;
      const { schema } = zodToJsonSchema(
        documentedBody
          ? { ...document, schema: { ...document.schema, body: documentedBody } }
          : document,
      );
      const scope = route.config?.apiToken;
      const security: Array<Record<string, string[]>> | undefined = scope
        ? [{ sessionCookie: [] }, { bearerToken: [scope] }]
        : needsSignIn(route)
          ? [{ sessionCookie: [] }]
          : undefined;
      return {
        schema: {
          ...schema,
          tags: [url.split('/')[2] ?? 'api'],
          ...(security ? { security } : {}),
        },
        url,
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // validatorUrl is left out (null): the page calls no swagger.io validator (connect-src 'self').
    uiConfig: { deepLinking: true },
  });
}
