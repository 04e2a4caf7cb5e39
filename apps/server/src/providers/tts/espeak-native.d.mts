/** Types for espeak-native.mjs (plain JavaScript so the worker thread runs it as-is). */
export interface NativeEspeak {
  synthesize(voice: string, text: string, rate: number, pitch: number, range?: number): Int16Array;
  sampleRate: number;
}

/** Where libespeak-ng.so.1 is: the configured path, else the system's library folders; undefined when absent. */
export function findEspeakLibrary(configured: string | undefined): string | undefined;

/** The native engine on a private copy of the library, or a sentence saying why not. Never throws. */
export function openNativeEspeak(configured: string | undefined): Promise<{ engine?: NativeEspeak; detail: string }>;

/** One line's audio from the chunks its synthesiser called back with. */
export function joinChunks(chunks: Int16Array[]): Int16Array;
