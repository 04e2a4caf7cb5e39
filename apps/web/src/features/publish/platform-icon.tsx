import { AmazonOutlined, AppleFilled, SpotifyFilled } from '@ant-design/icons';
import type { PublishPlatform } from './publish-platforms';

const ICONS = { spotify: SpotifyFilled, apple: AppleFilled, amazon_music: AmazonOutlined } as const;

/** A platform's mark in its colour (see publish.css). */
export function PlatformIcon({ platform }: { platform: PublishPlatform }) {
  const Icon = ICONS[platform];
  return (
    <span className={`pl-publish-icon pl-publish-icon--${platform}`} aria-hidden="true">
      <Icon />
    </span>
  );
}
