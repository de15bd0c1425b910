// The one registry of legacy viz types (Superset's viz.py), filled explicitly below. Ids are
// Superset's viz_type keys, saved in charts: they must never change.
import { UnknownLegacyVizError } from './errors';
import { geoVizzes } from './geo';
import { miscVizzes } from './misc';
import { nvd3Vizzes } from './nvd3';
import type { LegacyViz } from './types';

export class LegacyVizRegistry {
  private readonly byId = new Map<string, LegacyViz>();

  register(viz: LegacyViz): void {
    for (const key of [viz.id, ...(viz.aliasIds ?? [])]) {
      if (this.byId.has(key)) throw new Error(`Legacy viz type "${key}" is registered twice`);
      this.byId.set(key, viz);
    }
  }

  /** The viz for an id or alias; throws UnknownLegacyVizError listing the known ids. */
  get(id: string): LegacyViz {
    const found = this.byId.get(id);
    if (!found) throw new UnknownLegacyVizError(id, this.ids());
    return found;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Every id and alias, sorted. */
  ids(): string[] {
    return [...this.byId.keys()].sort();
  }
}

export const legacyVizRegistry = new LegacyVizRegistry();
for (const viz of [...nvd3Vizzes, ...geoVizzes, ...miscVizzes]) legacyVizRegistry.register(viz);
