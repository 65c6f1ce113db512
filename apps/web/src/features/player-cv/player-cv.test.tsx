import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PdfTemplate } from '@transferdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;
const TEMPLATE: PdfTemplate = {
  id: '5e0c1b7a-3a5d-4c8e-9f1a-2b3c4d5e6f70',
  tenantId: FOOTBALL,
  name: 'Football CV',
  hasFile: true,
  updatedAt: '2025-11-22T10:00:00.000Z',
};

const serve = sportApi(['football'], {
  [`GET /api/PlayerCV/pdftemplate/${FOOTBALL}`]: { body: TEMPLATE },
  [`GET /api/PlayerCV/edit/${TEMPLATE.id}`]: {
    body: { id: TEMPLATE.id, name: TEMPLATE.name, tenantId: FOOTBALL },
  },
});

beforeEach(() => {
  // happy-dom's object URLs are not needed: the page only hands them to the viewer.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Chooses a file on the form's "PDF Template" input, whatever its `accept` says. */
function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  expect(input).toHaveAttribute('accept', '.docx');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('PDF template page', () => {
  it("shows the sport's template with Edit, PDF preview and Download template", async () => {
    serve();
    renderApp(`/pdftemplate/${FOOTBALL}`);
    // Spec 2: the heading is 'PDF Template'; the sport is named under it.
    expect(await screen.findByRole('heading', { name: 'PDF Template', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Football: the Word template/)).toBeInTheDocument();
    const card = await findCard('Football CV');
    expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/template/${TEMPLATE.id}`);
    expect(card.getByRole('button', { name: 'PDF preview' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Download template' })).toBeEnabled();
    expect(card.queryByText(/No Word file uploaded yet/)).not.toBeInTheDocument();
  });

  it('says "That Tenant Has No PDFs" and offers to add one when the sport has none', async () => {
    serve(['TenantAdmin'], {
      [`GET /api/PlayerCV/pdftemplate/${FOOTBALL}`]: { status: 404, body: { error: 'Not found' } },
    });
    renderApp(`/pdftemplate/${FOOTBALL}`);
    expect(await screen.findByText('That Tenant Has No PDFs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add PDF template' })).toHaveAttribute(
      'href',
      `/template/new?tenantId=${FOOTBALL}`,
    );
  });

  it('notes a template without a Word file and disables its preview and download', async () => {
    serve(['TenantAdmin'], {
      [`GET /api/PlayerCV/pdftemplate/${FOOTBALL}`]: { body: { ...TEMPLATE, hasFile: false } },
    });
    renderApp(`/pdftemplate/${FOOTBALL}`);
    const card = await findCard('Football CV');
    expect(card.getByText(/No Word file uploaded yet/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Upload one in Edit' })).toHaveAttribute(
      'href',
      `/template/${TEMPLATE.id}`,
    );
    expect(card.getByRole('button', { name: 'PDF preview' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Download template' })).toBeDisabled();
  });

  it('shows the preview PDF in the page from the blob, with a download link', async () => {
    const api = serve(['TenantAdmin'], { [`GET /api/PlayerCV/${TEMPLATE.id}`]: { body: '%PDF-1.7' } });
    renderApp(`/pdftemplate/${FOOTBALL}`);
    await userEvent.click((await findCard('Football CV')).getByRole('button', { name: 'PDF preview' }));
    const viewer = await screen.findByTitle('PDF preview of Football CV');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer).toHaveAttribute('src', 'blob:http://localhost/preview');
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls.at(-1) ?? [];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/pdf');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'Football CV.pdf');
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      'blob:http://localhost/preview',
    );
    const [request] = api.calls('GET', `/api/PlayerCV/${TEMPLATE.id}`);
    expect(request?.headers.get('accept')).toBe('application/pdf');
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('downloads the Word file as "{name}.docx"', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    serve(['TenantAdmin'], { [`GET /api/PlayerCV/puretemplate/${TEMPLATE.id}`]: { body: 'docx' } });
    renderApp(`/pdftemplate/${FOOTBALL}`);
    await userEvent.click((await findCard('Football CV')).getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'Football CV.docx'));
  });
});

describe('PDF template form', () => {
  it('requires a name and sends nothing without one', async () => {
    const api = serve();
    renderApp(`/template/new?tenantId=${FOOTBALL}`);
    expect(await screen.findByRole('heading', { name: 'Basic Information', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Only a Word document \(\.docx\) is uploaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is mandatory')).toBeInTheDocument();
    expect(api.calls('POST', '/api/PlayerCV')).toHaveLength(0);
  });

  it('creates the template, uploads the .docx as field "file", and returns to the sport page', async () => {
    const api = serve(['TenantAdmin'], {
      'POST /api/PlayerCV': { status: 201, body: { ...TEMPLATE, hasFile: false, name: 'Hockey CV' } },
      [`POST /api/PlayerCV/${TEMPLATE.id}/file`]: { body: TEMPLATE },
    });
    const app = renderApp(`/template/new?tenantId=${FOOTBALL}`);
    const word = new File(['docx'], 'cv.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await screen.findByRole('heading', { name: 'Basic Information' });
    chooseFile(word);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Hockey CV');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/pdftemplate/${FOOTBALL}`));
    expect(api.calls('POST', '/api/PlayerCV')[0]?.body).toEqual({ tenantId: FOOTBALL, name: 'Hockey CV' });
    const [upload] = api.calls('POST', `/api/PlayerCV/${TEMPLATE.id}/file`);
    expect(upload?.body).toBeInstanceOf(FormData);
    const sent = (upload?.body as FormData | undefined)?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cv.docx');
  });

  it('saves the name of an existing template but does not upload a file that is not a .docx', async () => {
    const api = serve(['TenantAdmin'], {
      [`PUT /api/PlayerCV/edit/${TEMPLATE.id}`]: { body: { ...TEMPLATE, name: 'Football CV 2' } },
      [`POST /api/PlayerCV/${TEMPLATE.id}/file`]: { body: TEMPLATE },
    });
    const app = renderApp(`/template/${TEMPLATE.id}`);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Football CV');
    chooseFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/pdftemplate/${FOOTBALL}`));
    expect(api.calls('PUT', `/api/PlayerCV/edit/${TEMPLATE.id}`)[0]?.body).toEqual({ name: 'Football CV 2' });
    expect(api.calls('POST', `/api/PlayerCV/${TEMPLATE.id}/file`)).toHaveLength(0);
  });

  it("keeps what was typed and shows the server's message when saving fails", async () => {
    serve(['TenantAdmin'], {
      'POST /api/PlayerCV': { status: 409, body: { error: 'The sport has a PDF template already' } },
    });
    const app = renderApp(`/template/new?tenantId=${FOOTBALL}`);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Second CV');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sport has a PDF template already')).toBeInTheDocument();
    expect(screen.getByText('Could not save the PDF template')).toBeInTheDocument();
    expect(name).toHaveValue('Second CV');
    expect(app.location()).toBe(`/template/new?tenantId=${FOOTBALL}`);
  });

  it("without an id edits the first sport's template (D20), and saves it as an edit", async () => {
    const api = serve(['TenantAdmin'], {
      [`PUT /api/PlayerCV/edit/${TEMPLATE.id}`]: { body: { ...TEMPLATE, name: 'Football CV 2' } },
    });
    const app = renderApp('/template');
    expect(await screen.findByRole('heading', { name: 'Basic Information', level: 1 })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Football CV');
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/pdftemplate/${FOOTBALL}`));
    expect(api.calls('PUT', `/api/PlayerCV/edit/${TEMPLATE.id}`)[0]?.body).toEqual({ name: 'Football CV 2' });
    expect(api.calls('POST', '/api/PlayerCV')).toHaveLength(0);
  });

  it('without an id adds the template of a sport that has none', async () => {
    const api = serve(['TenantAdmin'], {
      [`GET /api/PlayerCV/pdftemplate/${FOOTBALL}`]: { status: 404, body: { error: 'Not found' } },
      'POST /api/PlayerCV': { status: 201, body: { ...TEMPLATE, hasFile: false } },
    });
    const app = renderApp('/template');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('');
    await userEvent.type(name, 'Football CV');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/pdftemplate/${FOOTBALL}`));
    expect(api.calls('POST', '/api/PlayerCV')[0]?.body).toEqual({ tenantId: FOOTBALL, name: 'Football CV' });
  });

  it("shows the not-found page for a sport that is not the user's", async () => {
    serve();
    renderApp(`/template/new?tenantId=${SPORTS.icehockey.id}`);
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Basic Information' })).not.toBeInTheDocument();
  });
});
