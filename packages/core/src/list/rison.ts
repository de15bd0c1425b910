/// <reference path="./rison-module.d.ts" />
import rison from 'rison';
import { ListQueryError } from './errors';

/**
 * Decodes a rison text. An empty or missing text is the empty object, as Flask-AppBuilder treats a
 * missing `q`. The `rison` package throws plain TypeErrors on some truncated inputs; every failure
 * becomes one ListQueryError with the decoder's reason.
 */
export function decodeRison(text: string | undefined | null): unknown {
  if (text === undefined || text === null || text.trim() === '') return {};
  try {
    return rison.decode(text);
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^rison decoder error: /, '') : String(error);
    throw new ListQueryError(`Not a valid rison argument: ${reason}`);
  }
}

export function encodeRison(value: unknown): string {
  return rison.encode(value);
}

/** Decodes `!(1,2,3)` (bulk delete, export, favorite_status) into ids. */
export function parseIdList(text: string | undefined | null): number[] {
  const value = decodeRison(text);
  if (!Array.isArray(value)) throw new ListQueryError('Expected a rison list of ids, e.g. !(1,2)');
  return value.map((item) => {
    const id = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    if (typeof id !== 'number' || !Number.isInteger(id)) {
      throw new ListQueryError(`Not a valid id: ${JSON.stringify(item)}`);
    }
    return id;
  });
}
