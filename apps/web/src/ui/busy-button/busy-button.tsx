import { LoadingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import './busy-button.css';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  /** While true the button shows a spinner in place of its icon and ignores clicks (a submit does not submit). */
  busy?: boolean;
}

/**
 * antd's Button with a spinner that cannot get stuck. antd animates the spinner of `loading` in and out with
 * rc-motion and waits for a `transitionend` that never comes when the request settles within a frame or two of
 * starting (ant-design#27457): the spinner stays, and the button's name becomes "loading Login". A spinner given
 * as the icon is drawn without that motion, so it leaves exactly when `busy` does.
 */
export function BusyButton({ busy = false, icon, onClick, className, ...rest }: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...rest}
      className={busy ? `pl-busy-button ${className ?? ''}`.trim() : className}
      icon={busy ? <LoadingOutlined aria-hidden="true" /> : icon}
      aria-busy={busy || undefined}
      onClick={click}
    />
  );
}
