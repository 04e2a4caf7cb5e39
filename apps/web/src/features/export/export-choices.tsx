import { Form, Select } from 'antd';
import type { FeatureOption } from '../options';
import { BIT_DEPTHS, formatIsLossless, formatTakesQuality, LOSSY_BITRATES, SAMPLE_RATES } from './export-audio';

/** What the dialog holds besides the format. */
export interface ExportChoiceValues {
  quality: string;
  sampleRate: number;
  bitDepth: number;
}

export const DEFAULT_CHOICES: ExportChoiceValues = { quality: '128', sampleRate: 44100, bitDepth: 16 };

/**
 * The chosen format's own choice: a bitrate for MP3 (the seeded quality_of_audio options), Opus and AAC; a sample
 * rate and bit depth for WAV and FLAC.
 */
export function ExportChoices(props: {
  format: string | null;
  mp3Qualities: FeatureOption[];
  values: ExportChoiceValues;
  onChange: (values: ExportChoiceValues) => void;
  disabled: boolean;
}) {
  const { format, values, onChange, disabled } = props;
  if (formatTakesQuality(format)) {
    const bitrates =
      format === 'mp3'
        ? props.mp3Qualities.map((o) => ({ value: o.optionKey, label: o.name }))
        : (LOSSY_BITRATES[format ?? ''] ?? []).map((kbps) => ({ value: String(kbps), label: `${kbps} kbps` }));
    return (
      <Form.Item label="Quality" htmlFor="export-quality">
        <Select
          id="export-quality"
          value={values.quality}
          onChange={(quality: string) => onChange({ ...values, quality })}
          options={bitrates}
          disabled={disabled}
        />
      </Form.Item>
    );
  }
  if (!formatIsLossless(format)) return null;
  return (
    <>
      <Form.Item label="Sample rate" htmlFor="export-sample-rate">
        <Select
          id="export-sample-rate"
          value={values.sampleRate}
          onChange={(sampleRate: number) => onChange({ ...values, sampleRate })}
          options={SAMPLE_RATES.map((hz) => ({ value: hz, label: `${(hz / 1000).toFixed(hz % 1000 ? 2 : 0)} kHz` }))}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item label="Bit depth" htmlFor="export-bit-depth">
        <Select
          id="export-bit-depth"
          value={values.bitDepth}
          onChange={(bitDepth: number) => onChange({ ...values, bitDepth })}
          options={BIT_DEPTHS.map((bits) => ({ value: bits, label: `${bits}-bit` }))}
          disabled={disabled}
        />
      </Form.Item>
    </>
  );
}
