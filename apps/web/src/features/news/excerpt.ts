import { NEWS_EXCERPT_LENGTH } from '@transferdesk/shared';

/** Spec 2, News: the first 100 characters of the content with the markup removed, then "...". */
export function newsExcerpt(html: string): string {
  const text = new DOMParser().parseFromString(html.replace(/<\/(p|h\d|li)>/gi, '$& '), 'text/html').body
    .textContent;
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return `${plain.slice(0, NEWS_EXCERPT_LENGTH)}...`;
}
