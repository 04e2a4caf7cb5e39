import { MESSAGES, SUPPORT_LIMITS } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { useSessionStore } from '../session';
import { createSupportTicket } from './support-api';
import {
  EMPTY_SUPPORT_FORM,
  type SupportErrors,
  type SupportField,
  type SupportFormValues,
  validateSupportField,
  validateSupportForm,
} from './support-validation';

function initialValues(
  user: ReturnType<typeof useSessionStore.getState>['user'],
  orderId?: string | null,
): SupportFormValues {
  return {
    ...EMPTY_SUPPORT_FORM,
    firstName: user?.given_name ?? '',
    lastName: user?.family_name ?? '',
    email: user?.email ?? '',
    // Contact Support from a failed payment: the order is named so the team can find it.
    ...(orderId
      ? {
          issueType: 'payment' as const,
          subject: `Payment for order ${orderId}`.slice(0, SUPPORT_LIMITS.subjectMax),
          description: `My payment for order ${orderId} did not go through.`,
        }
      : {}),
  };
}

/**
 * The support form's values and messages (§5), and its submission: a refused form says to fix the fields; a ticket
 * opened starts the form over with the signed-in user's details and shows its id.
 */
export function useSupportForm(orderId?: string | null) {
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

  const item = (field: SupportField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return { values, errors, set, item, onSubmit, busy: mutation.isPending, ticketId, setTicketId };
}
