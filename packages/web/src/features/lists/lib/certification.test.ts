import { describe, expect, it } from 'vitest';
import { certificationOf } from './certification';

describe('certificationOf', () => {
  it("reads Superset's certification from a dataset's extra JSON", () => {
    expect(
      certificationOf(JSON.stringify({ certification: { certified_by: 'Data team', details: 'Audited' } })),
    ).toEqual({ certifiedBy: 'Data team', details: 'Audited' });
    expect(certificationOf(JSON.stringify({ certification: { certified_by: 'Data team' } }))).toEqual({
      certifiedBy: 'Data team',
      details: null,
    });
  });

  it('is null without a certifier, without extra, or for text that is not JSON', () => {
    expect(certificationOf(JSON.stringify({ warning_markdown: 'old' }))).toBeNull();
    expect(certificationOf(JSON.stringify({ certification: { details: 'x' } }))).toBeNull();
    expect(certificationOf(null)).toBeNull();
    expect(certificationOf('{not json')).toBeNull();
    expect(certificationOf('null')).toBeNull();
  });
});
