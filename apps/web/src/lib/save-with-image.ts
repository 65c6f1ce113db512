import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { http } from './http.ts';

/**
 * Lists of ids (roles, sports, features) are sets: the same ids in another order are no change.
 * Lists of records (a player's videos, contracts) are compared whole and in order.
 */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  const ofIds = [...a, ...b].every((item) => typeof item !== 'object' || item === null);
  if (!ofIds) return JSON.stringify(a) === JSON.stringify(b);
  return [...a].map(String).sort().join('\u0000') === [...b].map(String).sort().join('\u0000');
}

/**
 * Spec 7: an update sends only the fields that changed. Lists (roles, sports, features) are sets
 * of ids: the same ids in another order are no change.
 */
export function changedFields<T extends object>(now: T, before: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(now).filter(([key, value]) => {
      const earlier: unknown = before[key as keyof T];
      return Array.isArray(value) && Array.isArray(earlier) ? !sameItems(value, earlier) : value !== earlier;
    }),
  ) as Partial<T>;
}

export interface StoredRecord<TPayload> {
  id: string;
  /** The fields as the server has them now, to diff the next save against. */
  payload: TPayload;
}

export interface SaveWithImageOptions<TPayload> {
  /** The collection, e.g. `/api/clubs`: POST there, PATCH `{path}/{id}`, picture to `{path}/{id}/file`. */
  path: string;
  /** The record the form edits; absent for a new one. */
  existing?: StoredRecord<TPayload> | undefined;
  /** After the record and its picture are saved (a session refresh for one's own account). */
  afterSave?: (id: string) => Promise<unknown>;
  /** Invalidations, after success and failure alike: a half-done save still changed data. */
  onSettled?: () => Promise<unknown>;
}

export interface SaveWithImageRequest<TPayload> {
  payload: TPayload;
  image: File | null;
  /** Sent with a create only (the sport, the first password). */
  createOnly?: object;
  /** Sent with an update only (the current password that proves who changes their own e-mail). */
  updateOnly?: object;
}

/**
 * Spec 1 and 4, create versus update: the record is saved first, then its picture in a second
 * call. Once the record exists, trying again after a failed upload updates it instead of creating
 * a second one, and sends only what changed since.
 */
export function useSaveWithImage<TPayload extends object>({
  path,
  existing,
  afterSave,
  onSettled,
}: SaveWithImageOptions<TPayload>) {
  const stored = useRef<StoredRecord<TPayload> | null>(null);
  return useMutation({
    mutationFn: async ({ payload, image, createOnly, updateOnly }: SaveWithImageRequest<TPayload>) => {
      const base = stored.current ?? existing;
      let id: string;
      if (base) {
        id = base.id;
        const changes = { ...changedFields(payload, base.payload), ...updateOnly };
        if (Object.keys(changes).length > 0) await http.patch(`${path}/${id}`, changes);
      } else {
        id = (await http.post<{ id: string }>(path, { ...payload, ...createOnly })).id;
      }
      stored.current = { id, payload };
      if (image) await http.upload(`${path}/${id}/file`, image);
      await afterSave?.(id);
      return id;
    },
    onSettled,
  });
}
