import { DIRECTORY_LINK_FIELDS, DIRECTORY_LINKS, type DirectoryLinkField } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { useCurrentUserId } from '../podcast-setup';
import {
  type DirectoryLinkErrors,
  type DirectoryLinkValues,
  directoryLinksOfFeed,
  directoryLinksPayload,
  validateDirectoryLinks,
} from './directory-links';
import { createRss, RSS_FEEDS_KEY, type RssFeed } from './publish-api';

const PLACEHOLDERS: Record<DirectoryLinkField, string> = {
  appleUrl: 'https://podcasts.apple.com/…',
  spotifyUrl: 'https://open.spotify.com/show/…',
  amazonUrl: 'https://music.amazon.com/podcasts/…',
};

/** Once a directory approves the show, its listing URL goes here; the public pages then link to it. */
export function DirectoryLinksForm({ feed }: { feed: RssFeed }) {
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DirectoryLinkValues>(() => directoryLinksOfFeed(feed));
  const [errors, setErrors] = useState<DirectoryLinkErrors>({});
  const [status, setStatus] = useState<string>('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setStatus('');
    const checked = validateDirectoryLinks(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (userId === null) return;
    setSaving(true);
    try {
      await createRss(directoryLinksPayload(feed, values, userId));
      await queryClient.invalidateQueries({ queryKey: RSS_FEEDS_KEY });
      setStatus('Saved: your show and episode pages link to these listings.');
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : 'Could not save the listing links. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={save} noValidate className="pl-directory-links">
      <p className="pl-publish-details__lead">
        Once a directory approves the show, paste its listing here (optional): the public pages then show “Listen on …”
        links.
      </p>
      {DIRECTORY_LINK_FIELDS.map((field) => {
        const id = `directory-${feed.platform}-${field}`;
        return (
          <Form.Item
            key={field}
            label={`${DIRECTORY_LINKS[field].name} listing URL`}
            htmlFor={id}
            validateStatus={errors[field] ? 'error' : undefined}
            help={errors[field]}
          >
            <Input
              id={id}
              type="url"
              value={values[field]}
              placeholder={PLACEHOLDERS[field]}
              onChange={(e) => {
                const value = e.target.value;
                setValues((v) => ({ ...v, [field]: value }));
                setErrors((x) => ({ ...x, [field]: undefined }));
              }}
            />
          </Form.Item>
        );
      })}
      <BusyButton htmlType="submit" busy={saving} disabled={false}>
        Save listing links
      </BusyButton>
      <p role="status" className="pl-publish-details__foot">
        {status}
      </p>
    </Form>
  );
}
