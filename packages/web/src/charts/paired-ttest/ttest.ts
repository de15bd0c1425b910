/**
 * The statistics of Superset's paired t-test table (TTestTable): a two-sided paired t-test of each
 * group's series against the control's, and the lift of its total over the control's total.
 */

/** ln Γ(x), Lanczos approximation (g = 7, n = 9). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i += 1) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (Numerical Recipes' betacf). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-30;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 200; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** Student's t cumulative distribution with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}

type Point = { readonly y: number | null };

/** Two-sided p-value of the paired differences (NaN when it cannot be computed). */
export function pairedPValue(values: readonly Point[], control: readonly Point[]): number {
  let sum = 0;
  let squares = 0;
  let n = 0;
  values.forEach((value, i) => {
    const other = control[i];
    if (!other || value.y === null || other.y === null) return;
    const diff = other.y - value.y;
    if (!Number.isFinite(diff)) return;
    n += 1;
    sum += diff;
    squares += diff * diff;
  });
  const t = -Math.abs(sum * Math.sqrt((n - 1) / (n * squares - sum * sum)));
  if (n < 2 || !Number.isFinite(t)) return Number.NaN;
  return 2 * studentTCdf(t, n - 1);
}

/** The lift of the series' total over the control's total, in percent. */
export function liftPercent(values: readonly Point[], control: readonly Point[]): number {
  let total = 0;
  let controlTotal = 0;
  values.forEach((value, i) => {
    total += value.y ?? 0;
    controlTotal += control[i]?.y ?? 0;
  });
  return ((total - controlTotal) / controlTotal) * 100;
}
