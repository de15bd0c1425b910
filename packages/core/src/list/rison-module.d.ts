// The `rison` package ships no type declarations; this is the part of its API we use.
declare module 'rison' {
  export function decode(text: string): unknown;
  export function encode(value: unknown): string;
  const rison: { decode: typeof decode; encode: typeof encode };
  export default rison;
}
