import type { XmlElement } from './parse-xml';

/** First direct child with local name `name`. */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!el) return undefined;
  for (const c of el.children) if (c.name === name) return c;
  return undefined;
}

/** All direct children with local name `name`. */
export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** Follow a path of local names through first matching children: path(root, 'a', 'b'). */
export function path(el: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let cur = el;
  for (const n of names) cur = child(cur, n);
  return cur;
}

/** Trimmed text of the element at a path below `el` (empty string when absent). */
export function textAt(el: XmlElement | undefined, ...names: string[]): string {
  return path(el, ...names)?.text.trim() ?? '';
}

/** All descendants (depth first, document order) with local name `name`; iterative, so deep trees cannot overflow the stack. */
export function descendants(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const stack: XmlElement[] = [...el.children].reverse();
  while (stack.length) {
    const e = stack.pop() as XmlElement;
    if (e.name === name) out.push(e);
    for (let k = e.children.length - 1; k >= 0; k--) stack.push(e.children[k]);
  }
  return out;
}

/** Text of an element including all descendants' text, in document order. */
export function deepText(el: XmlElement): string {
  const parts: string[] = [el.text];
  for (const c of el.children) parts.push(deepText(c));
  return parts.join('');
}
