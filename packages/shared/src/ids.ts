// Whether a text can be a record's id (a UUID): one test that the web's routes and the API's public links share.
import { z } from 'zod';

const uuidSchema = z.uuid();

/** Whether `value` is a UUID, as every record id is; anything else names no record. */
export const isUuid = (value: string) => uuidSchema.safeParse(value).success;
