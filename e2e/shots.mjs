import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3391';
const auth = 'Basic ' + Buffer.from('mall-web:').toString('base64');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [,, who, lang, width, ...paths] = process.argv;
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(base + '/api/etc/v1/public/health-check');
await page.evaluate((l) => localStorage.setItem('mall.language', JSON.stringify(l)), lang);
if (who !== 'guest') {
  const r = await ctx.request.post(base + '/api/oauth/token', { headers: { Authorization: auth }, form: { grant_type: 'password', username: who, password: 'demo1234!', auto_login: 'N' } });
  if (r.status() !== 200) throw new Error('login ' + r.status());
  await page.evaluate(() => sessionStorage.setItem('mall.sessionHint', JSON.stringify('session')));
}
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  if (process.env.ESC) { await page.keyboard.press('Escape'); await page.waitForTimeout(500); }
  if (process.env.SCROLL) { await page.mouse.wheel(0, Number(process.env.SCROLL)); await page.waitForTimeout(800); }
  const name = `/tmp/shots/${who}-${lang}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
  console.log(name);
}
await browser.close();
