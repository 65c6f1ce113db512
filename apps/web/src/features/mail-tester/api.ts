import { useMutation } from '@tanstack/react-query';
import type { MailTesterResult } from '@transferdesk/shared';
import { HttpError, http } from '../../lib/http.ts';

/**
 * D30: `GET /api/mailtester` sends a test e-mail to the signed-in user. Its `data` is the success
 * value (spec 7); `data: false` is a failure even when it came with a 2xx, and its `errors` are shown.
 */
export function useSendTestMail() {
  return useMutation({
    mutationFn: async () => {
      const result = await http.get<MailTesterResult>('/api/mailtester');
      // The same failure the API answers with a 502, so the alert reads its `errors` alike.
      if (!result?.data) throw new HttpError(502, result);
      return result;
    },
  });
}
