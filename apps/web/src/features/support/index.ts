/** Help and support (spec 001 §2): the request form. */
export { SupportForm } from './support-form';
