import { noNulText } from '@stakelab/core/contract/request-fields';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const nulCheck = validatorCompiler({ schema: noNulText, method: '', url: '', httpPart: '' });

/**
 * fastify-type-provider-zod's validator, after the shared refinement that refuses text with a
 * NUL character anywhere in a body, query string or path (a 400 naming the field), so no route
 * can hand one to PostgreSQL.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously with { error } or { value }.
    const refused = nulCheck(data) as { error?: FastifySchemaValidationError[] };
    return refused.error ? refused : validate(data);
  };
};
