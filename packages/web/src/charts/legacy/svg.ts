/** An annular sector as an SVG path, angles clockwise from 12 o'clock (d3-shape's arc, simplified). */
export function arcPath(start: number, end: number, inner: number, outer: number): string {
  const point = (angle: number, r: number) => `${r * Math.sin(angle)},${-r * Math.cos(angle)}`;
  const large = end - start > Math.PI ? 1 : 0;
  if (inner <= 0) {
    return `M0,0L${point(start, outer)}A${outer},${outer} 0 ${large} 1 ${point(end, outer)}Z`;
  }
  return [
    `M${point(start, outer)}`,
    `A${outer},${outer} 0 ${large} 1 ${point(end, outer)}`,
    `L${point(end, inner)}`,
    `A${inner},${inner} 0 ${large} 0 ${point(start, inner)}`,
    'Z',
  ].join('');
}
