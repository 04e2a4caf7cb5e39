import { MESSAGES, SUPPORT_ISSUE_TYPES, SUPPORT_LIMITS, SUPPORT_PRIORITIES } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { useSessionStore } from '../session';
import { ScreenshotInput } from './screenshot-input';
import { createSupportTicket } from './support-api';
import {
  EMPTY_SUPPORT_FORM,
  type SupportErrors,
  type SupportField,
  type SupportFormValues,
  validateSupportField,
  validateSupportForm,
} from './support-validation';
import './support.css';
import { BusyButton } from '../../ui/busy-button/busy-button';

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

function initialValues(
  user: ReturnType<typeof useSessionStore.getState>['user'],
  orderId?: string | null,
): SupportFormValues {
  return {
    ...EMPTY_SUPPORT_FORM,
    firstName: user?.given_name ?? '',
    lastName: user?.family_name ?? '',
    email: user?.email ?? '',
    // Contact Support from a failed payment (issue 10): the order is named so the team can find it.
    ...(orderId
      ? {
          issueType: 'payment' as const,
          subject: `Payment for order ${orderId}`.slice(0, SUPPORT_LIMITS.subjectMax),
          description: `My payment for order ${orderId} did not go through.`,
        }
      : {}),
  };
}

/** Spec 001 §2 "Help and support": the form, its rules (§5) and a real submission. */
export function SupportForm({ orderId }: { orderId?: string | null } = {}) {
  const user = useSessionStore((s) => s.user);
  const [values, setValues] = useState<SupportFormValues>(() => initialValues(user, orderId));
  const [errors, setErrors] = useState<SupportErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [ticketId, setTicketId] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: createSupportTicket,
    onSuccess: (ticket) => {
      toast.success(MESSAGES.supportSubmitted(ticket.ticketId));
      setTicketId(ticket.ticketId);
      setValues(initialValues(user));
      setErrors({});
      setSubmitted(false);
    },
    onError: (error) => toast.error(error.message),
  });

  const set = <K extends SupportField>(field: K, value: SupportFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt (and always for the screenshot) a field's message follows what is typed.
    if (submitted || field === 'screenshot') {
      setErrors((current) => ({ ...current, [field]: validateSupportField(field, next) }));
    }
  };

  const onSubmit = () => {
    setSubmitted(true);
    const found = validateSupportForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(MESSAGES.supportFixErrors);
      return;
    }
    mutation.mutate(values);
  };

  const status = (field: SupportField) => (errors[field] ? ('error' as const) : undefined);
  const item = (field: SupportField) => ({ validateStatus: status(field), help: errors[field] });

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
      <BusyButton type="primary" htmlType="submit" size="large" block busy={mutation.isPending}>
        Send Message
      </BusyButton>
    </Form>
  );
}
