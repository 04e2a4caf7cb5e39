import { AI_DISCLOSURE_DEFAULT } from '@podloom/contract';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { type Show, useUpdateShow } from '../publish';
import {
  type ShowTagField,
  type ShowTagValues,
  showTagValuesOf,
  showUpdateWithTags,
  validateShowTags,
} from './show-tags';

type Errors = Partial<Record<ShowTagField, string>>;

/** The tags podcast apps and directories read, and the AI-disclosure statement, for one show. */
export function ShowTagsModal({ show, open, onClose }: { show: Show; open: boolean; onClose: () => void }) {
  const update = useUpdateShow();
  const [values, setValues] = useState<ShowTagValues>(() => showTagValuesOf(show));
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<ShowTagValues>) => setValues((v) => ({ ...v, ...patch }));
  const setRecord = (index: number, patch: Partial<ShowTagValues['txt'][number]>) =>
    set({ txt: values.txt.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const save = async () => {
    const found = validateShowTags(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ showId: show.id, input: showUpdateWithTags(show, values) });
      toast.success(`Saved the feed tags of ${show.title}.`);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const field = (name: ShowTagField) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });
  return (
    <Modal open={open} onCancel={onClose} title={`Feed tags of ${show.title}`} destroyOnHidden footer={null}>
      <Form layout="vertical" requiredMark={false} onFinish={save} noValidate>
        <Form.Item help="Other hosts may not import this feed without your e-mail (podcast:locked).">
          <Checkbox checked={values.locked} onChange={(e) => set({ locked: e.target.checked })}>
            Lock the feed against imports
          </Checkbox>
        </Form.Item>
        <Form.Item label="Support link" htmlFor={`tags-${show.id}-funding-url`} {...field('fundingUrl')}>
          <Input
            id={`tags-${show.id}-funding-url`}
            value={values.fundingUrl}
            placeholder="https://…"
            onChange={(e) => set({ fundingUrl: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Support link's words" htmlFor={`tags-${show.id}-funding-text`} {...field('fundingText')}>
          <Input
            id={`tags-${show.id}-funding-text`}
            value={values.fundingText}
            placeholder={`Support ${show.title}`}
            onChange={(e) => set({ fundingText: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="AI disclosure" htmlFor={`tags-${show.id}-disclosure`} {...field('aiDisclosure')}>
          <Input.TextArea
            id={`tags-${show.id}-disclosure`}
            value={values.aiDisclosure}
            placeholder={`Empty turns it off. The default: ${AI_DISCLOSURE_DEFAULT}`}
            autoSize={{ minRows: 1, maxRows: 3 }}
            onChange={(e) => set({ aiDisclosure: e.target.value })}
          />
        </Form.Item>
        <fieldset className="pl-show-tags__txt">
          <legend>Text records (a directory's ownership check)</legend>
          {values.txt.map((record, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: records have no identity but their place.
            <div key={index} className="pl-show-tags__record">
              <Input
                aria-label={`Purpose of text record ${index + 1}`}
                value={record.purpose}
                placeholder="verify"
                onChange={(e) => setRecord(index, { purpose: e.target.value })}
              />
              <Input
                aria-label={`Text of record ${index + 1}`}
                value={record.value}
                onChange={(e) => setRecord(index, { value: e.target.value })}
              />
              <Button onClick={() => set({ txt: values.txt.filter((_, i) => i !== index) })}>
                Remove record {index + 1}
              </Button>
            </div>
          ))}
          {errors.txt ? <p role="alert">{errors.txt}</p> : null}
          <Button onClick={() => set({ txt: [...values.txt, { purpose: '', value: '' }] })}>Add a text record</Button>
        </fieldset>
        <div className="pl-show-card__actions">
          <Button onClick={onClose}>Cancel</Button>
          <BusyButton type="primary" htmlType="submit" busy={update.isPending}>
            Save feed tags
          </BusyButton>
        </div>
      </Form>
    </Modal>
  );
}
