import { useEffect } from 'react';

/*
 * Podloom's forms validate by hand and show each message as the antd Form.Item's `help`, which antd does not tie
 * to the control unless the item is bound by `name`. This wiring does it for every form at once: a control whose
 * item shows an error gets `aria-invalid` and `aria-describedby` pointing at the message (WCAG 1.3.1, 3.3.1),
 * and after a submit the first invalid control takes focus (WCAG 3.3.1; antd's scrollToFirstError only knows
 * fields bound by `name`).
 */

const CONTROL = [
  '.ant-form-item-control-input input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])',
  '.ant-form-item-control-input textarea',
  '.ant-form-item-control-input [role="combobox"]',
].join(', ');
/** Marks the ids this wiring added to `aria-describedby`, so it removes only its own. */
const MARK = 'data-pl-error-for';

let serial = 0;

/** Ties each form item's error message to its control; clears the tie when the message goes. */
export function wireFieldErrors(root: ParentNode): void {
  for (const item of root.querySelectorAll<HTMLElement>('.ant-form-item')) {
    const control = item.querySelector<HTMLElement>(CONTROL);
    if (!control) continue;
    const explain = item.querySelector<HTMLElement>('.ant-form-item-explain');
    const hasError =
      !!item.querySelector('.ant-form-item-explain-error') || item.classList.contains('ant-form-item-has-error');
    const own = control.getAttribute(MARK);
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && t !== own);
    if (hasError) {
      control.setAttribute('aria-invalid', 'true');
      // antd draws the message a moment after the error state; the observer ties it once it is there.
      if (!explain) continue;
      if (!explain.id) explain.id = `${control.id || `pl-field-${++serial}`}-error`;
      control.setAttribute('aria-describedby', [...described, explain.id].join(' '));
      control.setAttribute(MARK, explain.id);
    } else if (own || control.getAttribute('aria-invalid') === 'true') {
      if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
      else control.removeAttribute('aria-describedby');
      control.removeAttribute(MARK);
      control.removeAttribute('aria-invalid');
    }
  }
}

/** Focuses the first control `form` marks invalid; true when there was one. */
export function focusFirstInvalid(form: HTMLElement): boolean {
  wireFieldErrors(form);
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  if (document.activeElement !== first) first.focus();
  return true;
}

/** Installs the wiring for the whole document; mount once, near the root. */
export function useFieldErrorWiring(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        wireFieldErrors(document);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // antd validates before calling onFinish (a few promise turns), and the form then sets its messages:
      // look once they are drawn, and once more for a slower check.
      const look = (ms: number, again?: number) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (form.isConnected && !focusFirstInvalid(form) && again) look(again);
        }, ms);
        timers.add(timer);
      };
      look(60, 200);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, []);
}
