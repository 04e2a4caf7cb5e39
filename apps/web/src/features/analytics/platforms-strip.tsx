import { AmazonOutlined, ApiOutlined, AppleFilled, SpotifyFilled, YoutubeFilled } from '@ant-design/icons';
import type { ListenerCount } from './analytics-api';
import { type AnalyticsPlatformName, formatCount, splitPlatforms } from './analytics-format';

const ICONS: Record<AnalyticsPlatformName, React.ReactNode> = {
  Spotify: <SpotifyFilled />,
  'Apple Music': <AppleFilled />,
  'Youtube Music': <YoutubeFilled />,
  Zapier: <ApiOutlined />,
  'Amazon Music': <AmazonOutlined />,
};

/** Spec 001 §2 "Platforms": listeners by the app that fetched the audio; other apps are listed by name. */
export function PlatformsStrip({ apps }: { apps: ListenerCount[] }) {
  const { platforms, others } = splitPlatforms(apps);
  return (
    <section className="pl-analytics-platforms" aria-labelledby="analytics-platforms">
      <h2 id="analytics-platforms" className="pl-visually-hidden">
        Platforms
      </h2>
      <ul className="pl-analytics-platforms__list">
        {platforms.map((p) => (
          <li
            key={p.name}
            className={`pl-analytics-platform pl-analytics-platform--${p.name.toLowerCase().replace(/\s+/g, '-')}`}
            aria-label={`${p.name}: ${p.count} listeners`}
          >
            <span className="pl-analytics-platform__icon" aria-hidden="true">
              {ICONS[p.name]}
            </span>
            <span className="pl-analytics-platform__name">{p.name}</span>
            <span className="pl-analytics-platform__count">{formatCount(p.count)}</span>
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <p className="pl-analytics-platforms__others" data-testid="other-apps">
          <span>Other apps:</span>
          {others.map((o) => (
            <span key={o.name} className="pl-analytics-chip">
              {o.name} <strong>{formatCount(o.count)}</strong>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
