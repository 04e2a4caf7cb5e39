import { FileAddOutlined } from '@ant-design/icons';
import { WELCOME_ROUTE } from '@podloom/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AudioSettingsCard } from '../../features/audio';
import { useRegenerateScript } from '../../features/generator';
import { optionName, usePodcastOptions } from '../../features/options';
import { PodcastSetupCard, usePodcastWorkspace } from '../../features/podcast-setup';
import { PublishModal } from '../../features/publish';
import { ScriptEditorCard } from '../../features/script-editor';
import './create-podcast.css';

/**
 * Spec 000 §2 "Create podcast": the form summary (Podcast Setup), the Script Editor and the Audio & Voice
 * Settings card. It opens the podcast the home screen or Recent Podcasts put in the locally saved state
 * together with the navigation state (formData, podcastId, title, language).
 */
export function CreatePodcastPage() {
  const podcast = usePodcastWorkspace((s) => s.podcast);
  const { options } = usePodcastOptions();
  const { busy, live, regenerate } = useRegenerateScript();
  const [publishing, setPublishing] = useState(false);

  // The router keeps the scroll position across navigations; a card low on the home screen must not open
  // this page half-way down. (A ScrollRestoration in the app layout would do this for every screen.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!podcast && !busy) {
    return (
      <section className="pl-create-empty pl-card" aria-labelledby="create-empty-title">
        <FileAddOutlined aria-hidden="true" className="pl-create-empty__icon" />
        <h1 id="create-empty-title" className="pl-page-title">
          No podcast open
        </h1>
        <p className="pl-page-lede">Generate a script on the home screen, or open one from Your Recent Podcasts.</p>
        <Link className="pl-btn pl-btn--primary" to={WELCOME_ROUTE}>
          Go to the home screen
        </Link>
      </section>
    );
  }

  return (
    <div className="pl-create">
      <header className="pl-page-head">
        <h1 className="pl-page-title">{podcast?.title || 'New podcast'}</h1>
        {podcast && (
          <p className="pl-page-lede">
            {optionName(options.languages, podcast.language)} · Podcast #{podcast.podcastId}
          </p>
        )}
      </header>
      <div className="pl-create__grid">
        <div className="pl-create__setup">
          <PodcastSetupCard onRegenerate={regenerate} regenerating={busy} />
        </div>
        <div className="pl-create__script">
          <ScriptEditorCard live={busy ? live : null} />
        </div>
        <div className="pl-create__audio">
          <AudioSettingsCard onPublish={() => setPublishing(true)} />
          <PublishModal open={publishing} onClose={() => setPublishing(false)} />
        </div>
      </div>
    </div>
  );
}
