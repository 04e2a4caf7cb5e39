import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { convertAudio, useExportOptions } from './export-api';
import { downloadLink, type ExportPorts, exportPodcastAudio, formatTakesQuality } from './export-audio';
import './export.css';

export interface ExportModalProps {
  open: boolean;
  podcastId: number | null;
  onClose: () => void;
  /** The real calls by default; tests may pass their own. */
  ports?: ExportPorts;
}

const PORTS: ExportPorts = { convert: convertAudio, download: downloadLink, notify: toast };
const DEFAULT_QUALITY = '128';

/**
 * The Export modal (spec 000 §2): Format and Quality selects from the seeded `audio_format` and
 * `quality_of_audio` options (quality only for MP3) and Download, which converts on the server and downloads.
 */
export function ExportModal({ open, podcastId, onClose, ports = PORTS }: ExportModalProps) {
  const { options, loading } = useExportOptions(open);
  const [format, setFormat] = useState<string | null>(null);
  const [quality, setQuality] = useState<string>(DEFAULT_QUALITY);
  const [converting, setConverting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFormat(null);
    setQuality(DEFAULT_QUALITY);
  }, [open]);

  const onDownload = async () => {
    setConverting(true);
    try {
      if (await exportPodcastAudio(ports, { podcastId, format, quality })) onClose();
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
      <Form layout="vertical" requiredMark={false} onFinish={onDownload}>
        <Form.Item label="Format" htmlFor="export-format">
          <Select
            id="export-format"
            placeholder="Choose a format"
            loading={loading}
            value={format ?? undefined}
            onChange={(value: string) => setFormat(value)}
            options={options.formats.map((o) => ({ value: o.optionKey, label: o.name }))}
            disabled={converting}
          />
        </Form.Item>
        {formatTakesQuality(format) && (
          <Form.Item label="Quality" htmlFor="export-quality">
            <Select
              id="export-quality"
              value={quality}
              onChange={(value: string) => setQuality(value)}
              options={options.qualities.map((o) => ({ value: o.optionKey, label: o.name }))}
              disabled={converting}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" size="large" block icon={<DownloadOutlined />} loading={converting}>
          Download
        </Button>
      </Form>
    </Modal>
  );
}
