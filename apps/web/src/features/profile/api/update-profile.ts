import {
  messageResponseSchema,
  type UpdateProfileRequest,
  type UserProfile,
  userProfileSchema,
} from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

const updateProfileResponseSchema = messageResponseSchema.extend({ user: userProfileSchema });

/**
 * POST /api/auth/update-profile: the edited fields plus e-mail and user_id (docs/product.md §7).
 */
export async function updateProfile(request: UpdateProfileRequest): Promise<UserProfile> {
  const { user } = await apiRequest('/api/auth/update-profile', {
    method: 'POST',
    body: request,
    schema: updateProfileResponseSchema,
  });
  return user;
}

/**
 * Saves the profile and reloads it (docs/product.md §4). A failure says 'Failed to save profile.'
 * through the query client's one error handler; the form puts field errors under their fields.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updateProfile,
    meta: {
      errorToast: {
        titleKey: 'toasts.profileSaveFailed',
        messageKey: 'toasts.profileSaveFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: async (profile) => {
      const queryKey = profileQueryKey(profile.email);
      queryClient.setQueryData(queryKey, profile);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
