/**
 * Superset's sequential colour schemes (`linear_color_scheme`), from core's registry: every scheme
 * Superset has; an unknown id falls back to superset_seq_1, Superset's default.
 */
export { DEFAULT_SEQUENTIAL_SCHEME } from '@tessera/core';
export { sequentialColors } from '../shared/colors';
