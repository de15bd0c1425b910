/**
 * Label colours as Superset's CategoricalColorNamespace, CategoricalColorScale and LabelsColorMap
 * give them, without global state: a namespace per dashboard (or one per chart elsewhere) hands each
 * chart a scale, and a scale gives every label one colour.
 *
 * A label's colour is, first to last: the namespace's forced colours (the dashboard's `label_colors`
 * and its stored `map_label_colors`); the chart's own `label_colors`; the colour the label already
 * has in this chart; on a dashboard, the colour another chart gave it (so a label keeps its colour
 * across the dashboard); else the chart scheme's next colour in order, moved to the first colour this
 * chart does not use yet when that one is taken (Superset's AVOID_COLORS_COLLISION).
 */
import { getAnalogousColors } from './analogous';
import { categoricalSchemes } from './registry';

export type LabelColors = Readonly<Record<string, string>>;

/** Superset's stringifyAndTrim: labels are compared as trimmed text. */
export function labelKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `{label: colour}` object from saved JSON, keeping only string colours. */
export function readLabelColors(value: unknown): LabelColors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([label, color]) => [labelKey(label), color]),
  );
}

export class CategoricalColorScale {
  private readonly chartColors = new Map<string, string>();
  private ordinal = 0;
  /** The colours handed out in order: the scheme's, then analogous ones when the flag allows. */
  private range: readonly string[];

  constructor(
    readonly colors: readonly string[],
    private readonly forced: ReadonlyMap<string, string>,
    private readonly chartForced: LabelColors,
    /** The dashboard's label → colour map, shared by its charts; null outside dashboards. */
    private readonly shared: Map<string, string> | null,
    /** USE_ANALAGOUS_COLORS: past the scheme's end, new labels get analogous colours. */
    private readonly analogousColors = false,
  ) {
    this.range = colors;
  }

  private knownColor(label: string): string | undefined {
    return (
      this.forced.get(label) ??
      this.chartForced[label] ??
      this.chartColors.get(label) ??
      this.shared?.get(label)
    );
  }

  getColor(value: unknown): string {
    const label = labelKey(value);
    const forced = this.forced.get(label) ?? this.chartForced[label];
    let color = forced ?? this.chartColors.get(label) ?? this.shared?.get(label);
    if (color === undefined) color = this.nextColor();
    this.chartColors.set(label, color);
    if (this.shared && forced === undefined) this.shared.set(label, color);
    return color;
  }

  /**
   * Colours a chart's labels at once, in two passes: first those with a colour already (forced,
   * coloured before, or coloured by another chart of the dashboard), then the new ones from the
   * colours left, so a new label never takes the colour a shared label keeps in this chart (Superset
   * reassigns such collisions after the fact).
   */
  claim(values: readonly unknown[]): readonly string[] {
    const labels = values.map(labelKey);
    const known = new Set(labels.filter((label) => this.knownColor(label) !== undefined));
    for (const label of known) this.getColor(label);
    return labels.map((label) => this.getColor(label));
  }

  /** The labels this chart has coloured, in the order it asked. */
  domain(): readonly string[] {
    return [...this.chartColors.keys()];
  }

  /** Label → colour of every label this chart has coloured. */
  colorMap(): LabelColors {
    return Object.fromEntries(this.chartColors);
  }

  private nextColor(): string {
    if (this.colors.length === 0) return '#666666';
    // Superset's incrementColorRange: each time the labels outgrow the range, the scheme is
    // followed by one more round of analogous colours per scheme colour.
    if (this.analogousColors && this.ordinal >= this.range.length) {
      const rounds = Math.floor(this.ordinal / this.colors.length);
      this.range = [...this.colors, ...getAnalogousColors(this.colors, rounds)];
    }
    const candidate = this.range[this.ordinal % this.range.length] as string;
    this.ordinal += 1;
    const used = new Set(this.chartColors.values());
    if (!used.has(candidate)) return candidate;
    return this.range.find((color) => !used.has(color)) ?? candidate;
  }
}

export interface ColorNamespaceOptions {
  /** The dashboard's `color_scheme`: when set, every chart on it uses this scheme. */
  readonly colorScheme?: string | null;
  /** `label_colors`: colours the dashboard's owner chose per label. */
  readonly labelColors?: LabelColors;
  /** `map_label_colors`: the label colours the dashboard stored when last saved. */
  readonly mapLabelColors?: LabelColors;
  /** Whether charts share their labels' colours (dashboards); each chart on its own otherwise. */
  readonly shareLabels?: boolean;
  /** The USE_ANALAGOUS_COLORS feature flag: extend schemes with analogous colours, not repeats. */
  readonly analogousColors?: boolean;
}

export class CategoricalColorNamespace {
  readonly colorScheme: string | null;
  private readonly forced: Map<string, string>;
  private readonly shared: Map<string, string> | null;
  private readonly analogousColors: boolean;

  constructor(options: ColorNamespaceOptions = {}) {
    this.analogousColors = options.analogousColors === true;
    this.colorScheme = categoricalSchemes.has(options.colorScheme) ? (options.colorScheme as string) : null;
    this.forced = new Map(Object.entries({ ...options.mapLabelColors, ...options.labelColors }));
    this.shared = options.shareLabels ? new Map() : null;
  }

  /**
   * The namespace of a dashboard from its json_metadata: its scheme overrides the charts', its
   * `label_colors` and `map_label_colors` are forced, and its charts share label colours.
   * (`shared_label_colors` only lists which labels several charts show; sharing covers them.)
   */
  static fromDashboardMetadata(
    metadata: unknown,
    options: Pick<ColorNamespaceOptions, 'analogousColors'> = {},
  ): CategoricalColorNamespace {
    const meta = isRecord(metadata) ? metadata : {};
    return new CategoricalColorNamespace({
      ...options,
      colorScheme: typeof meta.color_scheme === 'string' ? meta.color_scheme : null,
      labelColors: readLabelColors(meta.label_colors),
      mapLabelColors: readLabelColors(meta.map_label_colors),
      shareLabels: true,
    });
  }

  /**
   * A fresh scale for one chart: the dashboard's scheme if it has one, else the chart's (the default
   * scheme for an unknown id); `chartLabelColors` are the chart's own saved `label_colors`.
   */
  getScale(chartScheme?: unknown, chartLabelColors?: unknown): CategoricalColorScale {
    const scheme = categoricalSchemes.resolve(this.colorScheme ?? chartScheme);
    return new CategoricalColorScale(
      scheme.colors,
      this.forced,
      readLabelColors(chartLabelColors),
      this.shared,
      this.analogousColors,
    );
  }

  /** Forces a label's colour in every scale of this namespace (Superset's setColor). */
  setColor(label: unknown, color: string): this {
    this.forced.set(labelKey(label), color);
    return this;
  }

  /** The label colours charts have claimed so far, forced ones first. */
  labelColorMap(): LabelColors {
    return { ...Object.fromEntries(this.shared ?? []), ...Object.fromEntries(this.forced) };
  }
}
