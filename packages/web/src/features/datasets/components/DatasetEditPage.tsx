/**
 * /tablemodelview/edit/{id}: the edit-dataset modal's "Use legacy datasource editor" target, as a
 * full page (Superset's legacy editor was a page form). The same tabs, checks, confirmation and
 * save as the modal; Cancel goes back where the user came from, a save goes to the dataset list
 * (the legacy form's redirect).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { EditorBody, EditorSaveButton } from './EditorParts';
import { useDatasourceEditing } from './useDatasourceEditing';
import './datasets.css';

const DATASET_LIST = '/tablemodelview/list/';

/** The id in the address, or null when it is not a dataset id at all. */
function datasetIdOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function DatasetNotFound({ id }: { id: string }) {
  return (
    <div className="page-center narrow">
      <ErrorMessage
        title="Dataset not found"
        message={`There is no dataset “${id}”, or you do not have access to it.`}
        action={
          <Link to={DATASET_LIST}>
            <Button>All datasets</Button>
          </Link>
        }
      />
    </div>
  );
}

function DatasetEditor({ datasetId }: { datasetId: number }) {
  const navigate = useNavigate();
  const editing = useDatasourceEditing(datasetId, true, () => navigate(DATASET_LIST));
  const name = editing.source.data?.table_name;
  // A page opened from Explore's modal goes back there; one opened on its own, to the list.
  const leave = () => (window.history.length > 1 ? navigate(-1) : navigate(DATASET_LIST));

  useEffect(() => {
    if (name) document.title = `Edit Dataset ${name} · Tessera`;
  }, [name]);

  if ((editing.source.error as { status?: unknown } | undefined)?.status === 404)
    return <DatasetNotFound id={String(datasetId)} />;
  return (
    <div className="dataset-edit-page" data-test="dataset-edit-page">
      <header className="dataset-edit-page-header">
        <Link to={DATASET_LIST} className="dataset-edit-page-back">
          <ArrowLeftOutlined aria-hidden="true" /> Datasets
        </Link>
        <h3>
          Edit Dataset <strong>{name ?? ''}</strong>
        </h3>
      </header>
      <main className="dataset-edit-page-body">
        <EditorBody editing={editing} />
      </main>
      <footer className="dataset-edit-page-footer">
        <Button onClick={leave}>Cancel</Button>
        <EditorSaveButton editing={editing} />
      </footer>
    </div>
  );
}

export function DatasetEditPage() {
  const { id } = useParams();
  const datasetId = datasetIdOf(id);
  if (datasetId === null) return <DatasetNotFound id={id ?? ''} />;
  // Keyed by id: another dataset's address starts a fresh draft.
  return <DatasetEditor key={datasetId} datasetId={datasetId} />;
}
