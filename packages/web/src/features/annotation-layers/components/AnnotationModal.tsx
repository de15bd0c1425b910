import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { creatingFailure } from '../../lists/lib/messages';
import { type Annotation, useSaveAnnotationMutation } from '../api/annotationApi';
import { type AnnotationDraft, annotationErrors, toApiDate, toInputDate } from '../lib/annotationForm';

const EMPTY: AnnotationDraft = { short_descr: '', long_descr: '', start: '', end: '', json_metadata: '' };

/** Adds or edits one annotation: name, description, start and end, JSON metadata. */
export function AnnotationModal(props: {
  readonly open: boolean;
  readonly layerId: number;
  readonly annotation: Annotation | null;
  readonly onClose: () => void;
}) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<AnnotationDraft>(EMPTY);
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAnnotationMutation();
  useEffect(() => {
    if (!props.open) return;
    const a = props.annotation;
    setDraft(
      a
        ? {
            short_descr: a.short_descr,
            long_descr: a.long_descr ?? '',
            start: toInputDate(a.start_dttm),
            end: toInputDate(a.end_dttm),
            json_metadata: a.json_metadata ?? '',
          }
        : EMPTY,
    );
    setShown(false);
    setServerError(null);
  }, [props.open, props.annotation]);

  const errors = annotationErrors(draft);
  const set = (key: keyof AnnotationDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const status = (key: keyof AnnotationDraft) => (shown && errors[key] ? 'error' : '');
  const help = (key: keyof AnnotationDraft) => (shown ? errors[key] : undefined);

  const submit = async () => {
    setShown(true);
    if (Object.keys(errors).length > 0) return;
    try {
      await save({
        layerId: props.layerId,
        id: props.annotation?.id,
        input: {
          short_descr: draft.short_descr.trim(),
          long_descr: draft.long_descr,
          start_dttm: toApiDate(draft.start),
          end_dttm: toApiDate(draft.end),
          json_metadata: draft.json_metadata,
        },
      }).unwrap();
      message.success(props.annotation ? 'Annotation updated' : 'Annotation added');
      props.onClose();
    } catch (failure) {
      const reason = failureMessage(failure);
      setServerError(props.annotation ? reason : creatingFailure('annotations', reason));
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.annotation ? 'Edit annotation' : 'Add annotation'}
      okText={props.annotation ? 'Save' : 'Add'}
      okButtonProps={{ loading: isLoading, 'data-test': 'annotation-modal-save' } as never}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Name" required validateStatus={status('short_descr')} help={help('short_descr')}>
          <Input
            autoFocus
            data-test="annotation-short"
            value={draft.short_descr}
            onChange={set('short_descr')}
          />
        </Form.Item>
        <div className="annotation-dates">
          <Form.Item label="Start" required validateStatus={status('start')} help={help('start')}>
            <Input
              type="datetime-local"
              data-test="annotation-start"
              value={draft.start}
              onChange={set('start')}
            />
          </Form.Item>
          <Form.Item label="End" required validateStatus={status('end')} help={help('end')}>
            <Input type="datetime-local" data-test="annotation-end" value={draft.end} onChange={set('end')} />
          </Form.Item>
        </div>
        <Form.Item label="Description">
          <Input.TextArea
            rows={3}
            data-test="annotation-long"
            value={draft.long_descr}
            onChange={set('long_descr')}
          />
        </Form.Item>
        <Form.Item
          label="JSON metadata"
          validateStatus={status('json_metadata') || (serverError ? 'error' : '')}
          help={help('json_metadata') ?? serverError ?? undefined}
        >
          <Input.TextArea
            rows={4}
            className="code-input"
            placeholder='{"color": "#ff0000"}'
            data-test="annotation-json"
            value={draft.json_metadata}
            onChange={set('json_metadata')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
