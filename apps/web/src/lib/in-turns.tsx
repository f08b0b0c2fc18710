import { useEffect, useRef, useState, type ReactNode } from 'react';

/*
 * A first screen shown in parts, one part a frame, top to bottom: its render, style and layout come as several short
 * tasks instead of one long one, so a tap or a keystroke on a slow phone waits for one part at most
 * (docs/performance.md, "The first screen in parts"). Parts wait in one queue for the whole page, in the order they asked.
 */
const waiting: (() => void)[] = [];
let turnsRunning = false;

/** After the browser has drawn the frame in hand (its style, layout and paint done), in a task of its own. */
const afterNextFrame = (run: () => void): void => {
  requestAnimationFrame(() => setTimeout(run, 0));
};

const giveNextTurn = (): void => {
  const next = waiting.shift();
  if (!next) {
    turnsRunning = false;
    return;
  }
  next();
  afterNextFrame(giveNextTurn);
};

/** Calls show() when this part's turn comes; the function returned takes it out of the queue. */
const waitForTurn = (show: () => void): (() => void) => {
  waiting.push(show);
  if (!turnsRunning) {
    turnsRunning = true;
    afterNextFrame(giveNextTurn);
  }
  return () => {
    const at = waiting.indexOf(show);
    if (at >= 0) waiting.splice(at, 1);
  };
};

/**
 * How many of a component's `parts` to show: the first at once, one more each turn. Once all have shown, parts
 * added later (a field that appears on an answer) show at once.
 */
export const usePartsInTurns = (parts: number): number => {
  // A page opened in a background tab draws no frames and nobody waits on it: everything at once.
  const [shown, setShown] = useState(() => (document.hidden ? Infinity : 1));
  const partsNow = useRef(parts);
  const more = shown < parts;
  useEffect(() => {
    partsNow.current = parts;
  }, [parts]);
  useEffect(() => {
    if (!more) return;
    return waitForTurn(() => setShown((count) => (count + 1 >= partsNow.current ? Infinity : count + 1)));
  }, [shown, more]);
  return Math.min(shown, parts);
};

/** Its children once its turn comes (nothing before): a part of a first screen below the parts before it. */
export const InTurn = ({ children }: { children: ReactNode }) => (usePartsInTurns(2) > 1 ? children : null);

const isEmpty = (part: ReactNode) => part === null || part === undefined || typeof part === 'boolean';

/**
 * Its children one a turn, the first at once; an empty one (null, false) takes no turn. What it renders is always the
 * children array cut short, so each part keeps its place (and its state) as the rest arrive.
 */
export const PartsInTurns = ({ children }: { children: ReactNode[] }) => {
  const shown = usePartsInTurns(children.filter((part) => !isEmpty(part)).length);
  let cut = 0;
  for (let parts = 0; cut < children.length && parts < shown; cut++) if (!isEmpty(children[cut])) parts++;
  return children.slice(0, cut);
};
