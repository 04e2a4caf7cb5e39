import data from './apple-categories.json';

/** An Apple Podcasts category, optionally with one of its subcategories (stored as `Parent > Sub`). */
export interface AppleCategory {
  category: string;
  subcategory: string | null;
}

/** The spec's default category is Business (spec 000 §9). */
export const DEFAULT_APPLE_CATEGORY: AppleCategory = { category: 'Business', subcategory: null };

export const APPLE_CATEGORIES: ReadonlyArray<{ name: string; subcategories: readonly string[] }> = data.categories;

const SEPARATOR = ' > ';

/** `Science`, `Science > Physics`, or a subcategory alone (`Physics`): case-insensitive; null when not Apple's. */
export function findAppleCategory(value: string): AppleCategory | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  const [parentPart, subPart] = wanted.split(/\s*>\s*/);
  for (const entry of APPLE_CATEGORIES) {
    if (entry.name.toLowerCase() === parentPart) {
      if (subPart === undefined) return { category: entry.name, subcategory: null };
      const sub = entry.subcategories.find((s) => s.toLowerCase() === subPart);
      return sub ? { category: entry.name, subcategory: sub } : null;
    }
  }
  if (subPart !== undefined) return null;
  for (const entry of APPLE_CATEGORIES) {
    const sub = entry.subcategories.find((s) => s.toLowerCase() === wanted);
    if (sub) return { category: entry.name, subcategory: sub };
  }
  return null;
}

/** The Apple category a podcast's own category (the generator's list) maps to. */
export function appleCategoryFromPodcast(category: unknown): AppleCategory {
  if (typeof category !== 'string') return DEFAULT_APPLE_CATEGORY;
  const mapped = (data.fromPodloomCategory as Record<string, string>)[category.trim()];
  return (mapped && findAppleCategory(mapped)) || findAppleCategory(category) || DEFAULT_APPLE_CATEGORY;
}

export function formatAppleCategory(value: AppleCategory): string {
  return value.subcategory ? `${value.category}${SEPARATOR}${value.subcategory}` : value.category;
}

export function parseStoredAppleCategory(stored: string): AppleCategory {
  return findAppleCategory(stored) ?? DEFAULT_APPLE_CATEGORY;
}
