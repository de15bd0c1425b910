import '../../../test/dom';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CachedTag, cachedTagHint } from './CachedTag';

configure({ testIdAttribute: 'data-test' });
afterEach(cleanup);

describe('CachedTag (Superset CachedLabel)', () => {
  it('forces a refresh when clicked', () => {
    const onForceRefresh = vi.fn();
    render(<CachedTag cachedDttm="2026-11-29T10:00:00" onForceRefresh={onForceRefresh} />);
    fireEvent.click(screen.getByTestId('explore-force-refresh'));
    expect(onForceRefresh).toHaveBeenCalledTimes(1);
  });

  it('says when the data was cached, and that a click forces a refresh', () => {
    render(<CachedTag cachedDttm="2026-11-29T10:00:00" onForceRefresh={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'Loaded data cached 2026-11-29T10:00:00. Click to force-refresh' }),
    ).toBeTruthy();
    expect(cachedTagHint(null)).toBe('Loaded from cache. Click to force-refresh');
  });
});
