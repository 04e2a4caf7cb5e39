import { useCallback, useEffect, useRef, useState } from 'react';
import { audioBufferToWav } from './wav';

export type RecorderState = 'idle' | 'recording' | 'unavailable';

/**
 * Records from the microphone with MediaRecorder and hands back a WAV file: the browser records WebM or Ogg,
 * which the server does not take, so the recording is decoded here and written as WAV.
 */
export function useRecorder(onRecorded: (file: File) => void, onError: (message: string) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stopTracks = useCallback(() => {
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    window.clearInterval(timer.current);
  }, []);
  useEffect(() => stopTracks, [stopTracks]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState('unavailable');
      onError('This browser cannot record here. Please upload an .mp3 or .wav file instead.');
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = async () => {
        stopTracks();
        setState('idle');
        try {
          const context = new AudioContext();
          const decoded = await context.decodeAudioData(await new Blob(chunks).arrayBuffer());
          await context.close();
          onRecorded(new File([audioBufferToWav(decoded)], 'recording.wav', { type: 'audio/wav' }));
        } catch {
          onError('We could not read that recording. Please record again or upload a file.');
        }
      };
      recorder.current = media;
      media.start();
      setSeconds(0);
      const started = Date.now();
      timer.current = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
      setState('recording');
    } catch {
      onError('We could not use your microphone. Please allow it, or upload an .mp3 or .wav file instead.');
    }
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  return { state, seconds, start, stop };
}

/** What the sample step drives: the recording state, its length so far, and start/stop. */
export type Recorder = ReturnType<typeof useRecorder>;
