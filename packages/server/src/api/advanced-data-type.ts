/**
 * Superset's AdvancedDataTypeRestApi (spec 001 point 7), present only while the
 * ENABLE_ADVANCED_DATA_TYPES flag is on (404 otherwise, as Superset does not register it):
 * - GET /api/v1/advanced_data_type/types: `{"result": ["internet_address", "port"]}`;
 * - GET /api/v1/advanced_data_type/convert?q=(type:…,values:!(…)): `{"result": {values,
 *   display_value, error_message, valid_filter_operators}}`; a value the type cannot read is an
 *   `error_message` in a 200 answer, an unknown type a 400 'Invalid advanced data type: …'.
 */
import { ADVANCED_DATA_TYPES, decodeRison, ListQueryError } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../errors';
import { isFeatureEnabled } from '../feature-flags';
import { errorAnswers, risonQuery } from '../openapi/schemas';

const SHAPE = "q must be rison such as (type:'port',values:!('http'))";

function convertRequest(q: unknown): { type: string; values: unknown[] } {
  if (typeof q !== 'string') throw badRequest(SHAPE);
  let decoded: unknown;
  try {
    decoded = decodeRison(q);
  } catch (error) {
    if (error instanceof ListQueryError) throw badRequest(`${SHAPE}: ${error.message}`);
    throw error;
  }
  const { type, values } = (decoded && typeof decoded === 'object' ? decoded : {}) as Record<string, unknown>;
  if (typeof type !== 'string' || !Array.isArray(values)) throw badRequest(SHAPE);
  return { type, values };
}

const conversion = z.looseObject({
  values: z
    .array(z.unknown())
    .describe('The values as the type reads them: numbers, {start, end} ranges or lists'),
  display_value: z.string(),
  error_message: z.string().describe('Empty when every value was understood'),
  valid_filter_operators: z.array(z.string()).describe('Operator ids the filter editor may offer'),
});
const typesSchema = {
  summary: 'The advanced data types a column may carry (ENABLE_ADVANCED_DATA_TYPES)',
  response: { 200: z.object({ result: z.array(z.string()) }), ...errorAnswers(401, 404) },
};
const convertSchema = {
  summary: 'Reads filter values as an advanced data type (ENABLE_ADVANCED_DATA_TYPES)',
  querystring: risonQuery,
  response: { 200: z.object({ result: conversion }), ...errorAnswers(400, 401, 404) },
};

export default async function advancedDataTypeRoutes(app: FastifyInstance): Promise<void> {
  const enabled = async () => {
    if (!isFeatureEnabled(app.config.featureFlags, 'ENABLE_ADVANCED_DATA_TYPES')) throw notFound();
  };
  const guard = { preHandler: [enabled, app.requireUser] };

  app.get('/api/v1/advanced_data_type/types', { ...guard, schema: typesSchema }, async () => ({
    result: [...ADVANCED_DATA_TYPES.keys()],
  }));

  app.get('/api/v1/advanced_data_type/convert', { ...guard, schema: convertSchema }, async (request) => {
    const { type, values } = convertRequest((request.query as { q?: unknown }).q);
    const advancedType = ADVANCED_DATA_TYPES.get(type);
    if (!advancedType) throw badRequest(`Invalid advanced data type: ${type}`);
    return { result: advancedType.convert(values) };
  });
}
