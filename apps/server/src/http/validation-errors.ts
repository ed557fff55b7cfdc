import type { ApiError, FieldError } from '@stakelab/core';

/** What a schema validator reports about one field (fastify's FastifySchemaValidationError). */
interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** A validator's issues as the API's field errors: `a.b` paths, the request part otherwise. */
export function fieldErrorsOf(issues: readonly ValidationIssue[], part: string): FieldError[] {
  return issues.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || part,
    message: issue.message ?? 'is invalid',
  }));
}

/** The 400 answer to a request that failed its schema, naming the first field and its reason. */
export function validationErrorBody(errors: FieldError[]): ApiError {
  const first = errors[0];
  return {
    success: false,
    message: first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request',
    code: 'VALIDATION_ERROR',
    errors,
  };
}
