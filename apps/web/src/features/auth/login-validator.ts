import { type LoginPayload, loginSchema } from '@transferdesk/shared';
import { schemaValidator } from '../../lib/forms.ts';

/**
 * The sign-in form's check, by the shared login schema as the API's. In its own chunk (issue 28):
 * zod and the schemas are not in the sign-in page's first download, and arrive once it has painted.
 */
export const validateLogin = schemaValidator<LoginPayload>(loginSchema);
