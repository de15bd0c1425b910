import { SyncOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';

/** What hovering the tag says, as Superset's CachedLabel. */
export function cachedTagHint(cachedDttm: string | null | undefined): string {
  return cachedDttm
    ? `Loaded data cached ${cachedDttm}. Click to force-refresh`
    : 'Loaded from cache. Click to force-refresh';
}

/** The "cached" tag of a run served from the server's cache; clicking it runs again, bypassing it. */
export function CachedTag({
  cachedDttm,
  onForceRefresh,
}: {
  cachedDttm: string | null | undefined;
  onForceRefresh: () => void;
}) {
  const hint = cachedTagHint(cachedDttm);
  return (
    <Tooltip title={hint}>
      {/* A button, so keyboard users can force the refresh too. */}
      <button
        type="button"
        className="cached-tag-button"
        aria-label={hint}
        onClick={onForceRefresh}
        data-test="explore-force-refresh"
      >
        <Tag className="cached-tag">
          cached <SyncOutlined />
        </Tag>
      </button>
    </Tooltip>
  );
}
