import { internetAddress } from './internet-address';
import { port } from './port';
import type { AdvancedDataType } from './types';

export { parseNetwork } from './internet-address';
export { PORT_NAMES } from './port';
export * from './types';

/** Superset's default ADVANCED_DATA_TYPES: the types a column's `advanced_data_type` may name. */
export const ADVANCED_DATA_TYPES: ReadonlyMap<string, AdvancedDataType> = new Map(
  [internetAddress, port].map((type) => [type.id, type]),
);
