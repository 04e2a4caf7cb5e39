/** A file found inside GraphQL variables, with the dotted paths it was found at (multipart request spec). */
export interface ExtractedFile {
  file: Blob;
  paths: string[];
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * Replaces every File/Blob inside `variables` with null and lists where each was, as the GraphQL multipart
 * request spec wants (`operations` with nulls, `map` from part name to `variables.…` paths).
 */
export function extractFiles<T>(variables: T): { clone: T; files: ExtractedFile[] } {
  const found = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      found.set(value, [...(found.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${path}.${i}`));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  const clone = walk(variables, 'variables') as T;
  return { clone, files: [...found].map(([file, paths]) => ({ file, paths })) };
}
