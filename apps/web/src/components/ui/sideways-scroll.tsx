import { Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './sideways-scroll.module.css';

/** Whether the box's content is wider than the box, kept up to date as either resizes. */
function useOverflowsX(ref: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    // 1 px of slack: sub-pixel widths round up in scrollWidth.
    if (box) setOverflows(box.scrollWidth > box.clientWidth + 1);
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref, measure]);
  // New content may be wider without anything observed changing size first: measured after
  // a render, at most once a frame and in the frame's own layout. Read at once after every
  // render, scrollWidth forced a layout of the whole table each time (the history's rows
  // are drawn in several renders: ~120 ms per keystroke in a filter at 10,000 bets).
  const frame = useRef(0);
  useEffect(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      measure();
    });
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return overflows;
}

interface SidewaysScrollProps {
  /** The table's name: the scroll box is a named group the keyboard can scroll. */
  label: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A table that may be wider than its box (issue 17: tables that cannot fit say that they
 * scroll). While it fits it sits in the page's flow, so its sticky header follows the page;
 * once it does not, the box scrolls sideways, takes the focus (the arrow keys scroll it) and a
 * line above it says so. The table keeps its key columns first, where they show unscrolled.
 */
export function SidewaysScroll({ label, children, testId }: SidewaysScrollProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(ref);
  return (
    <div>
      {overflows && (
        <Text size="xs" c="dimmed" className={classes.hint} data-testid="scroll-hint">
          <IconArrowsHorizontal size={14} aria-hidden="true" />
          {t('tables.scrollsSideways')}
        </Text>
      )}
      <div
        ref={ref}
        className={classes.box}
        data-overflows={overflows || undefined}
        tabIndex={overflows ? 0 : undefined}
        // A group, not a region: the card around it is often a landmark of the same name.
        role={overflows ? 'group' : undefined}
        aria-label={overflows ? label : undefined}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
