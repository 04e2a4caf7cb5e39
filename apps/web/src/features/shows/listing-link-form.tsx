import { Input } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { type ShowDestination, useSetListingLink } from '../publish';

/**
 * Once the directory has listed the show, its page there is pasted here: the destination then reads Listed.
 * The server says what address it expects when the link is not the directory's own.
 */
export function ListingLinkForm({ showId, destination }: { showId: string; destination: ShowDestination }) {
  const [link, setLink] = useState(destination.listingUrl ?? '');
  const save = useSetListingLink();
  const inputId = `listing-${showId}-${destination.platform}`;
  const errorId = `${inputId}-error`;
  const failed = save.error instanceof Error ? save.error.message : null;
  return (
    <form
      className="pl-show-card__listing"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ showId, platform: destination.platform, listingUrl: link.trim() });
      }}
    >
      <label htmlFor={inputId}>{destination.platformName} listing link</label>
      <Input
        id={inputId}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? errorId : undefined}
      />
      <BusyButton htmlType="submit" busy={save.isPending}>
        Save link
      </BusyButton>
      {failed && (
        <p id={errorId} role="alert" className="pl-show-card__error">
          {failed}
        </p>
      )}
    </form>
  );
}
