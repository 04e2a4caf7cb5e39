import { SUPPORT_ISSUE_TYPES, SUPPORT_LIMITS, SUPPORT_PRIORITIES } from '@podloom/contract';
import { Alert, Form, Input, Select } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { ScreenshotInput } from './screenshot-input';
import { useSupportForm } from './use-support-form';
import './support.css';

const ISSUE_LABELS: Record<(typeof SUPPORT_ISSUE_TYPES)[number], string> = {
  technical: 'Technical issue',
  feature: 'Feature request',
  general: 'General question',
  payment: 'Payment',
};
const PRIORITY_LABELS: Record<(typeof SUPPORT_PRIORITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

type SupportFormState = ReturnType<typeof useSupportForm>;

/** Who is asking: first and last name, and the e-mail the reply goes to. */
function ContactFields({ values, set, item }: Pick<SupportFormState, 'values' | 'set' | 'item'>) {
  return (
    <>
      <div className="pl-support-form__row">
        <Form.Item label="First name" htmlFor="support-first-name" {...item('firstName')}>
          <Input
            id="support-first-name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Last name" htmlFor="support-last-name" {...item('lastName')}>
          <Input
            id="support-last-name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
          />
        </Form.Item>
      </div>
      <Form.Item label="Email" htmlFor="support-email" {...item('email')}>
        <Input
          id="support-email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </Form.Item>
    </>
  );
}

/** Spec 001 §2 "Help and support": the form, its rules (§5) and a real submission. */
export function SupportForm({ orderId }: { orderId?: string | null } = {}) {
  const { values, errors, set, item, onSubmit, busy, ticketId, setTicketId } = useSupportForm(orderId);

  return (
    <Form layout="vertical" onFinish={onSubmit} requiredMark={false} className="pl-support-form" noValidate>
      {ticketId && (
        <Alert
          className="pl-support-form__done"
          type="success"
          showIcon
          closable
          onClose={() => setTicketId(null)}
          message="We received your request"
          description={`Your ticket ${ticketId} is open. We will reply by e-mail.`}
        />
      )}
      <ContactFields values={values} set={set} item={item} />
      <Form.Item label="Subject" htmlFor="support-subject" {...item('subject')}>
        <Input id="support-subject" value={values.subject} onChange={(e) => set('subject', e.target.value)} />
      </Form.Item>
      <div className="pl-support-form__row">
        <Form.Item label="Issue type" htmlFor="support-issue-type" {...item('issueType')}>
          <Select
            id="support-issue-type"
            value={values.issueType || undefined}
            onChange={(v) => set('issueType', v)}
            options={SUPPORT_ISSUE_TYPES.map((v) => ({ value: v, label: ISSUE_LABELS[v] }))}
          />
        </Form.Item>
        <Form.Item label="Priority level" htmlFor="support-priority" {...item('priorityLevel')}>
          <Select
            id="support-priority"
            value={values.priorityLevel || undefined}
            onChange={(v) => set('priorityLevel', v)}
            options={SUPPORT_PRIORITIES.map((v) => ({ value: v, label: PRIORITY_LABELS[v] }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="Description" htmlFor="support-description" {...item('description')}>
        <Input.TextArea
          id="support-description"
          rows={6}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Form.Item>
      <p className="pl-support-form__count" aria-live="polite">
        {values.description.trim().length} / {SUPPORT_LIMITS.descriptionMax}
      </p>
      <Form.Item label="Screenshot (optional)" htmlFor="support-screenshot" {...item('screenshot')}>
        <ScreenshotInput
          id="support-screenshot"
          file={values.screenshot}
          invalid={Boolean(errors.screenshot)}
          onChange={(file) => set('screenshot', file)}
        />
      </Form.Item>
      <BusyButton type="primary" htmlType="submit" size="large" block busy={busy}>
        Send Message
      </BusyButton>
    </Form>
  );
}
