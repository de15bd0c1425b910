import { useEffect, useMemo } from 'react';
import type { ChartRenderProps } from '../types';
import { icicleLayout, type PartitionProps } from './transformProps';

const GAP = 8;

/** Superset's partition chart: an icicle per metric, the hierarchy from left to right. */
export default function PartitionChart({
  props,
  width,
  height,
  onRendered,
}: ChartRenderProps<PartitionProps>) {
  // Drawn in the same render: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  const treeHeight = Math.max(
    20,
    (height - GAP * (props.trees.length - 1)) / Math.max(1, props.trees.length),
  );
  const layouts = useMemo(
    () => props.trees.map((tree) => icicleLayout(tree, width, treeHeight, props.colorFor)),
    [props.trees, props.colorFor, width, treeHeight],
  );
  return (
    <div style={{ width, height, overflow: 'hidden' }}>
      {layouts.map((cells, t) => (
        <svg
          key={props.trees[t]!.name}
          width={width}
          height={treeHeight}
          style={{ display: 'block', marginBottom: t < layouts.length - 1 ? GAP : 0 }}
          role="img"
          aria-label={`Partition of ${props.trees[t]!.name}`}
        >
          {cells.map((cell) =>
            cell.height < 0.5 ? null : (
              <g key={cell.path.join('\u0000')} transform={`translate(${cell.x},${cell.y})`}>
                <title>
                  {`${cell.path.join(' › ')}\n${props.formatValue(cell.node.value)} (${(cell.share * 100).toFixed(1)}% of ${props.trees[t]!.name})`}
                </title>
                <rect
                  width={Math.max(0, cell.width - 1)}
                  height={Math.max(0, cell.height - 1)}
                  fill={cell.color}
                />
                {cell.height >= 16 && cell.width > 40 ? (
                  <text
                    x={6}
                    y={Math.min(cell.height / 2, 14) + 4}
                    fontSize={12}
                    fill={cell.depth === 0 ? '#1f2630' : '#ffffff'}
                  >
                    {truncate(`${cell.node.name}`, Math.floor((cell.width - 12) / 7))}
                  </text>
                ) : null}
              </g>
            ),
          )}
        </svg>
      ))}
    </div>
  );
}

function truncate(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}
