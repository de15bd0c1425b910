/**
 * The colour scheme registries (Superset's getCategoricalSchemeRegistry and
 * getSequentialSchemeRegistry): schemes by stable id, filled once from the data files; an unknown or
 * missing id resolves to the default, as Superset's charts fall back.
 */
import { colorAlong } from './color-math';
import { CATEGORICAL_SCHEMES, type ColorScheme, DEFAULT_CATEGORICAL_SCHEME } from './schemes-categorical';
import {
  DEFAULT_SEQUENTIAL_SCHEME,
  SEQUENTIAL_SCHEMES,
  type SequentialColorScheme,
} from './schemes-sequential';

export class ColorSchemeRegistry<S extends ColorScheme> {
  private readonly byId = new Map<string, S>();

  constructor(
    readonly kind: string,
    schemes: readonly S[],
    readonly defaultId: string,
  ) {
    for (const scheme of schemes) {
      if (this.byId.has(scheme.id)) throw new Error(`Duplicate ${kind} colour scheme id "${scheme.id}"`);
      this.byId.set(scheme.id, scheme);
    }
    if (!this.byId.has(defaultId)) throw new Error(`Unknown default ${kind} colour scheme "${defaultId}"`);
  }

  has(id: unknown): boolean {
    return typeof id === 'string' && this.byId.has(id);
  }

  get(id: unknown): S | undefined {
    return typeof id === 'string' ? this.byId.get(id) : undefined;
  }

  /** The scheme of an id, or the default one for an unknown or missing id. */
  resolve(id: unknown): S {
    return this.get(id) ?? (this.byId.get(this.defaultId) as S);
  }

  list(): readonly S[] {
    return [...this.byId.values()];
  }
}

export const categoricalSchemes = new ColorSchemeRegistry(
  'categorical',
  CATEGORICAL_SCHEMES,
  DEFAULT_CATEGORICAL_SCHEME,
);
export const sequentialSchemes = new ColorSchemeRegistry<SequentialColorScheme>(
  'sequential',
  SEQUENTIAL_SCHEMES,
  DEFAULT_SEQUENTIAL_SCHEME,
);

/** The colours of a categorical scheme id (the default scheme's for an unknown id). */
export function categoricalColors(id: unknown): readonly string[] {
  return categoricalSchemes.resolve(id).colors;
}

/** The stops of a sequential scheme id (the default scheme's for an unknown id). */
export function sequentialColors(id: unknown): readonly string[] {
  return sequentialSchemes.resolve(id).colors;
}

/** n colours spread evenly over a sequential scheme (SequentialScheme.getColors). */
export function sequentialSample(id: unknown, n: number): readonly string[] {
  const stops = sequentialColors(id);
  if (n === stops.length) return stops;
  if (n <= 1) return n === 1 ? [stops[0] as string] : [];
  return Array.from({ length: n }, (_, i) => colorAlong(stops, i / (n - 1)));
}

/**
 * A value → colour scale over [min, max] (SequentialScheme.createLinearScale): the scheme's stops
 * spread evenly over the domain, HCL between them, clamped at the ends.
 */
export function sequentialScale(id: unknown, domain: readonly [number, number]): (value: number) => string {
  const stops = sequentialColors(id);
  const [min, max] = domain;
  const span = max - min;
  return (value) => {
    if (!Number.isFinite(value)) return stops[0] as string;
    return colorAlong(stops, span === 0 ? 0 : (value - min) / span);
  };
}
