import { MESSAGES } from '@podloom/contract';
import { toast } from '../../ui/toast/toast-store';

/** Copies to the clipboard and says how it went. */
export async function copyText(text: string, done = 'Feed URL copied to the clipboard.'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
    return true;
  } catch {
    toast.error(MESSAGES.copyFailed);
    return false;
  }
}
