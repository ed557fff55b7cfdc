import {
  detectImportKind,
  type SheetMapping,
  type UploadResponse,
  uploadResponseSchema,
} from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { bankrollsQueryKey } from '../../../lib/bankrolls-api';
import { betChangesQueryKey } from '../../../history-store';
import { feedLinkOffersQueryKey } from './feed-link-offers';

/**
 * The three kinds of history the upload dialog takes (docs/product.md §9 json and curl, plus CSV).
 */
export const UPLOAD_TYPES = ['json', 'curl', 'csv'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const UPLOAD_PATHS = {
  json: '/api/history/upload-betfair-json',
  curl: '/api/history/upload-betfair-curl',
  csv: '/api/history/upload-csv',
} as const satisfies Record<UploadType, string>;

export interface UploadRequest {
  type: UploadType;
  /** The pasted JSON, curl command or CSV text. */
  data: string;
  userEmail: string;
  /** Only say what the import would do (the preview); nothing is written. */
  dryRun?: boolean;
  /** Import the readable records and keep the unreadable ones aside instead of refusing. */
  setAsideUnreadable?: boolean;
  /** Hand-edited bets (their BetId) to replace with the source's version. */
  preferSource?: string[];
  /** The user's bankroll every new bet goes to; absent: the file's Bankroll column, else the main one. */
  bankrollId?: number;
  /** CSV: how to read a spreadsheet no known format fits (the column mapper's answer). */
  mapping?: SheetMapping;
}

/**
 * POST the pasted history to the endpoint of its kind, else of the chosen type (docs/product.md
 * §7: {data, userEmail}, plus the preview and the user's choices when given). A 200 that says
 * `success: false` is a failure like a 4xx, with the server's message, unless it asks for a
 * column mapping (`needsMapping`): that answer is the column mapper's to show.
 */
export async function uploadHistory({
  type,
  data,
  userEmail,
  dryRun,
  setAsideUnreadable,
  preferSource,
  bankrollId,
  mapping,
}: UploadRequest): Promise<UploadResponse> {
  // The text's own kind picks the endpoint, whichever tab it was pasted on (the server reads
  // it as what it is too): a large CSV on the cURL tab would pass that endpoint's small limit.
  const response = await apiRequest(UPLOAD_PATHS[detectImportKind(data) ?? type], {
    method: 'POST',
    body: {
      data,
      userEmail,
      ...(dryRun === undefined ? {} : { dryRun }),
      ...(setAsideUnreadable === undefined ? {} : { setAsideUnreadable }),
      ...(preferSource === undefined ? {} : { preferSource }),
      ...(bankrollId === undefined ? {} : { bankrollId }),
      ...(mapping === undefined ? {} : { mapping }),
    },
    schema: uploadResponseSchema,
  });
  if (!response.success && response.needsMapping !== true) {
    throw new ApiError(200, response.message, [], undefined, response.message.trim() !== '');
  }
  return response;
}

/** The link that downloads the records an import set aside, as CSV (same origin, cookie). */
export const setAsideCsvPath = (importId: number) =>
  `/api/history/imports/${importId}/set-aside.csv`;

/**
 * Uploads and reloads the list after a real import (the changes since; a preview changes
 * nothing); the dialog shows both outcomes itself.
 */
export function useUploadHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHistory,
    meta: { errorToast: false },
    // By the answer, not the request: a server that knows no dry run has imported already.
    // A StakeLab CSV's Bankroll column may have made bankrolls: their list is read again too,
    // and the import's unsure matches to feed events are offered (issue 36).
    onSuccess: (response) =>
      response.dryRun === true || response.needsMapping === true
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
            queryClient.invalidateQueries({ queryKey: bankrollsQueryKey }),
            queryClient.invalidateQueries({ queryKey: feedLinkOffersQueryKey }),
          ]),
  });
}
