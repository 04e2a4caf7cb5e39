import { DownloadOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { GUEST_FORM_TITLES, GUEST_FORMS, type GuestForm } from '@podloom/contract';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { refusalOr } from '../../api/api-error';
import { toast } from '../../ui/toast/toast-store';
import { fetchGuestForm, saveFile } from './personalise-api';

const SUMMARIES: Record<GuestForm, string> = {
  knowledge: 'What your guest knows and wants said: the script is written from their answers.',
  'voice-script': 'How your guest speaks, and a passage to read aloud for a voice sample.',
};

/**
 * Step 2, Get Guest Info Pack (spec 001 §2): for the Knowledge Form and the Voice Script Form, Download Form (a
 * PDF the server writes from the answers saved so far) and Edit/Preview (the same form as text, to change before
 * sending it to the guest).
 */
export function GuestInfoPack({ beforeFetch }: { beforeFetch: () => Promise<void> }) {
  const [editing, setEditing] = useState<{ form: GuestForm; text: string; name: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await beforeFetch();
      await work();
    } catch (error) {
      toast.error(refusalOr(error, 'We could not prepare the form. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const download = (form: GuestForm) =>
    run(`${form}-pdf`, async () => {
      const file = await fetchGuestForm(form, 'pdf');
      saveFile(file.blob, file.name);
    });

  const preview = (form: GuestForm) =>
    run(`${form}-txt`, async () => {
      const file = await fetchGuestForm(form, 'txt');
      setEditing({ form, text: await file.blob.text(), name: file.name });
    });

  return (
    <div className="pl-personalise__pack">
      {GUEST_FORMS.map((form) => (
        <article key={form} className="pl-personalise__form-card" aria-labelledby={`pack-${form}`}>
          <FileTextOutlined aria-hidden="true" className="pl-personalise__form-icon" />
          <h3 id={`pack-${form}`}>{GUEST_FORM_TITLES[form]}</h3>
          <p>{SUMMARIES[form]}</p>
          <div className="pl-personalise__form-actions">
            <Button
              icon={<DownloadOutlined />}
              loading={busy === `${form}-pdf`}
              onClick={() => void download(form)}
              aria-label={`Download Form: ${GUEST_FORM_TITLES[form]}`}
            >
              Download Form
            </Button>
            <Button
              icon={<EditOutlined />}
              loading={busy === `${form}-txt`}
              onClick={() => void preview(form)}
              aria-label={`Edit/Preview: ${GUEST_FORM_TITLES[form]}`}
            >
              Edit/Preview
            </Button>
          </div>
        </article>
      ))}
      <Modal
        open={Boolean(editing)}
        title={editing ? GUEST_FORM_TITLES[editing.form] : ''}
        width={760}
        onCancel={() => setEditing(null)}
        footer={[
          <Button key="close" onClick={() => setEditing(null)}>
            Close
          </Button>,
          <Button
            key="save"
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => {
              if (editing) saveFile(new Blob([editing.text], { type: 'text/plain;charset=utf-8' }), editing.name);
            }}
          >
            Download as text
          </Button>,
        ]}
      >
        <p className="pl-personalise__hint">Change anything before you send it to your guest.</p>
        <Input.TextArea
          aria-label="Form text"
          value={editing?.text ?? ''}
          autoSize={{ minRows: 12, maxRows: 24 }}
          onChange={(e) => setEditing((current) => (current ? { ...current, text: e.target.value } : current))}
        />
      </Modal>
    </div>
  );
}
