import { useRef, useState, type ReactNode } from 'react';

interface Props {
  count: number;
  rowHeight: number;
  height: number;
  /** Index to keep in view (scrolled to when it changes and is outside). */
  current: number;
  render: (i: number) => ReactNode;
  label: string;
}

/** Renders only the rows in view (plus a margin), so 10,000 rows cost as much as 30. */
export function VirtualList({ count, rowHeight, height, current, render, label }: Props) {
  const [top, setTop] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const lastCurrent = useRef(-1);
  if (current !== lastCurrent.current && current >= 0) {
    lastCurrent.current = current;
    const y = current * rowHeight;
    if (y < top || y + rowHeight > top + height) {
      const next = Math.max(0, y - height / 2);
      queueMicrotask(() => {
        if (ref.current) ref.current.scrollTop = next;
      });
    }
  }
  const first = Math.max(0, Math.floor(top / rowHeight) - 5);
  const last = Math.min(count, Math.ceil((top + height) / rowHeight) + 5);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++)
    rows.push(
      <div key={i} role="listitem" style={{ position: 'absolute', top: i * rowHeight, height: rowHeight, left: 0, right: 0 }}>
        {render(i)}
      </div>,
    );
  return (
    <div ref={ref} className="vlist" role="list" aria-label={label} style={{ height, overflowY: 'auto', position: 'relative' }} onScroll={(e) => setTop(e.currentTarget.scrollTop)}>
      <div style={{ height: count * rowHeight, position: 'relative' }}>{rows}</div>
    </div>
  );
}
