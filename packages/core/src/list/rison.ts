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
  // The package's own decode logs every syntax error to the console; this parser only records it.
  const parser = new rison.parser();
  parser.error = function (this: { message: string | null }, message: string) {
    this.message = message;
    return undefined;
  };
  try {
    const value = parser.parse(text);
    if (parser.message) throw new Error(`${parser.message} (at character ${parser.index})`);
    return value;
  } catch (error) {
    // The parser crashes with a TypeError on truncated input instead of reporting it.
    const reason =
      error instanceof TypeError
        ? 'unexpected end of input or malformed value'
        : error instanceof Error
          ? error.message
          : String(error);
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
