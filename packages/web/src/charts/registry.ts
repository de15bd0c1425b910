import { messages } from '../app/errors';
import type { ChartPlugin } from './types';

/** An unknown viz_type: the chart shows the spec's sentence, its details the type and the known ones. */
export class UnsupportedVizTypeError extends Error {
  readonly detail: string;

  constructor(vizType: string, known: readonly string[]) {
    super(messages.unsupportedViz);
    this.name = 'UnsupportedVizTypeError';
    this.detail = `Unknown chart type "${vizType}"; known: ${known.join(', ')}.`;
  }
}

/** Chart plugins keyed by Superset's viz_type; a duplicate or unknown id throws. */
export class ChartRegistry {
  private readonly plugins = new Map<string, ChartPlugin<unknown>>();
  private readonly aliases = new Map<string, string>();

  register<P>(plugin: ChartPlugin<P>, aliasIds: readonly string[] = []): void {
    for (const id of [plugin.id, ...aliasIds]) {
      if (this.plugins.has(id) || this.aliases.has(id))
        throw new Error(`Chart type "${id}" is registered twice.`);
    }
    this.plugins.set(plugin.id, plugin as ChartPlugin<unknown>);
    for (const alias of aliasIds) this.aliases.set(alias, plugin.id);
  }

  has(id: string): boolean {
    return this.plugins.has(id) || this.aliases.has(id);
  }

  get(id: string): ChartPlugin<unknown> {
    const plugin = this.plugins.get(this.aliases.get(id) ?? id);
    if (!plugin) {
      throw new UnsupportedVizTypeError(id, this.ids());
    }
    return plugin;
  }

  ids(): string[] {
    return [...this.plugins.keys()];
  }

  list(): ChartPlugin<unknown>[] {
    return [...this.plugins.values()];
  }
}
