import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';

const CONFIRM_WORD = 'DELETE';

/** Superset's delete confirmation: the action stays disabled until the user types DELETE. */
export function DeleteModal(props: {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (props.open) setTyped('');
  }, [props.open]);
  const ready = typed.trim().toUpperCase() === CONFIRM_WORD;
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText="Delete"
      okButtonProps={
        { danger: true, disabled: !ready, loading: props.busy, 'data-test': 'delete-modal-confirm' } as never
      }
      onOk={props.onConfirm}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{props.description}</Typography.Paragraph>
      <label className="delete-confirm-label" htmlFor="delete-confirm-input">
        Type <strong>{CONFIRM_WORD}</strong> to confirm
      </label>
      <Input
        id="delete-confirm-input"
        data-test="delete-modal-input"
        autoFocus
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => {
          if (ready && !props.busy) props.onConfirm();
        }}
      />
    </Modal>
  );
}
