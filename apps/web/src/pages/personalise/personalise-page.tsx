import { ComingSoon } from '../../features/coming-soon';

const HIGHLIGHTS = ['General Settings', 'Get Guest Info Pack', 'Upload Guest Info'] as const;

export function PersonalisePage() {
  return (
    <ComingSoon
      title="Personalize"
      summary="Tell us about your guest so the script sounds like them."
      highlights={HIGHLIGHTS}
    />
  );
}
