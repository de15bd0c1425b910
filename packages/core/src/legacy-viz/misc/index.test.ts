import { describe, expect, it } from 'vitest';
import { legacyVizRegistry } from '../registry';
import { miscVizzes } from './index';

describe('misc legacy viz types', () => {
  it('are registered under Superset viz_type ids', () => {
    const ids = miscVizzes.map((v) => v.id);
    expect(ids).toEqual([
      'table',
      'heatmap',
      'treemap',
      'chord',
      'para',
      'sankey',
      'sunburst',
      'partition',
      'paired_ttest',
      'box_plot',
      'histogram',
      'word_cloud',
      'directed_force',
      'pivot_table',
      'markup',
      'separator',
      'iframe',
      'filter_box',
    ]);
    for (const id of ids) expect(legacyVizRegistry.get(id).id).toBe(id);
  });
});
