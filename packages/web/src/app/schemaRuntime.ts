// Imported first by main.tsx, so it runs before any module parses a schema at load time.
import { parseSchemasWithoutEval } from '@tessera/core';

parseSchemasWithoutEval();
