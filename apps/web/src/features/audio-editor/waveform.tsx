import { useEffect, useRef } from 'react';

/** A track's waveform: one bar per peak, drawn on a canvas (the peaks come from the decoded audio). */
export function Waveform({
  peaks,
  width,
  height,
  label,
}: {
  peaks: Float32Array;
  width: number;
  height: number;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, Math.round(width * ratio));
    element.height = Math.round(height * ratio);
    context.scale(ratio, ratio);
    context.clearRect(0, 0, width, height);
    const colour = getComputedStyle(element).color || '#6d3df5';
    context.fillStyle = colour;
    const max = peaks.reduce((m, p) => Math.max(m, p), 0.001);
    const bar = width / peaks.length;
    for (let i = 0; i < peaks.length; i++) {
      const h = Math.max(1, ((peaks[i] as number) / max) * (height - 4));
      context.fillRect(i * bar, (height - h) / 2, Math.max(1, bar - 0.5), h);
    }
  }, [peaks, width, height]);
  return <canvas ref={canvas} className="pl-editor__wave" style={{ width, height }} role="img" aria-label={label} />;
}
