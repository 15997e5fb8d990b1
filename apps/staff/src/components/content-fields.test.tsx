import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LocalizedText } from '@mall/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from './image-field';
import { LocalizedField } from './localized-field';
import { fromSeoulInput, PeriodFields, toSeoulInput, type Period } from './period-fields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Localized({ kind }: { kind: 'text' | 'html' }) {
  const [value, setValue] = useState<LocalizedText>({ 'ko-KR': '' });
  return (
    <>
      <LocalizedField label="제목" value={value} onChange={setValue} kind={kind} required />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('LocalizedField', () => {
  it('keeps one text per language; an emptied translation is dropped, not kept as ""', async () => {
    const user = userEvent.setup();
    render(<Localized kind="text" />);
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '봄 세일');
    await user.click(screen.getByRole('tab', { name: /English/ }));
    await user.type(screen.getByRole('textbox', { name: /제목/ }), 'Spring');
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({
      'ko-KR': '봄 세일',
      'en-US': 'Spring'
    });
    await user.clear(screen.getByRole('textbox', { name: /제목/ }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ 'ko-KR': '봄 세일' });
  });

  it('previews HTML without running what it holds', async () => {
    const user = userEvent.setup();
    render(<Localized kind="html" />);
    await user.click(screen.getByRole('textbox', { name: /제목/ }));
    await user.paste('<p>안내</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>');
    const preview = screen.getByRole('region', { name: '미리보기' });
    expect(preview.querySelector('.staff-prose p')?.textContent).toBe('안내');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

describe('PeriodFields', () => {
  it('reads and writes Seoul time (UTC+9)', () => {
    expect(toSeoulInput('2026-11-27T00:30:00.000Z')).toBe('2026-11-27T09:30');
    expect(fromSeoulInput('2026-11-27T09:30')).toBe('2026-11-27T00:30:00.000Z');
    expect(fromSeoulInput('')).toBeNull();
  });

  it('flags an end before the start', () => {
    const value: Period = {
      display: true,
      startAt: '2026-11-27T00:00:00.000Z',
      endAt: '2026-11-26T00:00:00.000Z'
    };
    render(<PeriodFields value={value} onChange={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('종료는 시작보다 뒤여야 합니다.');
  });
});

describe('ImageField', () => {
  it('uploads the chosen image and answers its URL; refuses a non-image before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetch = vi.fn(async () =>
      Response.json({ data: { url: '/media/editorial/abcdefghijklmnopqrstuv.jpg', width: 10, height: 10 } })
    );
    vi.stubGlobal('fetch', fetch);
    const onChange = vi.fn();
    render(<ImageField label="배너" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('배너 이미지 선택');
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('JPEG 또는 PNG 이미지만 올릴 수 있습니다.');
    expect(fetch).not.toHaveBeenCalled();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    expect(onChange).toHaveBeenCalledWith('/media/editorial/abcdefghijklmnopqrstuv.jpg');
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/v1/media/images',
      expect.objectContaining({ method: 'POST' })
    );
  });
});
