import { type ComponentProps, lazy, Suspense } from 'react';
import type { UploadModal as EagerUploadModal } from './UploadModal';

// The dialog (its form, preview and styles) loads when first opened, not with the header's + menu
// on every page: the first page's bundle stays within its budget.
const Loaded = lazy(() => import('./UploadModal').then((module) => ({ default: module.UploadModal })));

/** The upload dialog, fetched on demand; nothing is fetched or drawn while it is closed. */
export function UploadModal(props: ComponentProps<typeof EagerUploadModal>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
