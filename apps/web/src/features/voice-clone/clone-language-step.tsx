import { DownloadOutlined } from '@ant-design/icons';
import { CLONE_LANGUAGES } from '@podloom/contract';
import { Button, Radio } from 'antd';
import { voiceScriptUrl } from './voice-clone-api';

/** Step 1: the language of the sample, and the voice script to read aloud in it. */
export function CloneLanguageStep(props: { language: string; onLanguage: (code: string) => void; onNext: () => void }) {
  const { language, onLanguage, onNext } = props;
  const languageName = CLONE_LANGUAGES.find((l) => l.code === language)?.name ?? 'English';
  return (
    <section className="pl-voice-clone__body" aria-labelledby="pl-clone-language">
      <h3 id="pl-clone-language">1. Select Language</h3>
      <Radio.Group
        aria-labelledby="pl-clone-language"
        value={language}
        onChange={(event) => onLanguage(event.target.value)}
        optionType="button"
        buttonStyle="solid"
        options={CLONE_LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
      />
      <p className="pl-voice-clone__hint">
        Read the voice script aloud for your sample: it is written to cover the sounds of {languageName}.
      </p>
      <div className="pl-voice-clone__actions">
        <Button icon={<DownloadOutlined />} href={voiceScriptUrl(language)} download>
          Get Voice Script Form
        </Button>
        <Button type="primary" onClick={onNext}>
          Next
        </Button>
      </div>
    </section>
  );
}
