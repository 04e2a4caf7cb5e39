import { DeleteOutlined, PauseCircleOutlined, PlusOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, List, Modal } from 'antd';
import { toast } from '../../ui/toast/toast-store';
import {
  type Pronunciation,
  useDeletePronunciation,
  usePronunciations,
  useSetPronunciation,
} from './pronunciations-api';
import { togglePronunciationPreview, useVoicePreviewStore } from './voice-preview';

export interface PronunciationsModalProps {
  open: boolean;
  onClose: () => void;
  /** The voice Hear it speaks with (the host's); without one Hear it is not offered. */
  voice?: string | null;
}

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'That did not work. Please try again.';

/** Hear it: the entry said by the voice, with the dictionary applied (playing again stops it). */
function HearIt({ entry, voice }: { entry: Pronunciation; voice: string }) {
  const key = `pronunciation:${entry.id}:${voice}`;
  const playing = useVoicePreviewStore((s) => s.playing === key || s.loading === key);
  return (
    <Button
      type="link"
      size="small"
      icon={playing ? <PauseCircleOutlined /> : <SoundOutlined />}
      aria-label={`Hear it: ${entry.text}`}
      onClick={() => void togglePronunciationPreview(entry.id, voice)}
    >
      Hear it
    </Button>
  );
}

/** One entry: the word, how it is said (and for which language), Hear it and Delete. */
function EntryRow({ entry, voice }: { entry: Pronunciation; voice?: string | null }) {
  const remove = useDeletePronunciation();
  return (
    <List.Item
      actions={[
        ...(voice ? [<HearIt key="hear" entry={entry} voice={voice} />] : []),
        <Button
          key="delete"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete the pronunciation of ${entry.text}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(entry.id, { onError: (error) => toast.error(failure(error)) })}
        />,
      ]}
    >
      <span className="pl-pron__text">{entry.text}</span> → <span className="pl-pron__say">{entry.sayAs}</span>
      {entry.language && <span className="pl-pron__lang"> ({entry.language})</span>}
    </List.Item>
  );
}

/**
 * The pronunciation dictionary: a word or phrase and how every voice should say it (a plain respelling, such as
 * "pod loom"), optionally for one language. The next Generate Audio re-reads only the lines an entry changes.
 */
export function PronunciationsModal({ open, onClose, voice }: PronunciationsModalProps) {
  const list = usePronunciations(open);
  const save = useSetPronunciation();
  const [form] = Form.useForm<{ text: string; sayAs: string; language?: string }>();
  const onFinish = (values: { text: string; sayAs: string; language?: string }) =>
    save.mutate(
      { text: values.text, sayAs: values.sayAs, language: values.language?.trim() || null },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(`Saved: ${values.text} → ${values.sayAs}.`);
        },
        onError: (error) => toast.error(failure(error)),
      },
    );
  return (
    <Modal open={open} onCancel={onClose} title="Pronunciations" footer={null} width={520} destroyOnHidden>
      <p className="pl-pron__lede">
        Tell every voice how to say a name or an acronym. Write it as it sounds, e.g. Podloom → pod loom, or in IPA
        between slashes, e.g. /ˈpɒd.luːm/ (add a respelling after it for voices that cannot read IPA).
      </p>
      <Form form={form} layout="inline" onFinish={onFinish} className="pl-pron__form" requiredMark={false}>
        <Form.Item name="text" rules={[{ required: true, message: 'Please enter the word or phrase.' }]}>
          <Input placeholder="Word or phrase" aria-label="Word or phrase" maxLength={100} />
        </Form.Item>
        <Form.Item name="sayAs" rules={[{ required: true, message: 'Please say how it sounds.' }]}>
          <Input placeholder="Say it as" aria-label="Say it as" maxLength={200} />
        </Form.Item>
        <Form.Item name="language">
          <Input placeholder="Language (optional, e.g. en)" aria-label="Language" maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={save.isPending}>
          Save
        </Button>
      </Form>
      <List
        className="pl-pron__list"
        loading={list.isPending}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description="No pronunciations yet." /> }}
        renderItem={(entry) => <EntryRow entry={entry} voice={voice} />}
      />
    </Modal>
  );
}
