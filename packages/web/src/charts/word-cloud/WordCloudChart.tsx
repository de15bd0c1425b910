import { useEffect, useState } from 'react';
import { formatNumber } from '../shared/formatters';
import type { ChartRenderProps } from '../types';
import { FONT_FAMILY, layoutWords, type WordLayout } from './layout';
import type { WordCloudChartProps } from './transformProps';

/** Words laid out by d3-cloud and drawn as SVG text; each shows its value when hovered. */
export default function WordCloudChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<WordCloudChartProps>) {
  const [layout, setLayout] = useState<WordLayout | null>(null);

  useEffect(() => {
    let current = true;
    layoutWords(props, width, height)
      .then((next) => {
        if (current) setLayout(next);
      })
      .catch((error: unknown) => {
        if (current) onRenderFailed(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      current = false;
    };
  }, [props, width, height, onRenderFailed]);

  useEffect(() => {
    if (layout) onRendered();
  }, [layout, onRendered]);

  // Colours follow the word's rank in the answer (or the dashboard's label colours).
  const colorOf = new Map(Object.entries(props.colors));
  const scale = layout?.scale ?? 1;
  const [w, h] = [width * scale, height * scale];
  return (
    <svg
      width={width}
      height={height}
      viewBox={`${-w / 2} ${-h / 2} ${w} ${h}`}
      role="img"
      aria-label={`Word cloud of ${props.words.length} words`}
      className="tessera-word-cloud"
    >
      {layout?.words.map((word) => (
        <text
          key={word.text}
          textAnchor="middle"
          transform={`translate(${word.x},${word.y}) rotate(${word.rotate})`}
          fontSize={word.size}
          fontFamily={FONT_FAMILY}
          fontWeight="bold"
          fill={colorOf.get(word.text)}
        >
          <title>{`${word.text}\n${props.metricLabel}: ${formatNumber(word.value)}`}</title>
          {word.text}
        </text>
      ))}
    </svg>
  );
}
