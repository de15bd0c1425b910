/**
 * Superset's `port` advanced type (advanced_data_type/plugins/internet_port.py): a port number
 * (1-65535) or a well-known service name, each converting to the list of its port numbers.
 */
import {
  type AdvancedDataType,
  type AdvancedTypeConversion,
  type AdvancedTypeValue,
  displayValue,
} from './types';

const OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
] as const;

/** Superset's port_conversion_dict. */
export const PORT_NAMES: Readonly<Record<string, readonly number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88, 749],
  'kerberos-adm': [749],
  pop3: [110],
  pop3s: [995],
  imap: [143],
  imaps: [993],
  ldap: [389],
  ldaps: [636],
};

export const port: AdvancedDataType = {
  id: 'port',
  verboseName: 'port',
  description: 'represents of a port',
  convert(values: readonly unknown[]): AdvancedTypeConversion {
    if (values.length === 1 && values[0] === '') {
      return { values: [['']], error_message: '', display_value: '', valid_filter_operators: OPERATORS };
    }
    const converted: AdvancedTypeValue[] = [];
    let error = '';
    for (const value of values) {
      const text = String(value);
      const numeric = /^\d+$/.test(text);
      const ports = numeric ? [Number(text)] : Object.hasOwn(PORT_NAMES, text) ? PORT_NAMES[text] : undefined;
      if (!ports || (numeric && !(Number(text) >= 1 && Number(text) <= 65535))) {
        error = `'${text}' does not appear to be a port name or number`;
        break;
      }
      converted.push(ports);
    }
    return {
      values: converted,
      error_message: error,
      display_value: displayValue(converted),
      valid_filter_operators: OPERATORS,
    };
  },
};
