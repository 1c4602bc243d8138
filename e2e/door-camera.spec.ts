import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../playwright.config';
import { makeNight, openDoor, PHONE } from './door-support';
import { fitsThePhone, logIn, test } from './support';

// Door mode's "Scan" (issue 50 item 3) with a camera: Chromium's fake capture device films a QR code,
// which the self-hosted reader (ZXing's WebAssembly where the browser has no reader of its own) reads.
/** A camera that films one QR code: a still picture as Chromium's fake capture device reads it (Y4M, 4:2:0). */
function cameraFilming(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = 320;
  const scale = Math.floor(side / (modules.size + 8));
  const offset = Math.floor((side - modules.size * scale) / 2);
  const luma = Buffer.alloc(side * side, 235);
  for (let y = 0; y < modules.size * scale; y += 1) {
    for (let x = 0; x < modules.size * scale; x += 1) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * side + offset + x] = 16;
    }
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const file = join(tmpdir(), `spillested-door-camera-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
  return file;
}

const CAMERA_CODE = 'E2EDOORQRCODE001';

const launchOptions = config.use!.launchOptions!;
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args!, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${cameraFilming(CAMERA_CODE)}`],
  },
});

test('Scan reads a QR code with the camera through the self-hosted reader', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await logIn(page);
  const eventId = await makeNight(page, `${Date.now()}-${testInfo.retry}-kamera`);
  await openDoor(page, eventId, 'Dør 3');
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { name: 'Scan QR-koden' })).toBeVisible();
  // No reservation has this code: the door says so, having read it from the camera's picture.
  await expect(page.getByRole('status').filter({ hasText: `Ukendt kode: ${CAMERA_CODE}` })).toBeVisible({ timeout: 20_000 });
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'Luk', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Scan QR-koden' })).toHaveCount(0);
});
