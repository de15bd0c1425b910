/**
 * Example data: our own generated tables (on first start) and Superset's public example files
 * (`tessera load-examples --data-dir DIR`).
 */
import type { FastifyInstance } from 'fastify';
import { type GenerateOptions, generateExamplesData } from './generator';
import { adminUserId, ensureExamplesDatabase } from './register';
import { registerTesseraExamples, tesseraExamplesRegistered } from './tessera-register';

export { type LoadExamplesOptions, type LoadExamplesResult, loadExamples } from './data-dir';
export { generateExamplesData } from './generator';
export { EXAMPLES_DB_UUID } from './register';

export type EnsureExamplesOptions = Pick<GenerateOptions, 'orderRows' | 'seed'>;

/**
 * Makes sure the examples DuckDB file holds the generated data and that the `examples` database,
 * its datasets, charts and the "Tessera Sales Overview" dashboard are registered. Idempotent:
 * once done, a call costs two small queries. Call it at start-up (after migrations).
 */
export async function ensureExamples(
  app: FastifyInstance,
  options: EnsureExamplesOptions = {},
): Promise<void> {
  const path = app.config.examplesDuckdbPath;
  await generateExamplesData(path, { ...options, log: (message) => app.log.info(message) });
  if (await tesseraExamplesRegistered(app.store)) {
    // The home directory may have moved since: keep the database pointing at the file.
    await ensureExamplesDatabase(app.store, path, await adminUserId(app.store));
    return;
  }
  app.log.info('Registering the example datasets, charts and dashboard...');
  await registerTesseraExamples(app.store, path);
  app.log.info('Example dashboard "Tessera Sales Overview" is ready.');
}
