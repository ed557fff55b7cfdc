import type { ApiError, FieldError } from '@stakelab/core';
import { fieldErrorsOf, validationErrorBody } from '../http/validation-errors.ts';
import { CatalogueLimitError } from '../catalogue/catalogue-limits.ts';
import { WorkBusyError } from '../auth/bounded-work.ts';
import { AmountOutOfRangeError, databaseFault } from '../db/errors.ts';

export const BUSY_MESSAGE = 'The server is busy: please try again in a few seconds.';

/** The bounds of the bet form (core newBetRequestSchema), which every stored amount keeps to. */
export const AMOUNT_OUT_OF_RANGE_MESSAGE =
  'An amount is beyond what StakeLab can keep: stakes up to €10,000,000 and odds up to 10,000. Nothing was saved.';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also put the message in `error`: the contact form reads that field (docs/product.md §7). */
    echoErrorField?: boolean;
  }
}

/** An error a route or service throws on purpose; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'ERROR',
    readonly errors?: FieldError[],
    /** The values a coded message names (`import.…` codes), so the web can word it. */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

type ErrorBody = ApiError & { error?: string };

function validationBody(err: FastifyError): ErrorBody {
  return validationErrorBody(
    fieldErrorsOf(err.validation ?? [], String(err.validationContext ?? 'body')),
  );
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  if (request.routeOptions.config?.echoErrorField) body.error = body.message;
  return reply.status(status).send(body);
}

/** One error shape for every API answer: `{ success: false, message, code, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(request, reply, 400, validationBody(err));
    }
    if (err instanceof HttpError) {
      return send(request, reply, err.statusCode, {
        success: false,
        message: err.message,
        code: err.code,
        ...(err.params ? { params: { ...err.params } } : {}),
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    if (err instanceof CatalogueLimitError) {
      // A bet form or an import naming one sport or competition too many (decision 010).
      return send(request, reply, 400, {
        success: false,
        message: err.message,
        code: 'CATALOGUE_LIMIT',
        params: { limit: err.limit },
        errors: [{ field: `${err.field}Name`, message: err.messageKey }],
      });
    }
    if (err instanceof WorkBusyError) {
      // Too many password checks waiting (auth/passwords.ts): a moment later there is room.
      void reply.header('retry-after', '2');
      return send(request, reply, 503, {
        success: false,
        message: BUSY_MESSAGE,
        code: 'BUSY',
      });
    }
    if (err instanceof AmountOutOfRangeError) {
      // An import's or a settlement's amount past what the database keeps exactly: nothing
      // was written (repositories/stored-amounts.ts).
      return send(request, reply, 400, {
        success: false,
        message: AMOUNT_OUT_OF_RANGE_MESSAGE,
        code: 'AMOUNT_OUT_OF_RANGE',
        params: { field: err.field },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return send(request, reply, 500, {
        success: false,
        message: 'Internal server error',
        code: 'INTERNAL',
      });
    }
    if (err.code === 'ECONNRESET' && request.raw.destroyed) {
      // The client's socket closed before its body was read (it left, or REQUEST_TIMEOUT_SECONDS
      // cut it off with a 408): nobody to answer, and not the database's ECONNRESET.
      request.log.info({ err: { message: err.message } }, 'request body cut off: client gone');
      return send(request, reply, 400, {
        success: false,
        message: 'The request was not received whole.',
        code: 'REQUEST_INCOMPLETE',
      });
    }
    const fault = databaseFault(err);
    if (fault) {
      request.log.error({ err }, 'request failed: database fault');
      if (fault.status === 503) void reply.header('retry-after', '5');
      return send(request, reply, fault.status, {
        success: false,
        message: fault.message,
        code: fault.code,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      // Details stay in the log; clients never see stack traces or internal messages.
      request.log.error({ err }, 'request failed');
      return send(request, reply, status, {
        success: false,
        message: 'Internal server error',
        code: 'INTERNAL',
      });
    }
    request.log.info({ err: { message: err.message, code: err.code } }, 'request refused');
    const message =
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request is too large: uploads may be up to 25 MB, other requests 100 KB.'
        : err.message;
    return send(request, reply, status, { success: false, message, code: err.code ?? 'ERROR' });
  });
}
