import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPostcode, POSTCODE_SCRIPT_ID, type PostcodeConstructor } from './postcode-loader';

type Globals = { kakao?: unknown; daum?: unknown };
const globals = window as unknown as Globals;
const FakePostcode = class {
  embed() {}
} as unknown as PostcodeConstructor;

const scripts = () => document.querySelectorAll(`script#${POSTCODE_SCRIPT_ID}`);

afterEach(() => {
  delete globals.kakao;
  delete globals.daum;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadPostcode', () => {
  it('injects one script for concurrent callers and resolves window.kakao.Postcode once it loads', async () => {
    const first = loadPostcode('/__sandbox/postcode/postcode.v2.js');
    const second = loadPostcode('/other.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/__sandbox/postcode/postcode.v2.js');
    globals.kakao = { Postcode: FakePostcode };
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakePostcode);
    await expect(second).resolves.toBe(FakePostcode);
  });

  it('uses a Postcode already on the page without a script, and the older window.daum too', async () => {
    globals.daum = { Postcode: FakePostcode };
    await expect(loadPostcode('/x.js')).resolves.toBe(FakePostcode);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects a script that loads without a Postcode, and a later call tries again', async () => {
    const attempt = loadPostcode('/empty.js');
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(/no Postcode/);
    expect(scripts()).toHaveLength(0);
    const retry = loadPostcode('/empty.js');
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toThrow(/failed to load/);
  });

  it('gives up after the time-out when the script neither loads nor fails', async () => {
    vi.useFakeTimers();
    const attempt = loadPostcode('/hanging.js', 5000);
    const settled = vi.fn();
    attempt.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(attempt).rejects.toThrow(/timed out/);
    expect(scripts()).toHaveLength(0);
  });
});
