import QRCode from 'qrcode';
import type { QrCodeFormat } from '@mall/domain';

/** The QR code of a link: margin 2 modules, error correction M (a printed code survives a smudge), 512 px PNG. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
const PNG_WIDTH = 512;

/** A link drawn as a QR code: PNG bytes or an SVG document (docs/decisions/075). */
export async function drawQrCode(
  link: string,
  format: QrCodeFormat
): Promise<{ body: Buffer; contentType: string }> {
  if (format === 'png') {
    return {
      body: await QRCode.toBuffer(link, { ...OPTIONS, type: 'png', width: PNG_WIDTH }),
      contentType: 'image/png'
    };
  }
  const svg = await QRCode.toString(link, { ...OPTIONS, type: 'svg' });
  return { body: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' };
}
