import { describe, expect, it } from 'vitest';
import { annotationErrors, toApiDate, toInputDate } from './annotationForm';

const draft = {
  short_descr: 'Release',
  long_descr: '',
  start: '2024-01-10T10:00',
  end: '2024-01-10T10:00',
  json_metadata: '',
};

describe('annotationErrors', () => {
  it('accepts an event (start = end) without metadata', () => {
    expect(annotationErrors(draft)).toEqual({});
  });
  it('needs a name and both dates', () => {
    expect(annotationErrors({ ...draft, short_descr: ' ', start: '', end: '' })).toEqual({
      short_descr: 'Name is required.',
      start: 'Start date is required.',
      end: 'End date is required.',
    });
  });
  it("refuses an end before the start with the server's words", () => {
    expect(annotationErrors({ ...draft, end: '2024-01-09T10:00' }).end).toBe(
      'End date must be after start date',
    );
  });
  it('checks JSON metadata', () => {
    expect(annotationErrors({ ...draft, json_metadata: '{"a":' }).json_metadata).toBe(
      'Not a valid JSON string.',
    );
    expect(annotationErrors({ ...draft, json_metadata: '{"a":1}' })).toEqual({});
  });
});

describe('dates', () => {
  it('round-trips between the input and the API', () => {
    expect(toApiDate('2024-01-10T10:00')).toBe('2024-01-10T10:00:00');
    expect(toInputDate('2024-01-10T10:00:00')).toBe('2024-01-10T10:00');
    expect(toInputDate('2024-01-10 10:00:00')).toBe('2024-01-10T10:00');
    expect(toInputDate(null)).toBe('');
  });
});
