import { Input } from 'antd';
import type { Certification } from '../lib/draft';

/** Certified by, certification details and the warning shown beside a metric or column. */
export function CertificationFields({
  value,
  onChange,
  idPrefix,
}: {
  value: Certification;
  onChange: (patch: Partial<Certification>) => void;
  idPrefix: string;
}) {
  return (
    <>
      <label className="dataset-editor-field" htmlFor={`${idPrefix}-certified-by`}>
        <span>Certified by</span>
        <Input
          id={`${idPrefix}-certified-by`}
          value={value.certified_by}
          placeholder="Person or group that has certified this"
          onChange={(e) => onChange({ certified_by: e.target.value })}
        />
      </label>
      <label className="dataset-editor-field" htmlFor={`${idPrefix}-certification-details`}>
        <span>Certification details</span>
        <Input
          id={`${idPrefix}-certification-details`}
          value={value.certification_details}
          placeholder="Details of the certification"
          onChange={(e) => onChange({ certification_details: e.target.value })}
        />
      </label>
      <label className="dataset-editor-field wide" htmlFor={`${idPrefix}-warning`}>
        <span>Warning</span>
        <Input.TextArea
          id={`${idPrefix}-warning`}
          value={value.warning_markdown}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="Optional warning about use of this item (markdown)"
          onChange={(e) => onChange({ warning_markdown: e.target.value })}
        />
      </label>
    </>
  );
}
