// Public surface of @tessera/sql: the query-object compiler and its dialects.
export {};
