import { useEffect, useRef, type CSSProperties } from 'react';
// Not lazy: the notice shows when a chunk could not be fetched, and would be one.
import { LanguagePendingNotice } from '../components/language-pending-notice.tsx';
import { usePendingLanguage } from '../lib/language-choice.ts';
import { UpdatePrompt } from './pwa/update-prompt.tsx';

/* Over the page, as the offline banner is at its head. Inline: no page loads a stylesheet for it. */
const FOOT_STYLE: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 400,
  display: 'flex',
  flexDirection: 'column',
};

/**
 * The foot of every screen: the offer of a new deployment above a language chosen and not shown yet, stacked so
 * neither covers the other. The page ends above them, so nothing at its foot (a step's Save and Next) is out of reach
 * beneath them.
 */
export const ScreenFoot = () => {
  const pending = usePendingLanguage();
  const foot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const element = foot.current;
    if (!element) return;
    const reserve = () => {
      if (element.offsetHeight > 0) root.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
      else root.style.removeProperty('padding-bottom');
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('padding-bottom');
    };
  }, []);
  return (
    <div ref={foot} style={FOOT_STYLE}>
      <UpdatePrompt />
      {pending ? <LanguagePendingNotice locale={pending.locale} state={pending.state} /> : null}
    </div>
  );
};
