import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import type { SupportFormValues } from './support-validation';

const CREATE_SUPPORT_TICKET = graphql(`mutation CreateSupportTicket($input: SupportTicketInput!) {
  createSupportTicket(input: $input) { ticketId status submissionDate }
}`);

export interface CreatedTicket {
  ticketId: string;
  status: string;
  submissionDate: string;
}

/** Sends the ticket for real (the spec's client-only mock made real): multipart when a screenshot is attached. */
export async function createSupportTicket(values: SupportFormValues): Promise<CreatedTicket> {
  const input = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    issueType: values.issueType,
    priorityLevel: values.priorityLevel,
    description: values.description.trim(),
    screenshot: values.screenshot,
  };
  const data = await graphqlRequest(CREATE_SUPPORT_TICKET, { input });
  return data.createSupportTicket;
}
