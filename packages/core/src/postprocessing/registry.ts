// The one registry of post-processing operations, filled explicitly below. Ids are Superset's
// operation names: they are saved in charts' query contexts and must never change.
import { aggregate } from './aggregate';
import { boxplot } from './boxplot';
import { compare } from './compare';
import { contribution } from './contribution';
import { cum, diff } from './cum';
import { OperationNotSupportedError, PostProcessingError, UnknownOperationError } from './errors';
import { flatten } from './flatten';
import type { Frame } from './frame';
import { geodeticParse, geohashDecode, geohashEncode } from './geography';
import { histogram } from './histogram';
import { pivot } from './pivot';
import { rank } from './rank';
import { rename, select } from './rename';
import { resample } from './resample';
import { rolling } from './rolling';
import { sort } from './sort';

export interface PostProcessingOperation {
  /** Stable id: Superset's operation name. */
  readonly id: string;
  /** Display name; may change. */
  readonly name: string;
  readonly description: string;
  /** Former ids still accepted. */
  readonly aliasIds: readonly string[];
  /** Validates `options` (throwing a PostProcessingError) and returns a new frame. */
  readonly apply: (frame: Frame, options: unknown) => Frame;
}

export class PostProcessingRegistry {
  private readonly byId = new Map<string, PostProcessingOperation>();
  private readonly byAlias = new Map<string, PostProcessingOperation>();

  register(operation: PostProcessingOperation): void {
    for (const key of [operation.id, ...operation.aliasIds]) {
      if (this.byId.has(key) || this.byAlias.has(key)) {
        throw new PostProcessingError(
          'POST_PROCESSING_DUPLICATE_OPERATION',
          `Post-processing operation "${key}" is registered twice`,
        );
      }
    }
    this.byId.set(operation.id, operation);
    for (const alias of operation.aliasIds) this.byAlias.set(alias, operation);
  }

  /** The operation for an id or alias; throws UnknownOperationError listing the known ids. */
  get(id: string): PostProcessingOperation {
    const found = this.byId.get(id) ?? this.byAlias.get(id);
    if (!found) throw new UnknownOperationError(id, this.ids());
    return found;
  }

  has(id: string): boolean {
    return this.byId.has(id) || this.byAlias.has(id);
  }

  /** Known ids, sorted (the order of Superset's "Must be one of" list). */
  ids(): string[] {
    return [...this.byId.keys()].sort();
  }

  list(): PostProcessingOperation[] {
    return this.ids().map((id) => this.byId.get(id)!);
  }
}

const op = (
  id: string,
  name: string,
  description: string,
  apply: PostProcessingOperation['apply'],
): PostProcessingOperation => ({ id, name, description, aliasIds: [], apply });

export const POST_PROCESSING_OPERATIONS = new PostProcessingRegistry();
for (const operation of [
  op('aggregate', 'Aggregate', 'Group by columns and reduce with numpy operators', aggregate),
  op('boxplot', 'Box plot', 'Quartiles, whiskers and outliers per group', boxplot),
  op('compare', 'Compare', 'Difference, percentage or ratio between column pairs', compare),
  op('contribution', 'Contribution', 'Share of the row or column total', contribution),
  op('cum', 'Cumulative', 'Running sum, product, max or min', cum),
  op('diff', 'Difference', 'Difference with an earlier row', diff),
  op('flatten', 'Flatten', 'Join multi-level column names and reset the index', flatten),
  op(
    'geodetic_parse',
    'Parse geodetic',
    'Latitude, longitude and altitude from point strings',
    geodeticParse,
  ),
  op('geohash_decode', 'Decode geohash', 'Latitude and longitude from a geohash', geohashDecode),
  op('geohash_encode', 'Encode geohash', 'A geohash from latitude and longitude', geohashEncode),
  op('histogram', 'Histogram', 'Counts per bin, per group', histogram),
  op('pivot', 'Pivot', 'Long to wide with aggregates', pivot),
  op('prophet', 'Forecast', 'Prophet forecast (not supported)', () => {
    throw new OperationNotSupportedError(
      'prophet',
      'forecasting with Prophet is not supported by Tessera yet',
    );
  }),
  op('rank', 'Rank', 'Percentile rank of a metric', rank),
  op('rename', 'Rename', 'Rename column labels', rename),
  op('resample', 'Resample', 'Resample the time index to a new frequency', resample),
  op('rolling', 'Rolling window', 'Moving-window aggregate', rolling),
  op('select', 'Select', 'Keep, drop and rename columns', select),
  op('sort', 'Sort', 'Sort rows by columns or by the index', sort),
]) {
  POST_PROCESSING_OPERATIONS.register(operation);
}
