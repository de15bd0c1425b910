export { tableMetadata } from '@tessera/core';
