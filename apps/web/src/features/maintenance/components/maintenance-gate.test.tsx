import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { MaintenanceGate } from './maintenance-gate';
import { HIDDEN_CLOSE_TAPS, HIDDEN_CLOSE_WINDOW_MS } from './maintenance-page';

function renderGate() {
  return renderWithProviders(
    <MaintenanceGate>
      <p>shop content</p>
    </MaintenanceGate>
  );
}

describe('maintenance page', () => {
  it('covers the app when settings.maintenance is true', async () => {
    installFakeApi({ 'GET /api/etc/v1/public/settings': () => ok({ maintenance: true }) });
    renderGate();
    expect(await screen.findByRole('dialog', { name: '서비스 점검 중입니다' })).toBeTruthy();
    expect(screen.getByText('shop content').parentElement?.hasAttribute('inert')).toBe(true);
  });

  it('is not shown when maintenance is off', async () => {
    const api = installFakeApi({ 'GET /api/etc/v1/public/settings': () => ok({ maintenance: false }) });
    renderGate();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
  });

  it('closes for the session after five quick taps on the hidden corner, not after four', async () => {
    installFakeApi({ 'GET /api/etc/v1/public/settings': () => ok({ maintenance: true }) });
    const first = renderGate();
    await screen.findByTestId('maintenance-page');
    const zone = screen.getByTestId('maintenance-close-zone');
    expect(zone.getAttribute('aria-hidden')).toBe('true');

    for (let i = 1; i < HIDDEN_CLOSE_TAPS; i += 1) fireEvent.click(zone);
    expect(screen.queryByTestId('maintenance-page')).not.toBeNull();
    fireEvent.click(zone);
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.maintenanceDismissed)).toBe('true');

    first.unmount();
    renderGate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
  });

  it('restarts the count when taps are too far apart', async () => {
    const now = vi.spyOn(Date, 'now');
    installFakeApi({ 'GET /api/etc/v1/public/settings': () => ok({ maintenance: true }) });
    renderGate();
    const zone = await screen.findByTestId('maintenance-close-zone');
    let t = 1_000_000;
    for (let i = 0; i < 4; i += 1) {
      now.mockReturnValue((t += 100));
      fireEvent.click(zone);
    }
    now.mockReturnValue((t += HIDDEN_CLOSE_WINDOW_MS + 1));
    fireEvent.click(zone);
    expect(screen.queryByTestId('maintenance-page')).not.toBeNull();
    now.mockRestore();
  });
});
