import Tooltip from '@mui/material/Tooltip';
import { type RefObject, useEffect, useState } from 'react';

interface Tip {
  anchor: HTMLElement;
  text: string;
}

/**
 * One tooltip for the many small items of a container (a grid's chips): each item names its text in
 * `data-tip`, and the tooltip opens over the one the pointer or the keyboard focus is on. A Tooltip
 * per item costs a render per item, and once more as they mount: its ref sets state, which React
 * renders synchronously for all of them in the task that commits them (docs/ui.md "Many items").
 * The state is this component's own: moving from item to item draws the tooltip, not the container.
 */
export function SharedTooltip({ container }: { container: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const enter = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tip]') : null;
      if (!anchor || !root.contains(anchor)) return;
      setTip((shown) => (shown?.anchor === anchor ? shown : { anchor, text: anchor.dataset.tip ?? '' }));
    };
    // Leaving the item (not into its own label or icon) closes it.
    const leave = (event: MouseEvent | FocusEvent) => {
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      setTip((shown) =>
        shown && event.target instanceof Node && shown.anchor.contains(event.target) && !shown.anchor.contains(next)
          ? null
          : shown,
      );
    };
    // An item taken off the screen (a shift removed) takes its tooltip with it.
    const removed = new MutationObserver(() => setTip((shown) => (shown && !shown.anchor.isConnected ? null : shown)));
    removed.observe(root, { childList: true, subtree: true });
    root.addEventListener('mouseover', enter);
    root.addEventListener('focusin', enter);
    root.addEventListener('mouseout', leave);
    root.addEventListener('focusout', leave);
    return () => {
      removed.disconnect();
      root.removeEventListener('mouseover', enter);
      root.removeEventListener('focusin', enter);
      root.removeEventListener('mouseout', leave);
      root.removeEventListener('focusout', leave);
    };
  }, [container]);
  return (
    <Tooltip open={tip !== null} title={tip?.text ?? ''} slotProps={{ popper: { anchorEl: tip?.anchor } }}>
      <span hidden />
    </Tooltip>
  );
}
