import { PRODUCT, WELCOME_ROUTE } from '@podloom/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PlayIcon } from '../header';
import { DemoVideoModal } from './demo-video-modal';

const WAVE = [18, 34, 52, 30, 64, 44, 80, 56, 38, 70, 92, 60, 42, 76, 50, 28, 58, 84, 46, 32, 62, 40, 22, 48, 36];

/** Spec 000 §2 "Landing page" hero. */
export function Hero() {
  const navigate = useNavigate();
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <section id="home" className="pl-hero">
      <div className="pl-container pl-hero__inner">
        <p className="pl-hero__badge">AI podcast studio · {PRODUCT.name}</p>
        <h1 className="pl-hero__title">Your Podcast, Crafted at the Snap of a Finger!</h1>
        <p className="pl-hero__sub">Ideas In, Podcasts Out</p>
        <p className="pl-hero__lede">
          Type a topic, pick a tone and the voices you like: get a natural two-voice conversation, ready to edit, export
          and publish to every podcast app.
        </p>
        <div className="pl-hero__cta">
          <button type="button" className="pl-btn pl-btn--primary pl-btn--lg" onClick={() => navigate(WELCOME_ROUTE)}>
            Create Your Podcast Now
          </button>
          <button
            type="button"
            className="pl-btn pl-btn--ghost pl-btn--on-dark pl-btn--lg"
            onClick={() => setDemoOpen(true)}
          >
            <PlayIcon width={16} height={16} /> Watch the demo
          </button>
        </div>
        <div className="pl-hero__wave" aria-hidden="true">
          {WAVE.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative waveform
            <span key={i} style={{ height: `${h}%`, animationDelay: `${(i % 7) * 120}ms` }} />
          ))}
        </div>
      </div>
      {demoOpen && <DemoVideoModal onClose={() => setDemoOpen(false)} />}
    </section>
  );
}
