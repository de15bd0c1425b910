/** zod pieces shared by the resource bodies. */
import { z } from 'zod';

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A JSON document sent as text (params, json_metadata, position_json, extra, ...). */
export const jsonText = z.string().refine(isJson, { message: 'Not a valid JSON string.' });
export const idList = z.array(z.number().int());
export const optionalText = z.string().nullish();
export const uuidText = z.guid();
