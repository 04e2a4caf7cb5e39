import { CopyOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { copyText } from './copy-text';

/** A feed URL to read and copy: read-only, selected on focus, with 'Copy URL'. */
export function FeedUrlField({ feedUrl, label }: { feedUrl: string; label: string }) {
  return (
    <div className="pl-feed-url">
      {/* A text area so a long URL wraps on a phone instead of hiding its end. */}
      <Input.TextArea
        readOnly
        value={feedUrl}
        aria-label={label}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onFocus={(event) => event.currentTarget.select()}
        className="pl-feed-url__input"
      />
      <Button icon={<CopyOutlined aria-hidden="true" />} onClick={() => void copyText(feedUrl)}>
        Copy URL
      </Button>
    </div>
  );
}
