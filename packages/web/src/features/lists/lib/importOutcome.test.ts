import { describe, expect, it } from 'vitest';
import { importFailureText, importOutcome } from './importOutcome';

const issueCodes = [
  { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
];
const failed = (extra: Record<string, unknown>) => ({
  errors: [{ message: 'Error importing dashboard', error_type: 'GENERIC_COMMAND_ERROR', extra }],
});

describe('importOutcome', () => {
  it('asks for the passwords of the databases that need one', () => {
    const body = failed({
      'databases/examples.yaml': { _schema: ['Must provide a password for the database'] },
      issue_codes: issueCodes,
    });
    expect(importOutcome(body, 'x')).toEqual({ kind: 'passwords', files: ['databases/examples.yaml'] });
  });

  it('asks to overwrite what already exists', () => {
    const message = 'Dashboard already exists and `overwrite=true` was not passed';
    const body = failed({ 'dashboards/Sales_1.yaml': message, issue_codes: issueCodes });
    expect(importOutcome(body, 'x')).toEqual({ kind: 'overwrite', messages: [message] });
  });

  it('prompts for passwords before overwriting', () => {
    const body = failed({
      'databases/examples.yaml': { _schema: ['Must provide a password for the database'] },
      'charts/a.yaml': 'Chart already exists and `overwrite=true` was not passed',
    });
    expect(importOutcome(body, 'x').kind).toBe('passwords');
  });

  it('fails on anything else, naming the file and field', () => {
    const body = failed({
      'charts/a.yaml': { slice_name: ['Missing data for required field.'] },
      'dashboards/b.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
    });
    expect(importOutcome(body, 'x')).toEqual({
      kind: 'failed',
      message: 'charts/a.yaml: slice_name: Missing data for required field.',
    });
  });

  it('uses the plain message of a body without per-file errors', () => {
    expect(importOutcome({ message: 'Not a ZIP file' }, 'x')).toEqual({
      kind: 'failed',
      message: 'Not a ZIP file',
    });
    expect(importOutcome(null, 'Network error.')).toEqual({ kind: 'failed', message: 'Network error.' });
  });

  it("formats the spec's failure text", () => {
    expect(importFailureText('dashboard', 'Not a ZIP file')).toBe(
      'An error occurred while importing dashboard: Not a ZIP file',
    );
  });
});
