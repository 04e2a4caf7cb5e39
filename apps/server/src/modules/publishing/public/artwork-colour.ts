import sharp from 'sharp';
import type { AppServices } from '../../../platform/services';

/** Podloom's own violet: the accent of a show whose artwork cannot be read (an outside URL, a missing file). */
export const DEFAULT_ACCENT = '#5b2fe0';

/** White text on the accent, and the accent as link text on the pale page and the highlighted line, read at WCAG AA. */
const MIN_CONTRAST_WITH_WHITE = 5.2;

type Rgb = [number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrastWithWhite = (rgb: Rgb) => 1.05 / (luminance(rgb) + 0.05);
const hex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The artwork's dominant colour, darkened just enough for white text on it to pass AA. */
export function accentOf(dominant: Rgb): string {
  let rgb = dominant;
  for (let step = 0; step < 40 && contrastWithWhite(rgb) < MIN_CONTRAST_WITH_WHITE; step++) {
    rgb = rgb.map((v) => v * 0.92) as Rgb;
  }
  return hex(rgb);
}

/**
 * The colour the public pages take from a show's artwork (sharp's dominant colour), remembered per stored image:
 * a new cover has a new key, so nothing goes stale and each cover is read once per process.
 */
export class ArtworkColours {
  private readonly known = new Map<string, string>();

  constructor(private readonly services: Pick<AppServices, 'storage' | 'log'>) {}

  async accentFor(imagePath: string | null): Promise<string> {
    if (!imagePath) return DEFAULT_ACCENT;
    const remembered = this.known.get(imagePath);
    if (remembered) return remembered;
    const accent = await this.read(imagePath);
    if (this.known.size > 1000) this.known.clear();
    this.known.set(imagePath, accent);
    return accent;
  }

  private async read(imagePath: string): Promise<string> {
    try {
      const image = await this.services.storage.read(imagePath);
      const { dominant } = await sharp(image, { limitInputPixels: 4096 * 4096 }).stats();
      return accentOf([dominant.r, dominant.g, dominant.b]);
    } catch (error) {
      this.services.log.warn({ err: error, imagePath }, 'artwork colour not read: the default accent is used');
      return DEFAULT_ACCENT;
    }
  }
}
