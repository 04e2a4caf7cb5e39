import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast/toast-store';
import { useSessionStore } from '../session';
import { deleteAccount } from './delete-account-api';

/** My Profile's "Delete my account": what goes and what stays, then the password, then it is done. */
export function DeleteAccountCard() {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => deleteAccount(password),
    onSuccess: (message) => {
      setAsking(false);
      // The server ended every session already: the device only forgets its own.
      useSessionStore.getState().logout();
      toast.success(message);
      void navigate('/');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <section className="pl-profile__card pl-card pl-my-data" aria-label="Delete my account">
      <h2>Delete my account</h2>
      <p className="pl-page-lede">
        Deletes your podcasts, audio, shows, music, cloned voices and everything else, stops your subscription from
        renewing, and makes your feeds and public pages answer that they are gone. Invoices and payment records are
        kept, as tax law requires, without your name or e-mail. This cannot be undone: download your data first.
      </p>
      <div className="pl-profile__actions">
        <Button danger onClick={() => setAsking(true)}>
          Delete my account
        </Button>
      </div>
      <Modal
        open={asking}
        title="Delete your account for good?"
        okText="Delete my account"
        okButtonProps={{ danger: true, loading: mutation.isPending, disabled: password.length === 0 }}
        cancelText="Keep my account"
        onOk={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      >
        <label className="pl-my-data__label" htmlFor="pl-delete-password">
          Type your password to confirm
        </label>
        <Input.Password
          id="pl-delete-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => password && mutation.mutate()}
        />
      </Modal>
    </section>
  );
}
