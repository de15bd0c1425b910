import { Avatar, Tooltip } from 'antd';
import type { Owner } from '../api/listApi';

function ownerName(owner: Owner): string {
  return [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.username || 'Unknown';
}

function initials(owner: Owner): string {
  const name = ownerName(owner);
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** Owners as initials; at most 4 avatars show (spec 000 point 9). */
export function Owners({ owners }: { owners?: readonly Owner[] }) {
  if (!owners || owners.length === 0) return <span className="muted">—</span>;
  return (
    <Avatar.Group max={{ count: 4 }} size="small">
      {owners.map((owner, index) => (
        <Tooltip key={owner.id ?? index} title={ownerName(owner)}>
          <Avatar size="small" className="owner-avatar" aria-label={ownerName(owner)}>
            {initials(owner)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
