/** The datasets feature's public surface: the edit-dataset modal and the change-dataset dialog. */
export { CHANGE_WARNING, CHANGED, ChangeDatasetModal } from './components/ChangeDatasetModal';
export {
  DatasourceEditorModal,
  type DatasourceEditorModalProps,
  MANAGED_EXTERNALLY,
  SAVED,
} from './components/DatasourceEditorModal';
export { EditDatasetAction } from './components/EditDatasetAction';
export type { DatasourceData, DatasourceOwner } from './lib/draft';
export { chartSql, postToSqlLab, SQL_LOAD_ERROR } from './lib/sqlLabPost';
