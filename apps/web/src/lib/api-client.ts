import type { FieldError } from '@stakelab/core';
import { i18n } from './i18n';
import { guard, isObject, type Validator } from './validator';

/**
 * Every failed API call ends here: `status` 0 means the server was not reached, `message` is the
 * server's (`message`, or `error` on the contact route) and `errors` its per-field complaints.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldError[];
  /** True when `message` is the server's own words, not a status line or a network failure. */
  readonly hasServerMessage: boolean;
  /** The values a coded message names (an importer's `import.…` refusal), to word it anew. */
  readonly params: Readonly<Record<string, string | number>>;

  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    code?: string,
    hasServerMessage = false,
    params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.hasServerMessage = hasServerMessage;
    this.params = params;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface ErrorBody {
  message?: string;
  error?: string;
  code?: string;
  errors?: FieldError[];
  params?: Record<string, string | number>;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function readFieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors: FieldError[] = [];
  for (const item of value) {
    if (!isObject(item) || typeof item.field !== 'string' || typeof item.message !== 'string') {
      return undefined;
    }
    errors.push({ field: item.field, message: item.message });
  }
  return errors;
}

function readParams(value: unknown): Record<string, string | number> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
  );
  return valid ? (Object.fromEntries(entries) as Record<string, string | number>) : undefined;
}

/**
 * Any error answer, read tolerantly: what is there of the one error shape (core's
 * `apiErrorSchema`), all or nothing. By hand rather than with zod (lib/validator.ts).
 */
const errorBodyGuard: Validator<ErrorBody> = guard((value) => {
  if (!isObject(value)) return undefined;
  const { message, error, code } = value;
  if (!optionalString(message) || !optionalString(error) || !optionalString(code)) {
    return undefined;
  }
  const errors = value.errors === undefined ? undefined : readFieldErrors(value.errors);
  const params = value.params === undefined ? undefined : readParams(value.params);
  if ((value.errors !== undefined && !errors) || (value.params !== undefined && !params)) {
    return undefined;
  }
  const body: ErrorBody = {};
  if (message !== undefined) body.message = message;
  if (error !== undefined) body.error = error;
  if (code !== undefined) body.code = code;
  if (errors) body.errors = errors;
  if (params) body.params = params;
  return body;
});

type UnauthorizedHandler = () => void;
let handleUnauthorized: UnauthorizedHandler = () => undefined;

/** The one place a 401 is handled: the app registers what "session gone" means. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  handleUnauthorized = handler;
}

/**
 * A session gone, met outside apiRequest's 401 (the history worker's read, /api/auth/me's null
 * user), goes to the same one place.
 */
export function reportUnauthorized(): void {
  handleUnauthorized();
}

export interface ApiRequestOptions<T> {
  /** Validates the success body: nothing unchecked crosses the API boundary. */
  schema: Validator<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart, e.g. a file upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** The same request, already sent (the page's first script sent the session check). */
  sent?: Promise<Response> | undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const parsed = errorBodyGuard.safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  const fromServer = fields.message ?? fields.error;
  const message = fromServer ?? (response.statusText || `HTTP ${response.status}`);
  return new ApiError(
    response.status,
    message,
    fields.errors ?? [],
    fields.code,
    fromServer !== undefined && fromServer.trim() !== '',
    fields.params,
  );
}

/** The ApiError a failed answer stands for; a 401 also goes to the session-gone handler. */
export async function failedResponse(response: Response): Promise<ApiError> {
  if (response.status === 401) handleUnauthorized();
  return toApiError(response, await readJson(response));
}

/**
 * JSON over fetch with the session cookie; throws `ApiError` on anything but a valid 2xx.
 * Accept-Language carries the interface language: the server writes its e-mails in it.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { schema, method = 'GET', body, signal, sent } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  // A FormData sets its own multipart content type with the boundary: never set it here.
  const isFormData = body instanceof FormData;
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (sent ??
      fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? null : isFormData ? body : JSON.stringify(body),
        signal: signal ?? null,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }

  if (!response.ok) throw await failedResponse(response);
  const json = await readJson(response);

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, `Unexpected response from ${path}`);
  }
  return parsed.data;
}
