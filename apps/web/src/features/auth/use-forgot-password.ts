import { isStrongPassword, MESSAGES, TIMINGS } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { resetPassword, sendResetCode } from './auth-api';
import { serverMessage } from './server-message';

export type ForgotFieldErrors = { email?: string; code?: string; newPassword?: string };
export type ForgotFailure = { title: string; reason?: string };

/**
 * Forgot password's state and calls (spec 001 §4): send a reset code to the e-mail, then reset with the code and a
 * new password; after a reset the modal closes 1.5 s later. `close` resets everything, so each opening starts over
 * from step 1 with the e-mail the login form holds.
 */
export function useForgotPassword(open: boolean, initialEmail: string, onClose: () => void) {
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<ForgotFieldErrors>({});
  const [failure, setFailure] = useState<ForgotFailure | null>(null);
  const [done, setDone] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = () => {
    clearTimeout(closeTimer.current);
    setStep('email');
    setCode('');
    setNewPassword('');
    setErrors({});
    setFailure(null);
    setDone(false);
    sendCode.reset();
    confirmReset.reset();
    onClose();
  };

  useEffect(() => {
    if (open) setEmail(initialEmail);
  }, [open, initialEmail]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const sendCode = useMutation({
    mutationFn: () => sendResetCode(email),
    onSuccess: () => {
      toast.success(MESSAGES.resetCodeSent);
      setFailure(null);
      setStep('reset');
    },
    onError: (error) => setFailure({ title: MESSAGES.resetCodeFailed, reason: serverMessage(error) }),
  });
  const confirmReset = useMutation({
    mutationFn: () => resetPassword({ email, code, newPassword }),
    onSuccess: () => {
      toast.success(MESSAGES.resetSuccess);
      setFailure(null);
      setDone(true);
      closeTimer.current = setTimeout(close, TIMINGS.forgotPasswordCloseMs);
    },
    onError: (error) => setFailure({ title: MESSAGES.resetFailed, reason: serverMessage(error) }),
  });

  /** Checks the field(s) first; only then does it call. */
  const submit = () => {
    setFailure(null);
    const found: ForgotFieldErrors =
      step === 'email'
        ? { email: email.trim() ? undefined : MESSAGES.emailRequired }
        : {
            code: code.trim() ? undefined : MESSAGES.confirmationCodeRequired,
            newPassword: isStrongPassword(newPassword) ? undefined : MESSAGES.passwordRule,
          };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (step === 'email') sendCode.mutate();
    else confirmReset.mutate();
  };

  /** Back to step 1: a different e-mail, or a new code. */
  const startOver = () => {
    setFailure(null);
    setErrors({});
    setStep('email');
  };

  const fields = { email, code, newPassword, setEmail, setCode, setNewPassword };
  const busy = step === 'email' ? sendCode.isPending : confirmReset.isPending;
  return { step, fields, errors, failure, done, busy, submit, close, startOver };
}
