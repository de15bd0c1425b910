// The pure half of the chart lives in core, shared with the server.
export { buildPieQuery, PIE_DEFAULT_ROW_LIMIT } from '@tessera/core';
