// The pure half of the chart lives in core, shared with the server.
export {
  buildTableQuery,
  type TableOwnState,
  type TableQueryMode,
  tableQueryMode,
} from '@tessera/core';
