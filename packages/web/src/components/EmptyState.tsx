import { Empty } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly action?: ReactNode;
  readonly compact?: boolean;
}

/** Empty is an invitation: say what is missing and offer the next step. */
export function EmptyState({ title, description, action, compact }: EmptyStateProps) {
  return (
    <div className={compact ? 'tessera-empty tessera-empty-compact' : 'tessera-empty'}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <div>
            <div className="tessera-empty-title">{title}</div>
            {description ? <div className="tessera-empty-description">{description}</div> : null}
          </div>
        }
      >
        {action}
      </Empty>
    </div>
  );
}
