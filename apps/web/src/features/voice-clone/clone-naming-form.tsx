import { CLONE_LIMITS } from '@podloom/contract';
import { Input, Radio } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import type { CloneGender } from './clone-flow';

export interface CloneNamingFormProps {
  name: string;
  gender: CloneGender | null;
  busy: boolean;
  onName: (name: string) => void;
  onGender: (gender: CloneGender) => void;
  onDone: () => void;
}

/** After the preview: the new voice's name and gender, which keep it (an unnamed clone is a draft). */
export function CloneNamingForm({ name, gender, busy, onName, onGender, onDone }: CloneNamingFormProps) {
  return (
    <form
      className="pl-voice-clone__naming"
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <label htmlFor="pl-clone-name">Voice name</label>
      <Input
        id="pl-clone-name"
        value={name}
        maxLength={CLONE_LIMITS.nameMax}
        placeholder="e.g. My studio voice"
        onChange={(event) => onName(event.target.value)}
      />
      <span id="pl-clone-gender">Gender</span>
      <Radio.Group
        aria-labelledby="pl-clone-gender"
        value={gender}
        onChange={(event) => onGender(event.target.value)}
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
      />
      <div className="pl-voice-clone__actions">
        <BusyButton type="primary" htmlType="submit" busy={busy} disabled={!name.trim() || !gender}>
          Done
        </BusyButton>
      </div>
    </form>
  );
}
