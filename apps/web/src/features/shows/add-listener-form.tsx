import { listenerInput } from '@podloom/contract';
import { Input } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { FeedUrlField } from '../publish';
import { useAddListener } from './listeners-api';

type Field = 'name' | 'email';

/**
 * Adds a listener by name and e-mail; their personal feed URL is shown with a copy button, and mailed to them unless
 * the hour's listener mails are used up (the form then says so).
 */
export function AddListenerForm({ showId }: { showId: string }) {
  const add = useAddListener(showId);
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [added, setAdded] = useState<{ name: string; feedUrl: string; mailNote: string | null } | null>(null);
  const failed = add.error instanceof Error ? add.error.message : null;
  const submit = async () => {
    const parsed = listenerInput.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await add.mutateAsync(parsed.data).catch(() => null);
    if (!result) return;
    setAdded({ name: parsed.data.name, feedUrl: result.feedUrl, mailNote: result.mailed ? null : result.mailNote });
    setValues({ name: '', email: '' });
  };
  const field = (name: Field, label: string, type: string) => {
    const id = `listener-${showId}-${name}`;
    return (
      <div className="pl-listener-form__field">
        <label htmlFor={id}>{label}</label>
        <Input
          id={id}
          type={type}
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
        />
        {errors[name] && (
          <p id={`${id}-error`} className="pl-show-card__error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  return (
    <form
      className="pl-listener-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {field('name', "Listener's name", 'text')}
      {field('email', "Listener's e-mail", 'email')}
      <BusyButton htmlType="submit" type="primary" busy={add.isPending}>
        Add listener
      </BusyButton>
      {failed && (
        <p role="alert" className="pl-show-card__error">
          {failed}
        </p>
      )}
      {added && (
        <div className="pl-listener-form__added" role="status">
          <p>
            {added.mailNote
              ? `${added.name} is added. ${added.mailNote}`
              : `We mailed ${added.name} their personal feed URL:`}
          </p>
          <FeedUrlField feedUrl={added.feedUrl} label={`Personal feed URL of ${added.name}`} />
        </div>
      )}
    </form>
  );
}
