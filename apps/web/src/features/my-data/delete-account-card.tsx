import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { useSessionStore } from '../session';
import { deleteAccount, requestDeletionCode } from './delete-account-api';

/** My Profile's "Delete my account": what goes and what stays, then the password, then it is done. */
export function DeleteAccountCard() {
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState('');
  // Accounts that sign in with Google only have no password: they confirm with a code sent by mail.
  const [byCode, setByCode] = useState(false);
  const navigate = useNavigate();
  const sendCode = useMutation({
    mutationFn: requestDeletionCode,
    onSuccess: (message) => {
      setByCode(true);
      setSecret('');
      toast.success(message);
    },
    onError: (error) => toast.error(error.message),
  });
  const mutation = useMutation({
    mutationFn: () => deleteAccount(byCode ? { code: secret } : { password: secret }),
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
        okButtonProps={{ danger: true, loading: mutation.isPending, disabled: secret.length === 0 }}
        cancelText="Keep my account"
        onOk={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      >
        <label className="pl-my-data__label" htmlFor="pl-delete-secret">
          {byCode ? 'Type the code we e-mailed you' : 'Type your password to confirm'}
        </label>
        <Input.Password
          id="pl-delete-secret"
          autoComplete={byCode ? 'one-time-code' : 'current-password'}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          onPressEnter={() => secret && mutation.mutate()}
        />
        {byCode ? null : (
          <BusyButton
            type="link"
            className="pl-my-data__code"
            busy={sendCode.isPending}
            onClick={() => sendCode.mutate()}
          >
            Signed up with Google? E-mail me a code instead
          </BusyButton>
        )}
      </Modal>
    </section>
  );
}
