/** Multipart helpers for the upload API tests: real files made in the test, sent over a socket. */
import type { TestApp } from '../platform/harness';

export interface UploadReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: replies are inspected field by field
  body: any;
}

export type FormFields = Record<string, string | readonly string[]>;

export async function postForm(
  t: TestApp,
  token: string,
  path: string,
  file: { name: string; bytes: Uint8Array | string } | null,
  fields: FormFields,
): Promise<UploadReply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
  if (file) {
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
    form.append('file', new Blob([bytes]), file.name);
  }
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: t.bearer(token),
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text for the assertion to show.
  }
  return { status: response.status, body };
}
