import type { Locator } from 'playwright-core';

/**
 * A point on a dashboard donut's ring, just clockwise of twelve o'clock: inside its first (largest)
 * slice. The geometry is the pie's (charts/pie/option.ts pieRadius): legend on top, so the centre
 * sits 18 px below the middle; the outer radius leaves the outside labels their room beside the pie.
 */
export async function firstSlicePoint(chartHolder: Locator): Promise<{ x: number; y: number }> {
  const box = await chartHolder.locator('[data-test=chart-container] canvas').boundingBox();
  if (!box) throw new Error('The pie has no canvas');
  const room = Math.min(110, box.width * 0.25);
  const outer = Math.max(16, Math.floor(Math.min(((box.height - 36) / 2) * 0.78, box.width / 2 - room)));
  const middle = outer * 0.8;
  const angle = (12 * Math.PI) / 180;
  const centreY = box.y + box.height / 2 + 18;
  return {
    x: box.x + box.width / 2 + middle * Math.sin(angle),
    y: centreY - middle * Math.cos(angle),
  };
}
