/**
 * The CV's heavy work, run in worker threads (cv-pool.ts, issue 25): the built-in layout
 * (@react-pdf) and the Word template's check and filling (docxtemplater). Each task answers plain
 * data, since errors lose their fields between threads.
 */
import type { CvFields } from './cv-fields.ts';
import { checkTemplate, fillTemplate, type TemplateCheck } from './docx.ts';
import { type CvImage, type CvLogo, renderCvLayout } from './layout.ts';

/** Bytes arrive in a worker as a Uint8Array; the PDF library wants a Buffer. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const imageIn = (image: CvImage | undefined): CvImage | undefined =>
  image ? { data: asBuffer(image.data), format: image.format } : undefined;

export interface RenderCvInput {
  fields: CvFields;
  photo: CvImage | undefined;
  logo: CvLogo;
}

/** The built-in CV; an image the PDF library cannot read (a PNG it does not support) is left out. */
export async function renderCv(input: RenderCvInput): Promise<{ pdf: Uint8Array; imagesDropped: boolean }> {
  const photo = imageIn(input.photo);
  const logo = input.logo === 'product-mark' ? input.logo : imageIn(input.logo);
  try {
    return { pdf: await renderCvLayout({ fields: input.fields, photo, logo }), imagesDropped: false };
  } catch (error) {
    if (!photo && logo === 'product-mark') throw error;
    const pdf = await renderCvLayout({ fields: input.fields, photo: undefined, logo: 'product-mark' });
    return { pdf, imagesDropped: true };
  }
}

export function checkCvTemplate(template: Uint8Array): TemplateCheck {
  return checkTemplate(template);
}

export type TemplateFill = { ok: true; docx: Uint8Array } | { ok: false; problem: string };

export function fillCvTemplate(input: { template: Uint8Array; fields: CvFields }): TemplateFill {
  try {
    return { ok: true, docx: fillTemplate(input.template, input.fields) };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
