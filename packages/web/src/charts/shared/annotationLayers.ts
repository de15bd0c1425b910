/**
 * Superset's annotation layers (`annotation_layers`, SUPERSET_FACTS §1.3): the four types, the
 * sources each type may read, a new layer's defaults and the checks of the layer form.
 */

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
export type SourceType = '' | 'NATIVE' | 'table' | 'line';

export interface AnnotationLayer {
  readonly name: string;
  readonly annotationType: AnnotationType;
  readonly sourceType: SourceType;
  readonly value: string | number | null;
  readonly show: boolean;
  readonly showLabel?: boolean;
  readonly showMarkers: boolean;
  readonly hideLine: boolean;
  readonly color?: string | null;
  readonly opacity: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  readonly style: 'solid' | 'dashed' | 'longDashed' | 'dotted';
  readonly width: number;
  readonly timeColumn?: string;
  readonly intervalEndColumn?: string;
  readonly titleColumn?: string;
  readonly descriptionColumns?: readonly string[];
  readonly overrides: Readonly<Record<string, unknown>>;
}

export const ANNOTATION_TYPES: readonly { readonly value: AnnotationType; readonly label: string }[] = [
  { value: 'FORMULA', label: 'Formula' },
  { value: 'EVENT', label: 'Event' },
  { value: 'INTERVAL', label: 'Interval' },
  { value: 'TIME_SERIES', label: 'Time series' },
];

/** The sources a type reads (Superset's requiresQuery / getSupportedSourceTypes). */
export function sourceTypesOf(
  type: AnnotationType,
): readonly { readonly value: SourceType; readonly label: string }[] {
  if (type === 'FORMULA') return [];
  if (type === 'TIME_SERIES') return [{ value: 'line', label: 'Superset chart' }];
  return [
    { value: 'NATIVE', label: 'Superset annotation' },
    { value: 'table', label: 'Table' },
  ];
}

export const STYLE_CHOICES = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'longDashed', label: 'Long dashed' },
  { value: 'dotted', label: 'Dotted' },
] as const;

export const OPACITY_CHOICES = [
  { value: '', label: 'Opaque' },
  { value: 'opacityLow', label: 'Low' },
  { value: 'opacityMedium', label: 'Medium' },
  { value: 'opacityHigh', label: 'High' },
] as const;

/** A new layer as Superset's popover starts one. */
export function newLayer(): AnnotationLayer {
  return {
    name: '',
    annotationType: 'FORMULA',
    sourceType: '',
    value: null,
    show: true,
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    color: null,
    opacity: '',
    style: 'solid',
    width: 1,
    overrides: { time_range: null },
  };
}

type Node = (x: number) => number;

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  abs: Math.abs,
  acos: Math.acos,
  asin: Math.asin,
  atan: Math.atan,
  ceil: Math.ceil,
  cos: Math.cos,
  exp: Math.exp,
  floor: Math.floor,
  log: Math.log,
  log10: Math.log10,
  log2: Math.log2,
  max: Math.max,
  min: Math.min,
  pow: Math.pow,
  round: Math.round,
  sign: Math.sign,
  sin: Math.sin,
  sqrt: Math.sqrt,
  tan: Math.tan,
};
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, PI: Math.PI, e: Math.E, E: Math.E };

/**
 * A formula of x, as Superset's formula layers take it (`2x+5`, `y = sin(x) * 3`): numbers, x,
 * + - * / % ^, parentheses, implicit products and Math functions, parsed here (never evaluated
 * as code). Returns the function, or null when the text is not a formula.
 */
export function compileFormula(formula: string): Node | null {
  const tokens = formula
    .trim()
    .replace(/^y\s*=\s*/, '')
    .match(/\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+|[A-Za-z_]\w*|[-+*/%^(),]|\S/g);
  if (!tokens) return null;
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];
  const isNumber = (t: string | undefined) => t !== undefined && /^(\d|\.\d)/.test(t);
  const isName = (t: string | undefined) => t !== undefined && /^[A-Za-z_]/.test(t);
  function primary(): Node {
    const t = take();
    if (t === undefined) throw new Error('end');
    if (isNumber(t)) {
      const n = Number(t);
      return () => n;
    }
    if (t === '(') {
      const inner = sum();
      if (take() !== ')') throw new Error(')');
      return inner;
    }
    if (t === '-') {
      const inner = power();
      return (x) => -inner(x);
    }
    if (t === '+') return power();
    if (t === 'x') return (x) => x;
    if (isName(t) && t in CONSTANTS) {
      const c = CONSTANTS[t]!;
      return () => c;
    }
    const fn = isName(t) ? FUNCTIONS[t] : undefined;
    if (fn && peek() === '(') {
      take();
      const args: Node[] = [sum()];
      while (peek() === ',') {
        take();
        args.push(sum());
      }
      if (take() !== ')') throw new Error(')');
      return (x) => fn(...args.map((arg) => arg(x)));
    }
    throw new Error(`unexpected ${t}`);
  }
  function power(): Node {
    const base = primary();
    if (peek() !== '^') return base;
    take();
    const exponent = power();
    return (x) => base(x) ** exponent(x);
  }
  function product(): Node {
    let left = power();
    for (;;) {
      const t = peek();
      if (t === '*' || t === '/' || t === '%') {
        take();
        const right = power();
        const l = left;
        left =
          t === '*' ? (x) => l(x) * right(x) : t === '/' ? (x) => l(x) / right(x) : (x) => l(x) % right(x);
      } else if (isNumber(t) || isName(t) || t === '(') {
        // An implicit product: 2x, 3(x + 1).
        const right = power();
        const l = left;
        left = (x) => l(x) * right(x);
      } else return left;
    }
  }
  function sum(): Node {
    let left = product();
    for (;;) {
      const t = peek();
      if (t !== '+' && t !== '-') return left;
      take();
      const right = product();
      const l = left;
      left = t === '+' ? (x) => l(x) + right(x) : (x) => l(x) - right(x);
    }
  }
  try {
    const node = sum();
    return at === tokens.length ? node : null;
  } catch {
    return null;
  }
}

/** What keeps Apply disabled: a name, a type, a source and a value (a valid formula). */
export function layerProblems(layer: AnnotationLayer, takenNames: readonly string[]): string[] {
  const problems: string[] = [];
  if (!layer.name.trim()) problems.push('Name is required.');
  else if (takenNames.includes(layer.name.trim())) problems.push('A layer with this name already exists.');
  if (layer.annotationType === 'FORMULA') {
    if (!String(layer.value ?? '').trim()) problems.push('Enter a formula.');
    else if (!compileFormula(String(layer.value))) problems.push('The formula is not valid.');
  } else {
    if (!layer.sourceType) problems.push('Choose the annotation source.');
    if (layer.value === null || layer.value === '') problems.push('Choose the annotation layer.');
    if (layer.sourceType === 'table' && !layer.timeColumn) problems.push('Choose the time column.');
    if (layer.annotationType === 'INTERVAL' && layer.sourceType === 'table' && !layer.intervalEndColumn)
      problems.push('Choose the interval end column.');
  }
  return problems;
}
