import { describe, expect, it } from 'vitest';
import { isDeviceCopy, withDeviceCopy } from './device-copy.ts';
import { HttpError } from './http.ts';

const KEY = 'transferdesk-copy-test';

describe('answers kept on this device (issue 26, item 6)', () => {
  it('keeps each answer, and gives the last one back, marked, when the API cannot be reached', async () => {
    const answer = await withDeviceCopy(KEY, async () => ({ features: ['news'] }));
    expect(isDeviceCopy(answer)).toBe(false);

    const kept = await withDeviceCopy(KEY, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(kept).toEqual({ features: ['news'] });
    expect(isDeviceCopy(kept)).toBe(true);
  });

  it('fails as the server did when it answered, and when nothing was kept', async () => {
    await withDeviceCopy(KEY, async () => ({ features: ['news'] }));
    await expect(withDeviceCopy(KEY, () => Promise.reject(new HttpError(401, {})))).rejects.toBeInstanceOf(
      HttpError,
    );
    await expect(
      withDeviceCopy('transferdesk-copy-none', () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
