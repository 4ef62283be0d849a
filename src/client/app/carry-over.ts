/**
 * What a person did on a page the server sent rendered before the app rendered over it, carried
 * over to the app's page: the keyboard focus and the text typed into fields (the app's render
 * replaces every element of the page). Elements are found again by id, or else by their place
 * under the root (the app renders the same tree, so the place is the same).
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

interface Typed {
  id: string;
  path: number[];
  /** The text typed, or for a radio button or checkbox whether it is checked. */
  value: string | boolean;
}

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(node.type));

const isChoice = (node: EventTarget | null): node is HTMLInputElement =>
  node instanceof HTMLInputElement && (node.type === 'radio' || node.type === 'checkbox');

/** Where an element sits under the root, as child indexes. */
function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function find(root: Element, id: string, path: number[] | null): Element | undefined {
  if (id) {
    const byId = document.getElementById(id);
    if (byId && root.contains(byId)) return byId;
  }
  let node: Element | undefined = path ? root : undefined;
  for (const index of path ?? []) node = node?.children[index];
  return node;
}

/** Sets a field's value so that React (and a form library listening to it) sees it as typed. */
function type(field: Field, value: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts following the page sent rendered; `restore()`, called once the app has rendered over it
 * (before the browser paints), puts the typed text and the focus back.
 */
export function carryOver(root: HTMLElement): { restore: () => void } {
  const typed = new Map<string, Typed>();
  let focus: { id: string; path: number[] | null; start: number | null } | null = null;
  const recordFocus = (target: Element) => {
    focus = { id: target.id, path: pathTo(root, target), start: isField(target) ? target.selectionStart : null };
  };
  const following = new AbortController();
  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const path = pathTo(root, target);
    if (!path) return;
    if (isField(target)) typed.set(target.id || path.join('.'), { id: target.id, path, value: target.value });
    else if (isChoice(target)) typed.set(path.join('.'), { id: target.id, path, value: target.checked });
    else return;
    recordFocus(target);
  };
  document.addEventListener('input', onInput, { capture: true, signal: following.signal });
  document.addEventListener('change', onInput, { capture: true, signal: following.signal });
  document.addEventListener(
    'focusin',
    (event) => event.target instanceof Element && root.contains(event.target) && recordFocus(event.target),
    { capture: true, signal: following.signal },
  );
  // Already typed or focused before this module ran (the browser may also have restored a field).
  root.querySelectorAll('input, textarea').forEach((field) => {
    if (isField(field) && field.value !== field.defaultValue) onInput({ target: field } as unknown as Event);
  });
  if (document.activeElement && document.activeElement !== root && root.contains(document.activeElement)) {
    recordFocus(document.activeElement);
  }

  return {
    restore() {
      following.abort();
      for (const { id, path, value } of typed.values()) {
        const field = find(root, id, path) ?? null;
        if (typeof value === 'string' && isField(field) && field.value !== value) type(field, value);
        // A click is how a person changes a choice: React's handlers see it as one.
        if (typeof value === 'boolean' && isChoice(field) && field.checked !== value) field.click();
      }
      const target = focus && find(root, focus.id, focus.path);
      if (target instanceof HTMLElement && document.activeElement !== target) {
        target.focus({ preventScroll: true });
        if (isField(target) && focus?.start != null) target.setSelectionRange(target.value.length, target.value.length);
      }
    },
  };
}
