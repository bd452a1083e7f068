/**
 * Text that must be read whole in a place of fixed size (the coach's strip on a phone): of the
 * candidates, from the fullest to the shortest, it shows the first whose rendering does not
 * overflow the place, measured after layout and again whenever the place changes size. Nothing is
 * ever cut: a shorter candidate is a whole sentence of its own, the fullest one is in the details.
 */
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';

export function FitText<T>({
  candidates,
  render,
  measure,
}: {
  candidates: readonly T[];
  render: (candidate: T) => ReactNode;
  /**
   * The ancestor (a selector for `closest`) whose fixed box the text must fit; null where the
   * place grows or scrolls (a desktop's side panel): the fullest candidate then.
   */
  measure: string | null;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  const key = JSON.stringify(candidates);
  const [fit, setFit] = useState({ key, index: 0, width: -1 });
  // New advice starts again from its fullest form.
  const index = fit.key === key ? fit.index : 0;
  useLayoutEffect(() => {
    if (measure === null) return;
    const box = anchor.current?.closest<HTMLElement>(measure);
    if (box == null) return;
    const overflows = () => box.scrollHeight > box.clientHeight + 1;
    if (fit.key !== key) {
      setFit({ key, index: 0, width: box.clientWidth });
      return;
    }
    if (overflows() && index < candidates.length - 1)
      setFit({ key, index: index + 1, width: box.clientWidth });
  }, [measure, fit.key, fit.width, key, index, candidates.length]);
  useLayoutEffect(() => {
    if (measure === null) return;
    const box = anchor.current?.closest<HTMLElement>(measure);
    if (box == null || typeof ResizeObserver === 'undefined') return;
    // A place that grows may hold a fuller form again: start over at its new size.
    const observer = new ResizeObserver(() =>
      setFit((f) => (f.width === box.clientWidth ? f : { ...f, index: 0, width: box.clientWidth })),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);
  const candidate = candidates[measure === null ? 0 : Math.min(index, candidates.length - 1)];
  return (
    <>
      <span ref={anchor} hidden />
      {candidate === undefined ? null : render(candidate)}
    </>
  );
}
