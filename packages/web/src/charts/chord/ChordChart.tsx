import { type Chord, type ChordGroup, chord, ribbon } from 'd3-chord';
import { useEffect, useMemo, useState } from 'react';
import { arcPath } from '../legacy/svg';
import type { ChartRenderProps } from '../types';
import { type ChordProps, groupTitle, labelFits, ribbonTitle } from './transformProps';

/** Superset's chord diagram: arcs per node, ribbons per pair; hovering an arc fades the others. */
export default function ChordChart({ props, width, height, onRendered }: ChartRenderProps<ChordProps>) {
  const [hovered, setHovered] = useState<number | null>(null);
  const outer = Math.max(10, Math.min(width, height) / 2 - 10);
  const inner = Math.max(5, outer - 24);
  const layout = useMemo(
    () =>
      chord()
        .padAngle(0.04)
        .sortSubgroups((a, b) => b - a)(props.matrix as number[][]),
    [props.matrix],
  );
  const ribbonPath = useMemo(() => ribbon<Chord, ChordGroup>().radius(inner), [inner]);
  // Drawn in the same render as the layout: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  const faded = (c: Chord) => hovered !== null && c.source.index !== hovered && c.target.index !== hovered;

  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={`Chord diagram of ${props.nodes.length} nodes`}
      className="tessera-chord"
      onMouseLeave={() => setHovered(null)}
    >
      <g transform={`translate(${width / 2},${height / 2})`}>
        {layout.groups.map((group) => {
          const label = props.nodes[group.index] ?? '';
          const id = `tessera-chord-arc-${group.index}`;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover only fades the other ribbons; the title says the same
            <g key={group.index} onMouseEnter={() => setHovered(group.index)} style={{ cursor: 'default' }}>
              <title>{groupTitle(props, group.index, group.value)}</title>
              <path
                id={id}
                d={arcPath(group.startAngle, group.endAngle, inner, outer)}
                fill={props.colors[group.index]}
              />
              {labelFits(label, group.endAngle - group.startAngle, outer) ? (
                <text x={6} dy={15} fontSize={12} fill="#1f2630" pointerEvents="none">
                  <textPath href={`#${id}`}>{label}</textPath>
                </text>
              ) : null}
            </g>
          );
        })}
        {layout.map((c) => (
          <path
            key={`${c.source.index}-${c.target.index}`}
            d={String(ribbonPath(c))}
            fill={props.colors[c.source.index]}
            stroke="#000"
            strokeWidth={0.25}
            fillOpacity={faded(c) ? 0.1 : 0.67}
            style={{ transition: 'fill-opacity 0.2s' }}
          >
            <title>{ribbonTitle(props, c.source, c.target)}</title>
          </path>
        ))}
      </g>
    </svg>
  );
}
