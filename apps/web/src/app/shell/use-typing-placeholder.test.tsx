import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_INTERVAL_MS, useTypingPlaceholder } from './use-typing-placeholder';

function Probe({ examples, active = true }: { examples: string[]; active?: boolean }) {
  return <span data-testid="probe">{useTypingPlaceholder(examples, active)}</span>;
}
const text = () => screen.getByTestId('probe').textContent;

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query
  }));
}

describe('useTypingPlaceholder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types one character every 200 ms, holds, then types the next example', () => {
    mockReducedMotion(false);
    expect(TYPING_INTERVAL_MS).toBe(200);
    render(<Probe examples={['수분크림', 'AB']} />);
    expect(text()).toBe('수');
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(text()).toBe('수');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(text()).toBe('수분');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(text()).toBe('수분크림');
    // Held for 2 s (10 ticks from the first character), then the next example starts.
    act(() => {
      vi.advanceTimersByTime(200 * 10);
    });
    expect(text()).toBe('수분크림');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(text()).toBe('A');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(text()).toBe('AB');
  });

  it('stands still while inactive (the field has text)', () => {
    mockReducedMotion(false);
    render(<Probe examples={['수분크림']} active={false} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(text()).toBe('수');
  });

  it('shows the first example whole and still when reduced motion is asked for', () => {
    mockReducedMotion(true);
    render(<Probe examples={['수분크림', '선크림']} />);
    expect(text()).toBe('수분크림');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(text()).toBe('수분크림');
  });
});
