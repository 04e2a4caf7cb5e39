import { USE_CASES } from '@podloom/contract';
import { useCallback, useRef, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './use-dismiss';

/** Spec 000 §2: the USE CASES dropdown lists the eleven use cases; choosing one has no visible effect. */
export function UseCasesDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div className="pl-dropdown" ref={ref}>
      <button
        type="button"
        className="pl-nav__link pl-nav__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        USE CASES <ChevronDownIcon className={open ? 'pl-rotate' : undefined} />
      </button>
      {open && (
        <div className="pl-menu pl-menu--wide" role="menu" aria-label="Use cases">
          {USE_CASES.map((useCase) => (
            <button key={useCase} type="button" role="menuitem" className="pl-menu__item" onClick={close}>
              {useCase}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
