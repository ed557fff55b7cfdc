import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { errorCodes } from 'fastify';

/**
 * Reads a request body as fastify's own buffer parser does (the same limit and Content-Length
 * refusals), but into one buffer of the declared length instead of a list of chunks joined at
 * the end: a 24 MB upload is then 24 MB in memory, not 48 MB until the chunks are collected
 * (docs/decisions/011). A body sent without a length is read in chunks, as fastify does.
 */
export function readPreallocatedBody(
  request: { headers: IncomingMessage['headers'] },
  payload: Readable,
  limit: number,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  const known = Number.isSafeInteger(declared) && declared >= 0;
  const whole = known ? Buffer.allocUnsafeSlow(declared) : null;
  const chunks: Buffer[] = [];
  let received = 0;
  return new Promise((resolve, reject) => {
    const stop = (err: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      reject(err);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (received + bytes.length > limit) return stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (whole) {
        if (received + bytes.length > whole.length)
          return stop(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
        bytes.copy(whole, received);
      } else chunks.push(bytes);
      received += bytes.length;
    };
    const onEnd = () => {
      payload.removeListener('data', onData);
      payload.removeListener('error', onError);
      if (whole && received !== whole.length)
        return reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      resolve(whole ?? Buffer.concat(chunks, received));
    };
    const onError = (err: Error & { statusCode?: number }) => {
      if (!(typeof err.statusCode === 'number' && err.statusCode >= 400)) err.statusCode = 400;
      stop(err);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
