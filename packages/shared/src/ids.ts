// Whether a text can be a record's id (a UUID): one test that the web's routes and the API's public links share.
// Issue 28: zod's own UUID pattern, the one z.uuid() checks, without z.uuid(): the web's route guards
// use this in the first download, and a zod schema there brings all of zod's classic API (87 KiB).
import { regexes } from 'zod/v4/core';

const uuidPattern = regexes.uuid();

/** Whether `value` is a UUID, as every record id is; anything else names no record. */
export const isUuid = (value: string) => uuidPattern.test(value);
