import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { creatingFailure } from '../../lists/lib/messages';
import { type AnnotationLayer, useSaveAnnotationLayerMutation } from '../api/annotationApi';

/** Adds or edits an annotation layer: a name and a description. */
export function LayerModal(props: {
  readonly open: boolean;
  readonly layer: AnnotationLayer | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [descr, setDescr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAnnotationLayerMutation();
  useEffect(() => {
    if (!props.open) return;
    setName(props.layer?.name ?? '');
    setDescr(props.layer?.descr ?? '');
    setError(null);
  }, [props.open, props.layer]);

  const submit = async () => {
    if (name.trim() === '') {
      setError('Name is required.');
      return;
    }
    try {
      await save({ id: props.layer?.id, input: { name: name.trim(), descr } }).unwrap();
      message.success(props.layer ? 'Annotation layer updated' : 'Annotation layer added');
      props.onSaved();
      props.onClose();
    } catch (failure) {
      const reason = failureMessage(failure);
      setError(props.layer ? reason : creatingFailure('annotation layers', reason));
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.layer ? 'Edit annotation layer' : 'Add annotation layer'}
      okText={props.layer ? 'Save' : 'Add'}
      okButtonProps={{ loading: isLoading, 'data-test': 'layer-modal-save' } as never}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label="Annotation layer name"
          htmlFor="layer-name"
          required
          validateStatus={error ? 'error' : ''}
          help={error}
        >
          <Input
            id="layer-name"
            autoFocus
            data-test="layer-modal-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="layer-descr">
          <Input.TextArea
            id="layer-descr"
            rows={3}
            data-test="layer-modal-descr"
            value={descr}
            onChange={(event) => setDescr(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
