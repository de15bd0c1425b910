export { CanonicalJsonError, canonicalJson } from './canonical-json';
