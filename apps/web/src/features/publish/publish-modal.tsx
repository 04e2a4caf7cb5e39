import { lazy, Suspense, useEffect, useState } from 'react';

const PublishDialog = lazy(async () => ({ default: (await import('./publish-dialog')).PublishDialog }));

export interface PublishModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Publish modal (spec 000 §2). Its code (forms, the RSS flow, the contract's schemas) loads the first time
 * it opens, so /create-podcast does not carry it.
 */
export function PublishModal({ open, onClose }: PublishModalProps) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PublishDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
