import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAcrossMount } from './keep-focus-across-mount';

function mountPoint(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** What React's first commit does to the served markup: the old children go, the page's come in. */
async function replaceChildren(container: HTMLElement, html: string) {
  container.innerHTML = html;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepFocusAcrossMount', () => {
  it('moves the focus from the skeleton link to the same link of the rendered page', async () => {
    const container = mountPoint('<header><a href="/">logo</a></header><p>loading</p>');
    container.querySelector<HTMLElement>('a')!.focus();
    keepFocusAcrossMount(container);
    await replaceChildren(
      container,
      '<header><a href="/">Lumière</a><a href="/cart">cart</a></header><main>home</main>'
    );
    expect(document.activeElement?.textContent).toBe('Lumière');
  });

  it('picks the nth link to the same address', async () => {
    const container = mountPoint('<a href="/">one</a><a href="/">two</a>');
    container.querySelectorAll<HTMLElement>('a')[1]!.focus();
    keepFocusAcrossMount(container);
    await replaceChildren(container, '<a href="/">first</a><a href="/">second</a>');
    expect(document.activeElement?.textContent).toBe('second');
  });

  it('follows a link reached after the call, while React is still rendering', async () => {
    const container = mountPoint('<header><a href="/">logo</a><a href="/cart">cart</a></header>');
    keepFocusAcrossMount(container);
    container.querySelectorAll<HTMLElement>('a')[1]!.focus();
    await replaceChildren(container, '<header><a href="/">Lumière</a><a href="/cart">Cart</a></header>');
    expect(document.activeElement?.textContent).toBe('Cart');
  });

  it('keeps the link when the browser announces its removal with a focusout, as Chromium does', async () => {
    const container = mountPoint('<a href="/">logo</a>');
    keepFocusAcrossMount(container);
    const link = container.querySelector<HTMLElement>('a')!;
    link.focus();
    // Chromium fires focusout on the focused node while it is still connected, then removes it.
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await replaceChildren(container, '<a href="/">Lumière</a>');
    expect(document.activeElement?.textContent).toBe('Lumière');
  });

  it('forgets a link the shopper left before the page came', async () => {
    const container = mountPoint('<a href="/">logo</a>');
    container.querySelector<HTMLElement>('a')!.focus();
    keepFocusAcrossMount(container);
    container.querySelector<HTMLElement>('a')!.blur();
    // The click on the background and React's commit are separate tasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await replaceChildren(container, '<a href="/">Lumière</a>');
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus to a page that moved it on mount', async () => {
    const container = mountPoint('<a href="/">logo</a>');
    container.querySelector<HTMLElement>('a')!.focus();
    keepFocusAcrossMount(container);
    container.innerHTML = '<a href="/">logo</a><div role="dialog" tabindex="-1">notice</div>';
    container.querySelector<HTMLElement>('[role=dialog]')!.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.getAttribute('role')).toBe('dialog');
  });

  it('does nothing when the focus is outside the skeleton', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const container = mountPoint('<a href="/">logo</a>');
    keepFocusAcrossMount(container);
    await replaceChildren(container, '<a href="/">logo</a>');
    expect(document.activeElement).toBe(outside);
  });
});
