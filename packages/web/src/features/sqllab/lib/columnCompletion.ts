/**
 * Completion of bare column names. CodeMirror's SQL completion offers a table's columns only
 * after `table.` or `alias.`; Superset's editor also offers the columns of the tables it knows
 * while one types `SELECT reg…`, so this source adds them, each with the table(s) it comes from.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';

export interface KnownColumn {
  readonly table: string;
  readonly column: string;
}

const WORD = /[\w$]+$/;

export function columnCompletionSource(columns: readonly KnownColumn[]) {
  const tablesOf = new Map<string, string[]>();
  for (const { table, column } of columns) {
    const tables = tablesOf.get(column) ?? [];
    if (!tables.includes(table)) tables.push(table);
    tablesOf.set(column, tables);
  }
  const options: Completion[] = [...tablesOf].map(([column, tables]) => ({
    label: column,
    type: 'property',
    detail: tables.join(', '),
    // Above keywords that merely contain the typed letters.
    boost: 1,
  }));
  return (context: CompletionContext): CompletionResult | null => {
    if (options.length === 0) return null;
    const word = context.matchBefore(WORD);
    if (!word && !context.explicit) return null;
    const from = word?.from ?? context.pos;
    // After a dot the name is qualified: the SQL language's own completion answers that.
    if (context.state.sliceDoc(from - 1, from) === '.') return null;
    const node = syntaxTree(context.state).resolveInner(context.pos, -1);
    if (/String|Comment|QuotedIdentifier/.test(node.type.name)) return null;
    return { from, options, validFor: /^[\w$]*$/ };
  };
}
