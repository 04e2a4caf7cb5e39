import { PersonaliseWizard } from '../../features/personalise';

/** /personlize (spelled as the spec's route table has it). */
export function PersonalisePage() {
  return <PersonaliseWizard />;
}
