import cloud from 'd3-cloud';
import type { Word, WordCloudChartProps, WordRotation } from './transformProps';

export interface PlacedWord extends Word {
  readonly x: number;
  readonly y: number;
  readonly rotate: number;
}

export interface WordLayout {
  readonly words: readonly PlacedWord[];
  /** The layout ran in a box this many times the chart's size; the SVG scales it back to fit. */
  readonly scale: number;
}

export const FONT_FAMILY = 'Helvetica, Arial, sans-serif';

/** A seeded generator, so the same answer always draws the same cloud (no jumping on resize). */
export function seededRandom(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Superset's rotations: none, multiples of 30° between -90° and 60°, or 0°/90°. */
export function rotationFor(rotation: WordRotation, random: () => number): () => number {
  if (rotation === 'flat') return () => 0;
  if (rotation === 'random') return () => (Math.floor(random() * 6) - 3) * 30;
  return () => Math.floor(random() * 2) * 90;
}

function runLayout(props: WordCloudChartProps, width: number, height: number): Promise<PlacedWord[]> {
  const random = seededRandom();
  return new Promise((resolve) => {
    cloud<Word & cloud.Word>()
      .size([width, height])
      .words(props.words.map((word) => ({ ...word })))
      .padding(2)
      .random(random)
      .rotate(rotationFor(props.rotation, random))
      .font(FONT_FAMILY)
      .fontWeight('bold')
      .fontSize((word) => word.size)
      .on('end', (placed) =>
        resolve(
          placed.map((word) => ({
            text: word.text,
            value: word.value,
            size: word.size,
            x: word.x ?? 0,
            y: word.y ?? 0,
            rotate: word.rotate ?? 0,
          })),
        ),
      )
      .start();
  });
}

const SCALE_STEP = 0.5;
const MAX_SCALE = 3;
/** Superset grows the layout box until the top tenth of the words fit. */
const TOP_SHARE = 0.1;

export async function layoutWords(
  props: WordCloudChartProps,
  width: number,
  height: number,
): Promise<WordLayout> {
  const mustFit = Math.max(1, Math.ceil(props.words.length * TOP_SHARE));
  let scale = 1;
  let words = await runLayout(props, width, height);
  while (words.length < Math.min(mustFit, props.words.length) && scale < MAX_SCALE) {
    scale += SCALE_STEP;
    words = await runLayout(props, width * scale, height * scale);
  }
  return { words, scale };
}
