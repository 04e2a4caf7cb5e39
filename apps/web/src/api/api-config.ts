/**
 * Where requests go (DESIGN §4: one origin by default, base URLs configurable). Spec 000 §7 notes that the
 * generation and streaming hosts may differ from the main API host, so each has its own base.
 * Set at build time with VITE_API_BASE_URL, VITE_GENERATION_BASE_URL and VITE_STREAM_BASE_URL, or at run time
 * with `configureApi` (tests, embedding).
 */
export interface ApiConfig {
  apiBaseUrl: string;
  generationBaseUrl: string;
  streamBaseUrl: string;
}

const env = import.meta.env ?? {};
const trim = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');

const config: ApiConfig = {
  apiBaseUrl: trim(env.VITE_API_BASE_URL),
  generationBaseUrl: trim(env.VITE_GENERATION_BASE_URL ?? env.VITE_API_BASE_URL),
  streamBaseUrl: trim(env.VITE_STREAM_BASE_URL ?? env.VITE_API_BASE_URL),
};

export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

export function configureApi(overrides: Partial<ApiConfig>): void {
  for (const [key, value] of Object.entries(overrides) as [keyof ApiConfig, string | undefined][]) {
    if (value !== undefined) config[key] = trim(value);
  }
}

/** Joins a base and a path; an absolute URL passes through untouched. */
export function resolveUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
