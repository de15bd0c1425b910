import { formDataSchema, type QueryFormData } from '@tessera/core';
import { useMemo } from 'react';
import { failureMessage } from '../../../app/api';
import type { StoredStateRef } from './exploreUrl';
import { useExploreFormDataQuery, useExplorePermalinkQuery } from './stateApi';

export interface StoredFormData {
  /** Set while the address names stored state: the key it is loaded under. */
  readonly sourceKey: string | null;
  readonly formData: QueryFormData | null;
  readonly loading: boolean;
  readonly error: { readonly status?: number; readonly message: string } | null;
}

function parseFormData(value: unknown): QueryFormData {
  const parsed = formDataSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  if (!parsed.success) throw new Error('The stored chart settings name no dataset.');
  return parsed.data;
}

/** The form data behind `form_data_key` or `permalink_key` in the address, once loaded. */
export function useStoredFormData(ref: StoredStateRef): StoredFormData {
  const cached = useExploreFormDataQuery(ref?.kind === 'form_data' ? ref.key : '', {
    skip: ref?.kind !== 'form_data',
  });
  const permalink = useExplorePermalinkQuery(ref?.kind === 'permalink' ? ref.key : '', {
    skip: ref?.kind !== 'permalink',
  });
  const source = ref?.kind === 'permalink' ? permalink : cached;
  const raw = ref?.kind === 'permalink' ? permalink.data?.state.formData : cached.data;
  return useMemo((): StoredFormData => {
    if (!ref) return { sourceKey: null, formData: null, loading: false, error: null };
    const sourceKey = `${ref.kind}:${ref.key}`;
    if (source.error) {
      const status = (source.error as { status?: number }).status;
      return {
        sourceKey,
        formData: null,
        loading: false,
        error: { ...(status !== undefined ? { status } : {}), message: failureMessage(source.error) },
      };
    }
    if (raw === undefined) return { sourceKey, formData: null, loading: true, error: null };
    try {
      return { sourceKey, formData: parseFormData(raw), loading: false, error: null };
    } catch (error) {
      return { sourceKey, formData: null, loading: false, error: { message: failureMessage(error) } };
    }
  }, [ref, source.error, raw]);
}
