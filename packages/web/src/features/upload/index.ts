export { UploadModal } from './components/LazyUploadModal';
export { useUploadMenu } from './components/useUploadMenu';
export type { UploadKind } from './lib/uploadForm';
export { useUploadKinds } from './lib/useUploadKinds';
