import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_TYPES, controlType } from './controlTypes';

describe('control types', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps a known type to its component without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(controlType('metrics')).toBe(CONTROL_TYPES.metrics);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per unknown type and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(controlType('sparkle_picker')).toBeNull();
    expect(controlType('sparkle_picker')).toBeNull();
    expect(controlType('glitter_picker')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/control type "sparkle_picker"/);
  });
});
