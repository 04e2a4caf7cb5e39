/**
 * Speaker labels must survive the transcript rules of spec 000 §3: at most 50 letters, spaces, dots,
 * apostrophes, parentheses or hyphens. Names typed by people may hold anything, so they are cleaned
 * here once, and every writer labels its lines with the cleaned names.
 */
const NOT_LABEL = /[^\p{L}\p{M} .'()-]+/gu;
const MAX_LABEL = 50;

export function toSpeakerLabel(name: string): string {
  return name.replace(NOT_LABEL, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL).trim();
}

/**
 * Cleans every name, falls back to the given defaults for names that clean to nothing, and keeps the
 * labels distinct (two speakers with one label would read as one person in the transcript).
 */
export function toSpeakerLabels(names: readonly string[], fallback: (index: number) => string): string[] {
  const labels: string[] = [];
  names.forEach((name, index) => {
    let label = toSpeakerLabel(name) || toSpeakerLabel(fallback(index));
    const base = label;
    let suffix = 0;
    while (labels.some((l) => l.toLowerCase() === label.toLowerCase())) {
      suffix += 1;
      label = `${base.slice(0, MAX_LABEL - 4)} (${String.fromCharCode(64 + suffix)})`;
    }
    labels.push(label);
  });
  return labels;
}

/** Text in a line must not hold what the parser strips (asterisks, double quotes) or line breaks. */
export function cleanLineText(text: string): string {
  return text
    .replace(/[*"“”„«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
