import { CheckCircleFilled, InboxOutlined } from '@ant-design/icons';
import { GUEST_FORM_TITLES, GUEST_FORMS, type GuestForm, type PersonaliseView } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'antd';
import { useState } from 'react';
import { refusalOr } from '../../api/api-error';
import { toast } from '../../ui/toast/toast-store';
import { uploadGuestInfo } from './personalise-api';
import { PERSONALISE_KEY } from './use-personalise-autosave';

/**
 * Step 3, Upload Guest Info (spec 001 §2, §4): a drag-and-drop box for each filled-in form. The file is stored and
 * its text extracted on the server; the box then names the file and how much text was found.
 */
export function GuestUploads({ view }: { view: PersonaliseView | null }) {
  const client = useQueryClient();
  const [uploading, setUploading] = useState<GuestForm | null>(null);

  const upload = async (form: GuestForm, file: File) => {
    setUploading(form);
    try {
      const next = await uploadGuestInfo(form, file);
      client.setQueryData<PersonaliseView>(PERSONALISE_KEY, next);
      toast.success(
        `${file.name} uploaded: we read ${next.uploads.find((u) => u.form === form)?.characters ?? 0} characters.`,
      );
    } catch (error) {
      toast.error(refusalOr(error, 'The upload failed. Please try again.'));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="pl-personalise__uploads">
      {GUEST_FORMS.map((form) => {
        const uploaded = view?.uploads.find((u) => u.form === form);
        return (
          <div key={form} className="pl-personalise__upload">
            <h3 id={`upload-${form}`}>{`Completed ${GUEST_FORM_TITLES[form]}`}</h3>
            <Upload.Dragger
              accept=".pdf,.txt,.md,application/pdf,text/plain,text/markdown"
              multiple={false}
              showUploadList={false}
              disabled={uploading !== null}
              beforeUpload={(file) => {
                void upload(form, file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden="true" />
              </p>
              <p className="ant-upload-text">
                {uploading === form
                  ? 'Reading the file…'
                  : `Drop the ${GUEST_FORM_TITLES[form]} here, or click to choose`}
              </p>
              <p className="ant-upload-hint">PDF, text or Markdown, up to 10 MB.</p>
            </Upload.Dragger>
            {uploaded && (
              <p className="pl-personalise__uploaded" data-testid={`uploaded-${form}`}>
                <CheckCircleFilled aria-hidden="true" /> {uploaded.name} · {uploaded.characters.toLocaleString()}{' '}
                characters read
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
