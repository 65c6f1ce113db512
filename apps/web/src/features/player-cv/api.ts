import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PdfTemplate } from '@transferdesk/shared';
import { HttpError, http, request } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** What `GET /api/PlayerCV/edit/{id}` answers: the form's values. */
export interface PdfTemplateEdit {
  id: string;
  name: string;
  tenantId: string;
}

export const pdfTemplateKeys = {
  all: queryRoots.pdfTemplates,
  /** The sport's one template (D20), or null when it has none. */
  ofSport: (tenantId: string) => [...pdfTemplateKeys.all, 'sport', tenantId] as const,
  edit: (id: string) => [...pdfTemplateKeys.all, 'edit', id] as const,
};

/** A Word document by its name: only these are uploaded as a template (spec 7: field `file`). */
export const isDocx = (file: File) => file.name.toLowerCase().endsWith('.docx');

/** `GET /api/PlayerCV/pdftemplate/{tenantId}`: the sport's template; a 404 means it has none (null). */
export function usePdfTemplate(tenantId: string) {
  return useQuery({
    queryKey: pdfTemplateKeys.ofSport(tenantId),
    queryFn: async ({ signal }) => {
      try {
        return await http.get<PdfTemplate>(`/api/PlayerCV/pdftemplate/${tenantId}`, undefined, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function usePdfTemplateEdit(id: string | undefined) {
  return useQuery({
    queryKey: pdfTemplateKeys.edit(id ?? ''),
    queryFn: ({ signal }) => http.get<PdfTemplateEdit>(`/api/PlayerCV/edit/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

export interface SavePdfTemplateInput {
  /** Set when the template exists (edit, or created by an earlier attempt whose upload failed). */
  id: string | undefined;
  tenantId: string;
  name: string;
  /** Uploaded after the save when it is a .docx; anything else is left out (spec 2). */
  file: File | null;
}

/**
 * Spec 2, template/{id?}: `POST /api/PlayerCV` (new) or `PUT /api/PlayerCV/edit/{id}`, then the
 * Word file to `POST /api/PlayerCV/{id}/file`. `onCreated` hears of a new template before the
 * upload, so that a second attempt after a failed upload edits it rather than adding another.
 */
export function useSavePdfTemplate(onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, tenantId, name, file }: SavePdfTemplateInput) => {
      let templateId = id;
      if (templateId) {
        await request(`/api/PlayerCV/edit/${templateId}`, { method: 'PUT', body: { name } });
      } else {
        const created = await http.post<PdfTemplate>('/api/PlayerCV', { tenantId, name });
        templateId = created.id;
        onCreated(created.id);
      }
      if (file && isDocx(file)) await http.upload(`/api/PlayerCV/${templateId}/file`, file);
      return { id: templateId, tenantId };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pdfTemplateKeys.all }),
  });
}

/** `GET /api/PlayerCV/{id}`: the template filled with a sample player, as a PDF. */
export function usePdfPreview() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob } = await http.download(`/api/PlayerCV/${id}`, undefined, { accept: 'application/pdf' });
      // The viewer needs the type even when the answer did not name it.
      return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
    },
  });
}

/** `GET /api/PlayerCV/puretemplate/{id}`: the Word file as uploaded. */
export function useDownloadTemplate() {
  return useMutation({
    // Spec 7 names application/pdf here too, but the answer is a .docx: any type is asked for.
    mutationFn: async (id: string) => (await http.download(`/api/PlayerCV/puretemplate/${id}`)).blob,
  });
}
