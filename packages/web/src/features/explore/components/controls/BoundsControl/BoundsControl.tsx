import type { ControlComponentProps } from '../controlTypes';
import { BoundsInput } from './BoundsInput';

/** The catalogue's `bounds` type: axis bounds as `[min, max]`, debounced by 300 ms. */
export const BoundsControl = ({ id, dataTest, value, onChange }: ControlComponentProps) => (
  <BoundsInput id={id} dataTest={dataTest} value={value} onChange={onChange} />
);
