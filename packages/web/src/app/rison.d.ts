// The rison package ships no types; we use only its encoder and decoder.
declare module 'rison' {
  const rison: {
    encode(value: unknown): string;
    decode(text: string): unknown;
  };
  export default rison;
}
