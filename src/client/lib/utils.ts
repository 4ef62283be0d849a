import { type ClassValue, clsx } from 'clsx';

const sizes = /^(xs|sm|base|lg|xl|\d?xl)$/;
const aligns = /^(left|center|right|justify|start|end)$/;
const weights = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const families = /^(sans|serif|mono)$/;
const borderWidths = /^(\d+|x|y|t|b|l|r|s|e)(-\d+)?$/;
const displays = new Set(['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table']);
const positions = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);

/**
 * The conflict group of one Tailwind class ("variants + utility"), so that a later class of the
 * same group replaces an earlier one: `px-5` then `px-3` keeps `px-3`. Covers the utilities the
 * app's components override; unknown classes never conflict.
 */
function variantEnd(cls: string): number {
  let depth = 0;
  let end = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) end = i;
  }
  return end;
}

const axisHeads = new Set(['translate', 'scale', 'space', 'overflow', 'overscroll', 'inset', 'scroll', 'skew', 'gap']);
const widthOrColorHeads = new Set(['ring', 'outline', 'divide', 'stroke', 'decoration', 'ring-offset']);

function groupOf(cls: string): string | null {
  const colon = variantEnd(cls);
  const variants = colon >= 0 ? cls.slice(0, colon + 1) : '';
  let base = cls.slice(colon + 1).replace(/^!/, '').replace(/^-/, '');
  if (displays.has(base)) return `${variants}display`;
  if (positions.has(base)) return `${variants}position`;
  const dash = base.indexOf('-');
  if (dash < 0) return base === 'border' ? `${variants}border-w` : null;
  const head = base.slice(0, dash);
  const rest = base.slice(dash + 1);
  switch (head) {
    case 'text':
      return `${variants}text-${sizes.test(rest) || rest.startsWith('[') ? 'size' : aligns.test(rest) ? 'align' : 'color'}`;
    case 'font':
      return `${variants}font-${weights.test(rest) ? 'weight' : families.test(rest) ? 'family' : 'other'}`;
    case 'border':
      return `${variants}border-${borderWidths.test(rest) ? `w${rest.replace(/-?\d+$/, '')}` : 'color'}`;
    case 'rounded':
      return `${variants}rounded${/^(t|b|l|r|tl|tr|bl|br|s|e)(-|$)/.test(rest) ? `-${rest.split('-')[0]}` : ''}`;
    case 'min':
    case 'max':
    case 'grid':
    case 'line':
      base = `${head}-${rest.split('-')[0]}`;
      return `${variants}${base}`;
    default: {
      const first = rest.split('-')[0] ?? '';
      if (axisHeads.has(head) && /^(x|y|t|b|l|r|s|e)$/.test(first)) return `${variants}${head}-${first}`;
      if (widthOrColorHeads.has(head)) return `${variants}${head}-${/^(\d+|\[)/.test(rest) ? 'w' : 'color'}`;
      return `${variants}${head}`;
    }
  }
}

/**
 * Joins class names (clsx) and lets a later Tailwind utility override an earlier one of the same
 * group. A small stand-in for tailwind-merge, which would cost ~8 KB on every page (decisions/004).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ').filter(Boolean);
  const lastOfGroup = new Map<string, number>();
  classes.forEach((cls, i) => {
    const group = groupOf(cls);
    if (group) lastOfGroup.set(group, i);
  });
  return classes
    .filter((cls, i) => {
      const group = groupOf(cls);
      return group === null || lastOfGroup.get(group) === i;
    })
    .join(' ');
}
