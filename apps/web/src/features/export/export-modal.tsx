import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { convertAudio, useExportOptions } from './export-api';
import { DEFAULT_BITRATE, downloadLink, type ExportPorts, exportPodcastAudio } from './export-audio';
import { DEFAULT_CHOICES, ExportChoices, type ExportChoiceValues } from './export-choices';
import { LoudnessSummary, usePodcastLoudness } from './loudness';
import './export.css';

/** The episode's loudness as rendered; each export is measured again (and its peak corrected) on the server. */
function EpisodeLoudness({ podcastId, open }: { podcastId: number | null; open: boolean }) {
  const report = usePodcastLoudness(open ? podcastId : null, open ? 'episode' : null);
  if (!report) return null;
  return (
    <div className="pl-export__loudness">
      <LoudnessSummary report={report} label="Episode loudness" />
      <p className="pl-export__note">
        Each file is measured again once exported, and turned down if its format pushes the peak over −1.5 dBTP.
      </p>
    </div>
  );
}

export interface ExportModalProps {
  open: boolean;
  podcastId: number | null;
  onClose: () => void;
  /** The real calls by default; tests may pass their own. */
  ports?: ExportPorts;
}

const PORTS: ExportPorts = { convert: convertAudio, download: downloadLink, notify: toast };

/**
 * The Export modal (spec 000 §2): Format and Quality selects from the seeded `audio_format` and
 * `quality_of_audio` options, each format with its own choice (a bitrate for MP3, Opus and AAC; a sample rate and
 * bit depth for WAV and FLAC), and Download, which converts on the server and downloads.
 */
export function ExportModal({ open, podcastId, onClose, ports = PORTS }: ExportModalProps) {
  const { options, loading } = useExportOptions(open);
  const [format, setFormat] = useState<string | null>(null);
  const [choices, setChoices] = useState<ExportChoiceValues>(DEFAULT_CHOICES);
  const [converting, setConverting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFormat(null);
    setChoices(DEFAULT_CHOICES);
  }, [open]);

  const onDownload = async () => {
    setConverting(true);
    try {
      if (await exportPodcastAudio(ports, { podcastId, format, ...choices })) onClose();
    } finally {
      setConverting(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={converting ? undefined : onClose}
      title="Export audio"
      width={440}
      destroyOnHidden
      className="pl-export"
      footer={null}
    >
      <p className="pl-export__lede">Choose a format for your episode. The file downloads when it is ready.</p>
      <EpisodeLoudness podcastId={podcastId} open={open} />
      <Form layout="vertical" requiredMark={false} onFinish={onDownload}>
        <Form.Item label="Format" htmlFor="export-format">
          <Select
            id="export-format"
            placeholder="Choose a format"
            loading={loading}
            value={format ?? undefined}
            onChange={(value: string) => {
              setFormat(value);
              setChoices((current) => ({ ...current, quality: DEFAULT_BITRATE[value] ?? current.quality }));
            }}
            options={options.formats.map((o) => ({ value: o.optionKey, label: o.name }))}
            disabled={converting}
          />
        </Form.Item>
        <ExportChoices
          format={format}
          mp3Qualities={options.qualities}
          values={choices}
          onChange={setChoices}
          disabled={converting}
        />
        <Button type="primary" htmlType="submit" size="large" block icon={<DownloadOutlined />} loading={converting}>
          Download
        </Button>
      </Form>
    </Modal>
  );
}
