// Weighted windows (`win_type`): scipy.signal.windows' symmetric windows and pandas' weighted
// sum and mean (roll_weighted_sum/mean: the last weight meets the newest value, missing values
// are skipped, a mean divides by the weights actually used).

type Options = Readonly<Record<string, unknown>>;

/** Window options each type takes through `rolling_type_options`, as in pandas. */
export const WINDOW_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  kaiser: ['beta'],
  gaussian: ['std'],
  general_gaussian: ['p', 'sig'],
  exponential: ['tau', 'center'],
};

const linspace = (from: number, to: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => (count === 1 ? from : from + ((to - from) * i) / (count - 1)));

function generalCosine(m: number, coefficients: readonly number[]): number[] {
  return linspace(-Math.PI, Math.PI, m).map((fac) =>
    coefficients.reduce((total, a, k) => total + a * Math.cos(k * fac), 0),
  );
}

/** Modified Bessel function of the first kind, order 0 (power series; converges for any x). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 500; k += 1) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

function parameter(options: Options, name: string, fallback?: number): number {
  const value = options[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`the ${name} window parameter must be a number`);
  }
  return value;
}

/** scipy.signal.windows.get_window(type, m, fftbins=False); throws a plain Error for bad parameters. */
export function windowWeights(type: string, m: number, options: Options = {}): number[] {
  if (m <= 1) return [1];
  const n = Array.from({ length: m }, (_, i) => i);
  const half = (m - 1) / 2;
  switch (type) {
    case 'boxcar':
      return n.map(() => 1);
    case 'triang':
      return n.map((i) => {
        const k = Math.min(i, m - 1 - i) + 1;
        return m % 2 === 0 ? (2 * k - 1) / m : (2 * k) / (m + 1);
      });
    case 'hamming':
      return generalCosine(m, [0.54, 0.46]);
    case 'blackman':
      return generalCosine(m, [0.42, 0.5, 0.08]);
    case 'blackmanharris':
      return generalCosine(m, [0.35875, 0.48829, 0.14128, 0.01168]);
    case 'nuttall':
      return generalCosine(m, [0.3635819, 0.4891775, 0.1365995, 0.0106411]);
    case 'bartlett':
      return n.map((i) => (i <= half ? (2 * i) / (m - 1) : 2 - (2 * i) / (m - 1)));
    case 'barthann':
      return n.map((i) => {
        const fac = Math.abs(i / (m - 1) - 0.5);
        return 0.62 - 0.48 * fac + 0.38 * Math.cos(2 * Math.PI * fac);
      });
    case 'bohman':
      return linspace(-1, 1, m).map((x, i) => {
        if (i === 0 || i === m - 1) return 0;
        const fac = Math.abs(x);
        return (1 - fac) * Math.cos(Math.PI * fac) + Math.sin(Math.PI * fac) / Math.PI;
      });
    case 'parzen':
      return n.map((i) => {
        const x = Math.abs(i - half);
        const r = x / (m / 2);
        return x <= (m - 1) / 4 ? 1 - 6 * r ** 2 + 6 * r ** 3 : 2 * (1 - r) ** 3;
      });
    case 'kaiser': {
      const beta = parameter(options, 'beta');
      return n.map((i) => besselI0(beta * Math.sqrt(1 - ((2 * i) / (m - 1) - 1) ** 2)) / besselI0(beta));
    }
    case 'gaussian': {
      const sigma = parameter(options, 'std');
      return n.map((i) => Math.exp(-((i - half) ** 2) / (2 * sigma * sigma)));
    }
    case 'general_gaussian': {
      const p = parameter(options, 'p');
      const sig = parameter(options, 'sig');
      return n.map((i) => Math.exp(-0.5 * Math.abs((i - half) / sig) ** (2 * p)));
    }
    case 'exponential': {
      const tau = parameter(options, 'tau', 1);
      const centre =
        options.center === undefined || options.center === null ? half : parameter(options, 'center');
      return n.map((i) => Math.exp(-Math.abs(i - centre) / tau));
    }
    default:
      throw new Error(`window type ${type} is not available`);
  }
}

/** pandas' weighted rolling sum or mean; a centred window reads `offset` rows ahead. */
export function weightedWindow(
  numbers: readonly (number | null)[],
  weights: readonly number[],
  minPeriods: number,
  offset: number,
  average: boolean,
): (number | null)[] {
  const m = weights.length;
  const least = Math.max(minPeriods, 1);
  return numbers.map((_, i) => {
    const end = i + offset;
    let total = 0;
    let weight = 0;
    let count = 0;
    for (let k = 0; k < m; k += 1) {
      const j = end - (m - 1 - k);
      const value = j >= 0 && j < numbers.length ? numbers[j] : null;
      if (value === null || value === undefined) continue;
      total += value * weights[k]!;
      weight += weights[k]!;
      count += 1;
    }
    if (count < least) return null;
    return average ? total / weight : total;
  });
}
