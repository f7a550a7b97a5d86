import { useEffect, useRef } from 'react';
import { announce } from '../../components/Announcer';

/**
 * When a table shows another view after it first appeared (a state expanded, or back to the
 * national view, by its buttons or the browser's back button), focus moves to the new table's
 * heading (the button that was pressed is gone) and `message` is announced politely. A view the
 * page opened with (a shared link) takes no focus. Returns the ref for the heading.
 */
export function useViewChange<View>(view: View, message: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    heading.current?.focus();
    announce(message);
  }, [view, message]);
  return heading;
}
