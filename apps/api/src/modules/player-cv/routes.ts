import { FIELD_MANDATORY, pdfTemplateFormSchema, pdfTemplateSchema } from '@transferdesk/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/attachment.ts';
import { errorResponses, guardedReads } from '../../lib/http-schemas.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limits.ts';
import { readNamedUploadedFile } from '../../plugins/uploads.ts';
import type { CvPdf, PlayerCvService } from './service.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const uuid = z.uuid({ message: 'Not a valid id' });
const adminTags = { tags: ['PDF templates'], security: [{ bearerAuth: [] }] };
/** Spec 2: the PDF template pages are the TenantAdmins'; the service checks it is their sport (D10). */
const guard = requireRoles('TenantAdmin');
const editedSchema = z.object({ id: z.uuid(), name: z.string(), tenantId: z.uuid() });
const createSchema = pdfTemplateFormSchema.extend({ tenantId: z.uuid({ message: FIELD_MANDATORY }) });

/** A read for the sport's TenantAdmins: 400 for a bad id, 404 for another sport's. */
const adminRead = guardedReads(guard, adminTags);

/**
 * The PDF as an attachment. `X-CV-Source` (template or built-in) only for the sport's TenantAdmins:
 * on the public download it would tell outsiders whether a sport has a template (issue 25, finding 10).
 */
const sendPdf = (reply: FastifyReply, cv: CvPdf, { tellSource }: { tellSource: boolean }) => {
  if (tellSource) reply.header('x-cv-source', cv.source);
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(cv.filename))
    .header('cache-control', 'private, no-store')
    .send(cv.pdf);
};

/**
 * D20 and spec 2's PDF templates: the public CV PDF (D16: no sign-in) and the sport's Word
 * template, which the sport's TenantAdmins create, rename, fill with a file, preview and download.
 */
export const playerCvRoutes: FastifyPluginAsyncZod<{ service: PlayerCvService }> = async (
  app,
  { service },
) => {
  app.get(
    '/unauthorised/getpdf/:tenantId/:playerId',
    {
      // On every answer, refusals included (D29).
      onRequest: async (_request, reply) => {
        reply.header('X-Robots-Tag', 'noindex');
      },
      // Issue 25, finding 4: seconds of CPU per call, for anyone; unknown ids count too.
      preHandler: rateLimited(RATE_LIMITS.cvDownloads, 'address'),
      schema: {
        tags: ['public pages'],
        summary: "A player's CV as PDF (no sign-in)",
        description:
          "D20: the sport's Word template filled with the public view of the player (D29) and converted " +
          'by LibreOffice when the sport has a template file and LibreOffice is installed; otherwise the ' +
          'built-in layout. Downloaded as `{firstName}_{lastName}_CV.pdf`. A hidden, deleted or unknown ' +
          "player, or one of another sport than `tenantId`, is 404 'Error! File not exists'. At most " +
          `${RATE_LIMITS.cvDownloads.points} calls per client address in ${RATE_LIMITS.cvDownloads.windowMs / 60_000} ` +
          'minutes: 429 with `Retry-After`.',
        // Any text: a malformed id is just another CV that does not exist (404, not 400).
        params: z.object({ tenantId: z.string(), playerId: z.string() }),
        response: { 200: z.any().describe('The PDF file (an attachment)'), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.publicCv(request.params.tenantId, request.params.playerId), {
        tellSource: false,
      }),
  );

  app.get(
    '/PlayerCV/pdftemplate/:tenantId',
    adminRead(
      {
        summary: "The sport's PDF template",
        description: "404 'That Tenant Has No PDFs' when the sport has none.",
      },
      z.object({ tenantId: uuid }),
      pdfTemplateSchema,
    ),
    async (request) => service.templateOfSport(signedInUser(request), request.params.tenantId),
  );

  app.post(
    '/PlayerCV',
    {
      onRequest: guard,
      schema: {
        ...adminTags,
        summary: "Create the sport's PDF template",
        description:
          'One per sport: 409 when the sport has one. The Word file follows with `POST /PlayerCV/{id}/file`.',
        body: createSchema,
        response: { 201: pdfTemplateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(signedInUser(request), request.body)),
  );

  app.get(
    '/PlayerCV/edit/:id',
    adminRead({ summary: 'A PDF template for its form' }, z.object({ id: uuid }), editedSchema),
    async (request) => service.edited(signedInUser(request), request.params.id),
  );

  app.put(
    '/PlayerCV/edit/:id',
    {
      onRequest: guard,
      schema: {
        ...adminTags,
        summary: 'Rename a PDF template',
        params: z.object({ id: uuid }),
        body: pdfTemplateFormSchema,
        response: { 200: pdfTemplateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.rename(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/PlayerCV/:id/file',
    {
      onRequest: guard,
      schema: {
        ...adminTags,
        summary: "Upload the template's Word file",
        description:
          'multipart/form-data, field `file`: a Word document (.docx, by name and by content; 415 ' +
          'otherwise) whose placeholders docxtemplater can compile (400 naming each broken tag). ' +
          'Placeholders: see docs/operations.md, "CV PDFs".',
        consumes: ['multipart/form-data'],
        params: z.object({ id: uuid }),
        response: { 200: pdfTemplateSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.replaceFile(user, request.params.id, await readNamedUploadedFile(request));
    },
  );

  app.get(
    '/PlayerCV/:id',
    {
      onRequest: guard,
      preHandler: rateLimited(RATE_LIMITS.cvPreviews, 'user'),
      schema: {
        ...adminTags,
        summary: "A preview of the template's CV (PDF)",
        description:
          'A made-up player through the template (or the built-in layout, as `getpdf` would); `X-CV-Source` ' +
          `says which (\`template\` or \`built-in\`). At most ${RATE_LIMITS.cvPreviews.points} previews per user in ` +
          `${RATE_LIMITS.cvPreviews.windowMs / 60_000} minutes: 429 with \`Retry-After\`.`,
        params: z.object({ id: uuid }),
        response: { 200: z.any().describe('The PDF file'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.preview(signedInUser(request), request.params.id), { tellSource: true }),
  );

  app.get(
    '/PlayerCV/puretemplate/:id',
    {
      onRequest: guard,
      schema: {
        ...adminTags,
        summary: "The template's Word file as uploaded",
        description: "404 'That Tenant Has No PDFs' until a file is uploaded.",
        params: z.object({ id: uuid }),
        response: {
          200: z.any().describe('The .docx file (an attachment)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await service.templateFile(signedInUser(request), request.params.id);
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', attachment(`${file.name}.docx`))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
