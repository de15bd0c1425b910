import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/**
 * What the security lists share: their pages are for admins only (AdminOnly), who may do
 * everything there, so the lists need not ask `_info` (which these APIs lack).
 */
export const ADMIN_PERMISSIONS = ['can_read', 'can_write'] as const;

export function AddButton(props: {
  readonly label: string;
  readonly testId: string;
  readonly onClick: () => void;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={props.onClick} data-test={props.testId}>
      {props.label}
    </Button>
  );
}
