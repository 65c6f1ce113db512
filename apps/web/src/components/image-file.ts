import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@transferdesk/shared';

export type ImageFileProblem = 'fileTypeNotAllowed' | 'fileTooLarge';

/** The API's upload rules, checked before anything is sent (it checks again by content). */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'fileTypeNotAllowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  return null;
}
