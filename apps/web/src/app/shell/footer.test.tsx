import type { LegalInfo } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { installFakeApi, ok } from '../../shared/testing/fake-api';
import { renderWithProviders } from '../../shared/testing/render';
import { Footer } from './footer';

const legal: LegalInfo = {
  businessRegistrationNumber: '220-81-62517',
  businessInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517',
  privacyOfficer: {
    name: { 'ko-KR': '김보호', 'zh-TW': '金保護' },
    position: { 'ko-KR': '정보보호팀장', 'en-US': 'Data protection lead' },
    email: 'dpo@shop.example',
    phone: '02-1234-5678'
  },
  escrow: {
    provider: { 'ko-KR': '토스페이먼츠', 'zh-TW': 'Toss Payments' },
    confirmUrl: 'https://escrow.example/check?mid=shop'
  }
};

describe('the footer’s legal facts (ADR 093)', () => {
  it('shows the configured business number with the FTC link, the privacy officer and the escrow notice', async () => {
    const api = installFakeApi({ 'GET /api/etc/v1/public/legal-info': () => ok(legal) });
    renderWithProviders(<Footer />);
    const block = await screen.findByTestId('footer-legal');
    expect(within(block).getByText('220-81-62517')).toBeTruthy();
    const ftc = screen.getByRole('link', { name: /^사업자정보 확인/ });
    expect(ftc.textContent).toContain('(새 창)');
    expect(ftc.getAttribute('href')).toBe(legal.businessInfoUrl);
    expect(ftc.getAttribute('target')).toBe('_blank');
    expect(ftc.getAttribute('rel')).toBe('noopener');
    expect(screen.getByTestId('footer-privacy-officer').textContent).toBe(
      '개인정보보호책임자김보호 (정보보호팀장) dpo@shop.example · 02-1234-5678'
    );
    expect(screen.getByRole('link', { name: 'dpo@shop.example' }).getAttribute('href')).toBe(
      'mailto:dpo@shop.example'
    );
    expect(screen.getByTestId('escrow-notice').textContent).toContain(
      '현금으로 결제하시는 금액은 토스페이먼츠의 구매안전서비스(에스크로)로 보호됩니다.'
    );
    expect(screen.getByTestId('escrow-confirm-link').getAttribute('href')).toBe(legal.escrow.confirmUrl);
    expect(api.calls.filter((call) => call.url.pathname === '/api/etc/v1/public/legal-info')).toHaveLength(1);
  });

  it('speaks Traditional Chinese, with the configured translations (English, then Korean, where none)', async () => {
    installFakeApi({ 'GET /api/etc/v1/public/legal-info': () => ok(legal) });
    await changeLanguage('zh-TW');
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: /^查詢營業資訊/ })).toBeTruthy();
    expect(screen.getByTestId('footer-privacy-officer').textContent).toContain(
      '金保護（Data protection lead）'
    );
    expect(screen.getByTestId('escrow-notice').textContent).toContain('受Toss Payments的購買安全服務');
  });

  it('shows the rest of the footer when the legal facts cannot be had', async () => {
    installFakeApi({});
    renderWithProviders(<Footer />);
    expect(await screen.findByText('(주)루미에르비타')).toBeTruthy();
    expect(screen.queryByTestId('footer-legal')).toBeNull();
  });
});
