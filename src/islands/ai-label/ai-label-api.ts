import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiLabel } from '../../contracts/ai-label.ts';
import type { Profile } from '../../contracts/user.ts';
import { api } from '../../lib/api-client.ts';
import { fetchProfile } from '../../stores/auth-actions.ts';

/** The profile query the settings page already uses; the dialog reads the remembered label from it. */
export const profileKey = ['profile', 'me'] as const;

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileKey, queryFn: fetchProfile, enabled });
}

/**
 * PUT /auth/profile/ai-label (decision 054): remembers the label, and the confirmation that goes
 * with "none"; the profile it answers replaces the cached one.
 */
export function useSaveAiLabel() {
  const queryClient = useQueryClient();
  return async (label: AiLabel, notRealPerson: boolean) => {
    const profile = await api.put<Profile>('/auth/profile/ai-label', {
      ai_label: label,
      not_real_person: label === 'none' && notRealPerson,
    });
    queryClient.setQueryData(profileKey, profile);
    return profile;
  };
}
