import { ApiError, failedResponse } from './api-client';
import { i18n } from './i18n';

/** Hands `blob` to the browser as a download called `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the blob only after the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition header gives (our server's plain `filename="…"`). */
function attachmentName(header: string | null): string | undefined {
  return header?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * A file the server builds on request (a PDF can take seconds), fetched so the page can say it
 * is coming and say in the user's language why it was refused, which a plain link cannot: the
 * browser would only show a failed download. Throws `ApiError` like every other API call.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { 'Accept-Language': i18n.language },
    });
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw await failedResponse(response);
  const fileName = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
}
