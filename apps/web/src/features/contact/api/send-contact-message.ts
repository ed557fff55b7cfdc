import { type ContactRequest, type ContactResponse, contactResponseSchema } from '@stakelab/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact. */
export function sendContactMessage(message: ContactRequest): Promise<ContactResponse> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body: message,
    schema: contactResponseSchema,
  });
}

/**
 * Failure toast of docs/product.md §8 ('Failed to send', 3 s) comes from the query
 * client's one handler.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    meta: {
      errorToast: { titleKey: 'toasts.failedToSend', messageKey: 'toasts.failedToSendDescription' },
    },
  });
}
