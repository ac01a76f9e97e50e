import type { AiLabel } from '../../../src/contracts/ai-label.ts';
import { call } from './accounts.ts';
import type { TestApi } from './test-api.ts';

/**
 * Remembers a user's visible AI label (decision 054); "none" is sent with the confirmation that
 * the image will not be presented as a real person, as the dialog and the profile send it.
 */
export async function chooseAiLabel(api: TestApi, token: string, label: AiLabel) {
  const res = await call(api, 'PUT', '/auth/profile/ai-label', {
    token,
    body: { ai_label: label, not_real_person: label === 'none' },
  });
  if (res.status !== 200) throw new Error(`ai label ${label}: ${res.status}`);
  return res.body;
}
