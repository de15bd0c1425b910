export { UploadModal } from './components/UploadModal';
export { useUploadMenu } from './components/useUploadMenu';
export type { UploadKind } from './lib/uploadForm';
export { useUploadKinds } from './lib/useUploadKinds';
