import { DownOutlined, LoadingOutlined, RedoOutlined, SendOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { PlatformDetails } from './platform-details';
import { PlatformIcon } from './platform-icon';
import { PUBLISH_BUTTON_LABELS, type PublishButtonState } from './publish-machine';
import { type PublishPlatform, platformName } from './publish-platforms';

export interface PlatformRowProps {
  platform: PublishPlatform;
  state: PublishButtonState;
  disabled: boolean;
  feedUrl: string | null;
  onPublish: () => void;
  /** What follows a publish here: the directory's next step. */
  children?: React.ReactNode;
}

const BUTTON_ICONS: Record<PublishButtonState, React.ReactNode> = {
  idle: <SendOutlined aria-hidden="true" />,
  loading: <LoadingOutlined spin aria-hidden="true" />,
  // The label already ends in ✓.
  success: null,
  error: <RedoOutlined aria-hidden="true" />,
};

/** One platform of the Publish modal: its feed, a Details link and the Publish button (spec 000 §2, §4). */
export function PlatformRow({ platform, state, disabled, feedUrl, onPublish, children }: PlatformRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = platformName(platform);
  return (
    <li className={`pl-publish-row is-${state}`} data-platform={platform} aria-label={name}>
      <div className="pl-publish-row__main">
        <PlatformIcon platform={platform} />
        <div className="pl-publish-row__text">
          <span className="pl-publish-row__name">{name}</span>
          <span className="pl-publish-row__feed">{feedUrl ? 'Feed ready' : 'No feed yet'}</span>
        </div>
        <button
          type="button"
          className="pl-publish-row__details"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${name} details`}
          onClick={() => setOpen((v) => !v)}
        >
          Details {open ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
        </button>
        <Button
          className="pl-publish-row__publish"
          type={state === 'success' ? 'default' : 'primary'}
          icon={BUTTON_ICONS[state]}
          disabled={disabled}
          onClick={onPublish}
        >
          {PUBLISH_BUTTON_LABELS[state]}
        </Button>
      </div>
      {children}
      {open && <PlatformDetails platform={platform} feedUrl={feedUrl} id={detailsId} />}
    </li>
  );
}
