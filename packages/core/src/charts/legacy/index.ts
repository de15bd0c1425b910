export { buildLegacyQuery, legacyCoreChart } from './buildQuery';
