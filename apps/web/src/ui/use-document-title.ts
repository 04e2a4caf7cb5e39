import { PRODUCT } from '@podloom/contract';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT.name}` : `${PRODUCT.name} · AI podcast studio`;
  }, [title]);
}
