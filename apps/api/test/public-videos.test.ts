import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@mall/domain';
import {
  bundledFfmpegPath,
  createPublicVideos,
  parseProbe,
  sniffMp4
} from '../src/modules/media/public-videos.ts';

const run = promisify(execFile);
const LIMITS = { minSeconds: 1, maxSeconds: 90 };
let dir: string;
let ffmpegPath: string;

/** A test clip of `seconds` at 64×112 with the given video codec, optionally with AAC or MP3 sound. */
async function clip(name: string, seconds: number, codec = 'libx264', audio: 'aac' | 'mp3' | null = 'aac') {
  const file = path.join(dir, name);
  const sound = audio ? ['-f', 'lavfi', '-i', `sine=d=${seconds}`] : [];
  const soundCodec = audio === 'aac' ? ['-c:a', 'aac'] : audio === 'mp3' ? ['-c:a', 'libmp3lame'] : [];
  await run(ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=s=64x112:r=10:d=${seconds}`, ...sound,
    '-c:v', codec, ...soundCodec, '-pix_fmt', 'yuv420p', '-shortest', file
  ]); // prettier-ignore
  return file;
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.code : String(error))
  );

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'public-videos-'));
  ffmpegPath = await bundledFfmpegPath();
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('public videos', () => {
  it('keep an H.264 MP4 web-ready under a random name with a JPEG poster, without the sender’s metadata', async () => {
    const media = path.join(dir, 'media');
    const videos = createPublicVideos({ mediaDir: media, folder: 'dive-in', ffmpegPath });
    const source = await clip('ok.mp4', 3);
    const kept = await videos.store(source, LIMITS);
    expect(kept).toMatchObject({ width: 64, height: 112 });
    expect(kept.durationMs).toBeGreaterThanOrEqual(2900);
    expect(kept.videoUrl).toMatch(/^\/media\/dive-in\/[A-Za-z0-9_-]{22}\.mp4$/);
    const bytes = await fs.readFile(path.join(media, kept.videoUrl.slice('/media/'.length)));
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const poster = await fs.readFile(path.join(media, kept.posterUrl.slice('/media/'.length)));
    expect(poster.subarray(0, 2).toString('hex')).toBe('ffd8');
    await videos.remove(kept.videoUrl);
    await videos.remove('/media/dive-in/../../etc/passwd');
    await expect(fs.stat(path.join(media, kept.videoUrl.slice('/media/'.length)))).rejects.toThrow();
    expect((await fs.readdir(path.join(media, 'dive-in'))).filter((name) => name.includes('.tmp'))).toEqual(
      []
    );
  });

  it('keep a silent H.264 video', async () => {
    const videos = createPublicVideos({ mediaDir: path.join(dir, 'm2'), folder: 'dive-in', ffmpegPath });
    await expect(videos.store(await clip('silent.mp4', 2, 'libx264', null), LIMITS)).resolves.toBeTruthy();
  });

  it('refuse what is not MP4, not H.264 with AAC, or too short or long, keeping nothing', async () => {
    const media = path.join(dir, 'm3');
    const videos = createPublicVideos({ mediaDir: media, folder: 'dive-in', ffmpegPath });
    const png = path.join(dir, 'picture.mp4');
    await fs.writeFile(png, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const fakeMp4 = path.join(dir, 'fake.mp4');
    await fs.writeFile(
      fakeMp4,
      Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(200, 7)])
    );
    expect(await refusalOf(videos.store(png, LIMITS))).toBe('ALT_FileError');
    expect(await refusalOf(videos.store(fakeMp4, LIMITS))).toBe('ALT_FileError');
    expect(await refusalOf(videos.store(await clip('mpeg4.mp4', 2, 'mpeg4'), LIMITS))).toBe('ALT_FileError');
    expect(await refusalOf(videos.store(await clip('mp3.mp4', 2, 'libx264', 'mp3'), LIMITS))).toBe(
      'ALT_FileError'
    );
    const long = await clip('long.mp4', 6, 'libx264', null);
    expect(await refusalOf(videos.store(long, { minSeconds: 1, maxSeconds: 5 }))).toBe(
      'DIVE_IN_VIDEO_DURATION'
    );
    const short = await clip('short.mp4', 1, 'libx264', null);
    expect(await refusalOf(videos.store(short, { minSeconds: 2, maxSeconds: 5 }))).toBe(
      'DIVE_IN_VIDEO_DURATION'
    );
    await expect(fs.readdir(path.join(media, 'dive-in'))).rejects.toThrow();
  });
});

describe('parseProbe and sniffMp4', () => {
  it('read the length and the first streams’ codecs, or nothing from text that is not a probe', () => {
    const text = [
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 23 kb/s',
      '    Stream #0:0(und): Video: h264 (Main) (avc1 / 0x31637661), yuv420p, 540x960 [SAR 1:1 DAR 9:16], 24 fps',
      '    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono'
    ].join('\n');
    expect(parseProbe(text)).toEqual({
      durationMs: 62_500,
      video: { codec: 'h264', width: 540, height: 960 },
      audioCodec: 'aac'
    });
    expect(parseProbe('picture.mp4: Invalid data found when processing input')).toBeNull();
    expect(sniffMp4(Buffer.from('00000018667479706d703432', 'hex'))).toBe(true);
    expect(sniffMp4(Buffer.from('89504e470d0a1a0a0000000d', 'hex'))).toBe(false);
  });
});
