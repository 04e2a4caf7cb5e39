import { VideoCameraOutlined } from '@ant-design/icons';
import type { ScriptLine } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Collapse } from 'antd';
import { ClipForm } from './clip-form';
import { ClipList } from './clip-list';
import { clipsKey, createClip, useClipSuggestions, useClips, useDeleteClip } from './clips-api';
import { useClipProgress } from './use-clip-progress';
import './clips.css';

export interface ClipsPanelProps {
  podcastId: number;
  /** The script's lines, in order (a span is chosen among them). */
  lines: ScriptLine[];
  /** The podcast's audio link: suggestions are asked again when the audio changes. */
  audioUrl: string;
}

function ClipsBody({ podcastId, lines, audioUrl }: ClipsPanelProps) {
  const client = useQueryClient();
  const clips = useClips(podcastId);
  const suggestions = useClipSuggestions(podcastId, audioUrl);
  const progress = useClipProgress(podcastId, clips.data ?? []);
  const onDelete = useDeleteClip(podcastId);
  return (
    <div className="pl-clips">
      <p className="pl-clips__intro">
        Turn a few lines into a video for social networks: the show's artwork, a moving waveform and the words on
        screen.
      </p>
      <ClipForm
        lines={lines}
        suggestions={suggestions.data ?? []}
        onCreate={async (choice) => {
          await createClip({ podcastId, ...choice });
          await client.invalidateQueries({ queryKey: clipsKey(podcastId) });
        }}
      />
      <h4 className="pl-clips__subtitle">Your clips</h4>
      <ClipList clips={clips.data ?? []} progress={progress} onDelete={onDelete} />
    </div>
  );
}

/** Clips and audiograms, under the podcast's player: folded until opened. */
export function ClipsPanel(props: ClipsPanelProps) {
  return (
    <Collapse
      className="pl-clips__collapse"
      items={[
        {
          key: 'clips',
          label: (
            <span>
              <VideoCameraOutlined aria-hidden="true" /> Clips for social networks
            </span>
          ),
          children: <ClipsBody {...props} />,
        },
      ]}
    />
  );
}
