import { PRODUCT } from '@podloom/contract';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../header';

/** Rendered at build time by scripts/make-demo-video.mjs and served by us (no third-party host). */
export const DEMO_POSTER = '/media/demo-poster.jpg';
export const DEMO_VIDEO_SOURCES = [
  { src: '/media/demo.webm', type: 'video/webm' },
  { src: '/media/demo.mp4', type: 'video/mp4' },
] as const;

/** Spec 000 §2 / §9: the demo-video modal is 800 wide. */
export const DEMO_MODAL_WIDTH_PX = 800;

export function DemoVideoModal({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the native dialog; the click is the backdrop
    <dialog
      ref={dialogRef}
      className="pl-demo"
      style={{ width: `min(${DEMO_MODAL_WIDTH_PX}px, 94vw)` }}
      aria-label={`${PRODUCT.name} demo video`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="pl-demo__frame">
        <button type="button" className="pl-demo__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        {/* biome-ignore lint/a11y/useMediaCaption: the demo's narration is tonal; every word is on screen */}
        <video className="pl-demo__video" controls autoPlay playsInline preload="metadata" poster={DEMO_POSTER}>
          {DEMO_VIDEO_SOURCES.map((s) => (
            <source key={s.src} src={s.src} type={s.type} />
          ))}
        </video>
      </div>
    </dialog>
  );
}
