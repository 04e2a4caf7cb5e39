import { NewPodcastWizard } from '../../features/generator';

/** /create-new-podcast (spec 001 §1): the three-step wizard of spec 000 §2. */
export function CreateNewPodcastPage() {
  return <NewPodcastWizard />;
}
