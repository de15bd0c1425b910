/** Glue between a request and the list/resource machinery: context, ids, bodies, ownership. */
import { ListQueryError } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, badRequest, fieldErrorsFromZod, invalidFields, notFound } from '../../errors';
import { type Db, isOwner, type OwnedKind } from '../../repositories/common';
import type { ListContext } from '../../repositories/list/filters';
import { isAdmin } from '../../security/permissions';

export function contextOf(request: FastifyRequest): ListContext {
  const user = request.user;
  return {
    userId: user?.id ?? null,
    isAdmin: isAdmin(user),
    permissions: user?.permissions ?? new Set(),
    ...(user?.guest ? { guestDashboardIds: user.guest.dashboardIds } : {}),
  };
}

/** Runs a parser of `?q=`; a ListQueryError becomes a 400 with its message. */
export function parseQ<T>(parse: (q: string | undefined) => T, request: FastifyRequest): T {
  const q = (request.query as { q?: unknown } | undefined)?.q;
  try {
    return parse(typeof q === 'string' ? q : undefined);
  } catch (error) {
    if (error instanceof ListQueryError) throw badRequest(error.message);
    throw error;
  }
}

export function pkOf(request: FastifyRequest): number {
  const raw = (request.params as { pk?: string }).pk ?? '';
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * Validates a JSON body. Unknown fields get Superset's `"Unknown field."`; other problems the
 * zod message, each under its field name, in a 400 `{"message": {...}}`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidFields({ _schema: ['Request body must be a JSON object.'] });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string[] | string> = {};
  const rest = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path.map(String), key].join('.')] = ['Unknown field.'];
    } else rest.push(issue);
  }
  throw invalidFields({ ...fieldErrorsFromZod(rest), ...errors });
}

/** Non-admins may change only what they own (Superset's ownership rule). */
export async function assertOwner(request: FastifyRequest, db: Db, kind: OwnedKind, id: number) {
  const ctx = contextOf(request);
  if (ctx.isAdmin || ctx.userId === null) {
    if (ctx.isAdmin) return;
    throw new ApiError('NOT_AUTHENTICATED');
  }
  if (!(await isOwner(db, kind, id, ctx.userId))) throw new ApiError('FORBIDDEN');
}

/**
 * Superset keeps a non-admin editor among the owners of what they save, so nobody locks
 * themselves out; admins may set any owners.
 */
export function keepOwner<T>(input: T, request: FastifyRequest): T {
  const ctx = contextOf(request);
  if (typeof input !== 'object' || input === null || !('owners' in input)) return input;
  const owners = input.owners;
  if (!Array.isArray(owners) || ctx.isAdmin || ctx.userId === null) return input;
  if (owners.includes(ctx.userId)) return input;
  return { ...input, owners: [...owners, ctx.userId] };
}
