// The `rison` package ships no type declarations; this is the part of its API we use.
declare module 'rison' {
  export function decode(text: string): unknown;
  export function encode(value: unknown): string;
  export class parser {
    constructor(errorHandler?: (message: string, index: number) => void);
    errorHandler?: (message: string, index: number) => void;
    message: string | null;
    index: number;
    error(message: string): undefined;
    parse(text: string): unknown;
  }
  const rison: { decode: typeof decode; encode: typeof encode; parser: typeof parser };
  export default rison;
}
