// The pure half of the chart lives in core, shared with the server.
export { buildTimeseriesQuery, isXAxisTemporal, xAxisColumn } from '@tessera/core';
