import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { betLabelsQueryKey } from '../../../lib/bankrolls-api';
import { betChangesQueryKey } from '../../../history-store';

/**
 * The history's bulk actions (issue 32): POST /api/history/bets/bulk/{tags,bankroll,settle,
 * delete,undo-delete}, each on 1 to 5,000 of the user's bets by internal id (BetView.Id).
 * A selection of more is sent in parts of 5,000 and the answers added up; a failure stops at
 * that part (the parts before it are done, and the reload below shows them).
 */
export const BULK_MAX_BETS = 5000;

export const BULK_SETTLE_STATUSES = ['WON', 'LOST', 'VOID'] as const;
export type BulkSettleStatus = (typeof BULK_SETTLE_STATUSES)[number];

const updatedSchema = z.object({ success: z.literal(true), updated: z.number().int() });
const settledSchema = z.object({
  success: z.literal(true),
  settled: z.number().int(),
  skipped: z.number().int(),
});
const deletedSchema = z.object({
  success: z.literal(true),
  deleted: z.number().int(),
  undoToken: z.string(),
});
const restoredSchema = z.object({ success: z.literal(true), restored: z.number().int() });

/** The ids in parts the server takes, each without repeats. */
export function bulkParts(betIds: readonly number[]): number[][] {
  const ids = [...new Set(betIds)];
  const parts: number[][] = [];
  for (let at = 0; at < ids.length; at += BULK_MAX_BETS) {
    parts.push(ids.slice(at, at + BULK_MAX_BETS));
  }
  return parts;
}

async function inParts<T>(
  betIds: readonly number[],
  send: (part: number[]) => Promise<T>,
): Promise<T[]> {
  const answers: T[] = [];
  // One part after another: the server's per-user write lock takes them in turn anyway.
  for (const part of bulkParts(betIds)) answers.push(await send(part));
  return answers;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export interface BulkTagsInput {
  betIds: readonly number[];
  add: string[];
  remove: string[];
}

export async function bulkTags({ betIds, add, remove }: BulkTagsInput): Promise<number> {
  const answers = await inParts(betIds, (part) =>
    apiRequest('/api/history/bets/bulk/tags', {
      method: 'POST',
      body: { betIds: part, add, remove },
      schema: updatedSchema,
    }),
  );
  return sum(answers.map((answer) => answer.updated));
}

export async function bulkMove({
  betIds,
  bankrollId,
}: {
  betIds: readonly number[];
  bankrollId: number;
}): Promise<number> {
  const answers = await inParts(betIds, (part) =>
    apiRequest('/api/history/bets/bulk/bankroll', {
      method: 'POST',
      body: { betIds: part, bankrollId },
      schema: updatedSchema,
    }),
  );
  return sum(answers.map((answer) => answer.updated));
}

export async function bulkSettle({
  betIds,
  status,
}: {
  betIds: readonly number[];
  status: BulkSettleStatus;
}): Promise<{ settled: number; skipped: number }> {
  const answers = await inParts(betIds, (part) =>
    apiRequest('/api/history/bets/bulk/settle', {
      method: 'POST',
      body: { betIds: part, status },
      schema: settledSchema,
    }),
  );
  return {
    settled: sum(answers.map((answer) => answer.settled)),
    skipped: sum(answers.map((answer) => answer.skipped)),
  };
}

/** What a bulk delete answers: how many went, and one undo token per part sent. */
export interface BulkDeleted {
  deleted: number;
  undoTokens: string[];
}

export async function bulkDelete({ betIds }: { betIds: readonly number[] }): Promise<BulkDeleted> {
  const answers = await inParts(betIds, (part) =>
    apiRequest('/api/history/bets/bulk/delete', {
      method: 'POST',
      body: { betIds: part },
      schema: deletedSchema,
    }),
  );
  return {
    deleted: sum(answers.map((answer) => answer.deleted)),
    undoTokens: answers.map((answer) => answer.undoToken),
  };
}

export async function bulkUndoDelete({ undoTokens }: { undoTokens: string[] }): Promise<number> {
  let restored = 0;
  for (const undoToken of undoTokens) {
    const answer = await apiRequest('/api/history/bets/bulk/undo-delete', {
      method: 'POST',
      body: { undoToken },
      schema: restoredSchema,
    });
    restored += answer.restored;
  }
  return restored;
}

const failedToast = {
  errorToast: {
    titleKey: 'history.bulk.failed',
    messageKey: 'history.toasts.editFailedDescription',
    networkMessageKey: 'toasts.networkError',
    preferServerMessage: true,
  },
} as const;

/**
 * A bulk action as a mutation: afterwards the local history asks the server for what changed
 * (as the single bet's settle, tags and delete do), so the list, its summary and the
 * dashboards show it; tags also reload the labels the tag fields offer. Settled or failed,
 * since a failure in a later part leaves the earlier parts done.
 */
function useBulk<I, O>(send: (input: I) => Promise<O>, labels = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: failedToast,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
        labels ? queryClient.invalidateQueries({ queryKey: betLabelsQueryKey }) : undefined,
      ]);
    },
  });
}

export const useBulkTags = () => useBulk(bulkTags, true);
export const useBulkMove = () => useBulk(bulkMove);
export const useBulkSettle = () => useBulk(bulkSettle);
export const useBulkDelete = () => useBulk(bulkDelete);
export const useBulkUndoDelete = () => useBulk(bulkUndoDelete);
