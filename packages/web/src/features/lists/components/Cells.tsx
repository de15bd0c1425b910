import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag as AntTag, Tooltip } from 'antd';
import type { Tag } from '../api/listApi';

/** Superset's certified badge: who certified it and why, on hover. */
export function Certified(props: { readonly by?: string | null; readonly details?: string | null }) {
  if (!props.by) return null;
  const title = `Certified by ${props.by}${props.details ? `: ${props.details}` : ''}`;
  return (
    <Tooltip title={title}>
      <SafetyCertificateOutlined className="certified-badge" aria-label={title} role="img" />
    </Tooltip>
  );
}

/** Custom tags only: Superset hides its owner:/type:/favorited_by: system tags in lists. */
export function Tags({ tags }: { readonly tags?: readonly Tag[] }) {
  const shown = (tags ?? []).filter((tag) => !/^(owner|type|favorited_by):/.test(tag.name));
  if (shown.length === 0) return <span className="muted">—</span>;
  return (
    <span className="list-tags">
      {shown.slice(0, 3).map((tag) => (
        <AntTag key={tag.id ?? tag.name}>{tag.name}</AntTag>
      ))}
      {shown.length > 3 ? <AntTag>+{shown.length - 3}</AntTag> : null}
    </span>
  );
}

/** "Modified": the humanised age, and who changed it when known. */
export function Modified(props: { readonly delta?: string | null; readonly by?: string | null }) {
  if (!props.delta) return <span className="muted">—</span>;
  return (
    <Tooltip title={props.by ? `Modified by ${props.by}` : undefined}>
      <span className="muted">{props.delta}</span>
    </Tooltip>
  );
}
