import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { RENDER_MUSIC_PART_NAMES, RENDER_MUSIC_PARTS, type RenderMusicPart } from '@podloom/contract';
import { Button, Select, Slider } from 'antd';
import { useMusicChoice } from './use-music-choice';

const NONE = 0;

const PART_HINTS: Record<RenderMusicPart, string> = {
  intro: 'plays first; the voices start as it fades',
  bed: 'loops quietly under the voices',
  outro: 'follows the last line',
};

/**
 * Intro, bed and outro from the music library (None by default) and the bed's volume, saved with the podcast as
 * they change: the next Generate Audio plays them (the lines already read are not read again).
 */
export function MusicChoice({ podcastId, busy }: { podcastId: number | null; busy: boolean }) {
  const { library, loadLibrary, music, saving, save, show, previewing, preview } = useMusicChoice(podcastId);
  const disabled = busy || podcastId === null;
  const options = [
    { value: NONE, label: 'None' },
    ...(library ?? []).map((item) => ({ value: item.id, label: item.musicName })),
  ];
  return (
    <fieldset className="pl-audio__music" aria-busy={saving}>
      <legend className="pl-audio__legend">Music</legend>
      {RENDER_MUSIC_PARTS.map((part) => {
        const name = RENDER_MUSIC_PART_NAMES[part];
        const chosen = music[part];
        return (
          <div className="pl-audio__music-part" key={part} data-testid={`music-${part}`}>
            <span className="pl-audio__music-name" title={PART_HINTS[part]}>
              {name}
            </span>
            <Select
              size="small"
              aria-label={`${name} music`}
              value={chosen ?? NONE}
              options={options}
              loading={library === null && Boolean(chosen)}
              onFocus={loadLibrary}
              onOpenChange={(open) => open && loadLibrary()}
              notFoundContent={library === null ? 'Loading your music…' : 'No music available.'}
              onChange={(id: number) => void save({ ...music, [part]: id === NONE ? null : id })}
              disabled={disabled}
              popupMatchSelectWidth={false}
            />
            {chosen && (
              <Button
                size="small"
                type="link"
                icon={previewing === chosen ? <PauseCircleOutlined /> : <SoundOutlined />}
                onClick={() => void preview(chosen)}
                aria-label={`Hear it: the ${name.toLowerCase()} music`}
              >
                Hear it
              </Button>
            )}
          </div>
        );
      })}
      <div className="pl-audio__music-part">
        <span className="pl-audio__music-name" id="bed-volume-label">
          Bed volume
        </span>
        <Slider
          className="pl-audio__music-volume"
          min={0}
          max={100}
          step={5}
          value={Math.round(music.bedVolume * 100)}
          onChange={(value: number) => show({ ...music, bedVolume: value / 100 })}
          onChangeComplete={(value: number) => void save({ ...music, bedVolume: value / 100 })}
          disabled={disabled || !music.bed}
          tooltip={{ formatter: (value) => `${value}%` }}
          ariaLabelledByForHandle="bed-volume-label"
        />
      </div>
    </fieldset>
  );
}
