import { useEffect, useRef, useState } from 'react';

/** A way out of the editor waiting for the member's word: where it leads, and where focus goes if they stay. */
export interface PendingLeave {
  go: () => void;
  from: HTMLElement | null;
}

/** A plain left click on a link that leaves this page (not a new tab, a download or a link within the page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return null;
  return link;
}

/**
 * Asks before unsaved work is left behind. The app's router (lib/router) has no navigation
 * blocker, so links are caught on their way in (a capture listener on the document runs before
 * the router's own click handler) and clicked again once the member says leave; closing or
 * reloading the tab gets the browser's own question (beforeunload). The Back button is not caught:
 * the local draft keeps that work.
 */
export function useLeaveGuard(unsaved: boolean) {
  const [pending, setPending] = useState<PendingLeave | null>(null);
  // Set once the member chose to leave or the recipe was saved: nothing more is asked.
  const done = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (done.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (done.current) return;
      const link = leavingLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({
        // A menu may have closed and taken the link with it: a detached link does not navigate.
        go: () => (link.isConnected ? link.click() : window.location.assign(link.href)),
        from: link,
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return {
    pending,
    /** Runs `go` now when nothing is unsaved, else once the member confirms. */
    confirm(go: () => void, from: HTMLElement | null) {
      if (unsaved && !done.current) setPending({ go, from });
      else go();
    },
    stay: () => setPending(null),
    leave() {
      const leaving = pending;
      done.current = true;
      setPending(null);
      leaving?.go();
    },
    /** The work is saved: leaving needs no question any more. */
    saved() {
      done.current = true;
    },
  };
}
