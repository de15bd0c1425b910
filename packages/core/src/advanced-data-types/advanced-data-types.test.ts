import { describe, expect, it } from 'vitest';
import { ADVANCED_DATA_TYPES, parseNetwork } from './index';

const convert = (type: string, values: unknown[]) => {
  const found = ADVANCED_DATA_TYPES.get(type);
  if (!found) throw new Error(type);
  return found.convert(values);
};

describe('internet_address (Superset internet_address.py)', () => {
  it('turns an address into its integer and a network into its first and last address', () => {
    expect(convert('internet_address', ['10.0.0.1', '192.168.0.0/16'])).toEqual({
      values: [167772161, { start: 3232235520, end: 3232301055 }],
      error_message: '',
      display_value: '167772161, 3232235520 - 3232301055',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
  });

  it('accepts host bits in a network (strict=False), plain integers and IPv6', () => {
    expect(parseNetwork('10.1.2.3/8')).toEqual({ start: 167772160n, end: 184549375n });
    expect(parseNetwork('42')).toEqual({ start: 42n, end: 42n });
    expect(parseNetwork('::1')).toEqual({ start: 1n, end: 1n });
    expect(parseNetwork('::ffff:10.0.0.1')).toEqual({ start: 0xffff0a000001n, end: 0xffff0a000001n });
    expect(convert('internet_address', ['2001:db8::/126']).values).toEqual([
      { start: '42540766411282592856903984951653826560', end: '42540766411282592856903984951653826563' },
    ]);
  });

  it('stops at the first value that is no address, with Superset’s message', () => {
    const answer = convert('internet_address', ['10.0.0.1', '10.0.0.256', '10.0.0.2']);
    expect(answer.error_message).toBe("'10.0.0.256' does not appear to be an IPv4 or IPv6 network");
    expect(answer.values).toEqual([167772161]);
    for (const bad of ['1.2.3', '1.2.3.4/33', 'a::b::c', '1:2:3:4:5:6:7:8:9', 'host', '1.2.3.4/8/1']) {
      expect(parseNetwork(bad)).toBeNull();
    }
  });

  it('answers an empty input with its operators and no error', () => {
    const answer = convert('internet_address', ['']);
    expect(answer.error_message).toBe('');
    expect(answer.values).toEqual([['']]);
    expect(answer.valid_filter_operators).toContain('IN');
  });
});

describe('port (Superset internet_port.py)', () => {
  it('turns numbers and service names into port lists', () => {
    const answer = convert('port', ['443', 'ftp']);
    expect(answer.values).toEqual([[443], [20, 21]]);
    expect(answer.display_value).toBe('[443], [20, 21]');
    expect(answer.error_message).toBe('');
  });

  it('refuses numbers outside 1-65535 and unknown names', () => {
    expect(convert('port', ['70000']).error_message).toBe(
      "'70000' does not appear to be a port name or number",
    );
    expect(convert('port', ['0']).error_message).toBe("'0' does not appear to be a port name or number");
    expect(convert('port', ['gopher']).error_message).toBe(
      "'gopher' does not appear to be a port name or number",
    );
    expect(convert('port', ['toString']).error_message).toBe(
      "'toString' does not appear to be a port name or number",
    );
  });
});
