import { MESSAGES, TIMINGS } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Skeleton } from 'antd';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../ui/toast/toast-store';
import { initialsOf, useSessionStore, useSignedIn } from '../session';
import {
  AccountTypeField,
  type CompanyDetails,
  CompanyDetailsFields,
  companyPayload,
  detailsFrom,
  NO_DETAILS,
  type SetDetail,
} from './company-details';
import { PROFILE_QUERY_KEY, type UserProfile, updateProfileName, useProfile } from './profile-api';
import './auth.css';
import { BusyButton } from '../../ui/busy-button/busy-button';

const NAME_SAVED = 'Name updated successfully!';
const PHONE_UNAVAILABLE = 'Phone not available';

const fullName = (p: { given_name?: string; family_name?: string } | null | undefined) =>
  [p?.given_name, p?.family_name].filter(Boolean).join(' ');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * Spec 001 §2 "Profile": the name and the company details (spec 001 §2 Company sign-up) are editable and saved on the
 * server; e-mail and phone are read-only.
 */
export function ProfileForm() {
  const signedIn = useSignedIn();
  const sessionUser = useSessionStore((s) => s.user);
  const updateUser = useSessionStore((s) => s.updateUser);
  const queryClient = useQueryClient();
  const profile = useProfile(signedIn);
  const [name, setName] = useState(() => fullName(sessionUser));
  const [nameError, setNameError] = useState<string | undefined>();
  const [details, setDetails] = useState<CompanyDetails>(NO_DETAILS);
  const setDetail: SetDetail = (key, value) => setDetails((current) => ({ ...current, [key]: value }));
  const [saving, setSaving] = useState(false);

  // The server's profile is the truth; the session's copy only fills the form until it arrives.
  const loaded = profile.data;
  useEffect(() => {
    if (!loaded) return;
    setName(fullName(loaded));
    setDetails(detailsFrom(loaded));
  }, [loaded]);

  if (!signedIn) {
    return (
      <section className="pl-profile__card pl-card">
        <h2>Log in to see your profile</h2>
        <p className="pl-page-lede">Your name, e-mail and phone number are here once you are signed in.</p>
        <Link to="/login" className="pl-btn pl-btn--primary" style={{ marginTop: 20 }}>
          Log in
        </Link>
      </section>
    );
  }

  const onSave = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(MESSAGES.nameEmpty);
      return;
    }
    setNameError(undefined);
    setSaving(true);
    // Spec 001 §4 Profile Save: 'Saving' shows for 0.8 s, however quickly the server answers.
    const [result] = await Promise.allSettled([
      updateProfileName(trimmed, companyPayload(details)),
      wait(TIMINGS.profileSaveMs),
    ]);
    setSaving(false);
    if (result.status === 'rejected') {
      toast.error(result.reason instanceof Error ? result.reason.message : String(result.reason));
      return;
    }
    const saved: UserProfile = result.value;
    queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
    updateUser({ given_name: saved.given_name, family_name: saved.family_name });
    setName(fullName(saved));
    setDetails(detailsFrom(saved));
    toast.success(NAME_SAVED);
  };

  const shown = loaded ?? null;
  const email = shown?.email ?? sessionUser?.email ?? '';
  const phone = displayPhone(shown?.phone_number ?? sessionUser?.phone);

  return (
    <section className="pl-profile__card pl-card" aria-label="Profile details">
      <div className="pl-profile__identity">
        <span className="pl-profile__avatar" aria-hidden="true">
          {initialsOf(shown ?? sessionUser)}
        </span>
        <div>
          <h2>{fullName(shown ?? sessionUser) || email}</h2>
          <p>{email}</p>
        </div>
      </div>
      {profile.isError && (
        <Alert className="pl-auth-form__message--above" type="error" showIcon message={profile.error.message} />
      )}
      {profile.isPending && !sessionUser ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={onSave} className="pl-auth-form" noValidate>
          <Form.Item
            label="Name"
            htmlFor="profile-name"
            validateStatus={nameError ? 'error' : undefined}
            help={nameError}
          >
            <Input
              id="profile-name"
              autoComplete="name"
              value={name}
              maxLength={200}
              onChange={(e) => {
                setName(e.target.value);
                if (nameError && e.target.value.trim()) setNameError(undefined);
              }}
            />
          </Form.Item>
          <p className="pl-profile__hint">Your first name is everything before the first space.</p>
          <Form.Item label="Email" htmlFor="profile-email">
            <Input id="profile-email" value={email} readOnly variant="filled" />
          </Form.Item>
          <Form.Item label="Phone" htmlFor="profile-phone">
            <Input id="profile-phone" value={phone} placeholder={PHONE_UNAVAILABLE} readOnly variant="filled" />
          </Form.Item>
          <AccountTypeField details={details} setDetail={setDetail} />
          <CompanyDetailsFields idPrefix="profile-company" details={details} setDetail={setDetail} />
          <div className="pl-profile__actions">
            <BusyButton type="primary" htmlType="submit" size="large" busy={saving}>
              {saving ? 'Saving' : 'Save'}
            </BusyButton>
          </div>
        </Form>
      )}
    </section>
  );
}
