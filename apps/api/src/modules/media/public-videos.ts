import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@mall/domain';
import { MEDIA_URL_PREFIX } from './public-images.ts';

/** What a kept video is: its public file, its poster and what the probe read. */
export type StoredVideo = {
  videoUrl: string;
  posterUrl: string;
  durationMs: number;
  width: number;
  height: number;
};

export type VideoLimits = { minSeconds: number; maxSeconds: number };

/** What ffmpeg says of a file: its length and first video and audio streams' codecs. */
export type VideoProbe = {
  durationMs: number;
  video: { codec: string; width: number; height: number } | null;
  audioCodec: string | null;
};

const NAME = /^[A-Za-z0-9_-]{22}\.(mp4|jpg)$/;
const FFMPEG_TIMEOUT_MS = 120_000;
/** Posters are drawn at most this wide (the feed is a phone-sized column). */
const POSTER_MAX_WIDTH = 720;

/** An ISO base media file (MP4) starts with a box whose type is `ftyp` at byte 4. */
export function sniffMp4(head: Buffer): boolean {
  return head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp';
}

/** ffmpeg's description of an input (its stderr when given no output), read for duration and streams. */
export function parseProbe(text: string): VideoProbe | null {
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(text);
  if (!duration) return null;
  const [, h, m, s] = duration;
  const durationMs = Math.round((Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000);
  const video = /Stream #\d+:\d+[^:]*: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(text);
  const audio = /Stream #\d+:\d+[^:]*: Audio: (\w+)/.exec(text);
  return {
    durationMs,
    video: video ? { codec: video[1]!, width: Number(video[2]), height: Number(video[3]) } : null,
    audioCodec: audio ? audio[1]! : null
  };
}

function runFfmpeg(ffmpegPath: string, args: string[]): Promise<{ ok: boolean; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      ffmpegPath,
      ['-hide_banner', '-nostdin', ...args],
      { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
      (error, _stdout, stderr) => resolve({ ok: !error, stderr: String(stderr) })
    );
  });
}

/**
 * Public videos (dive-in, docs/decisions/084) under `MEDIA_DIR/<folder>`, handled by ffmpeg in its own process (the
 * event loop only waits): a file is kept only when its bytes start like MP4 and ffmpeg reads H.264 video (AAC sound
 * or none) of an allowed length from it. It is copied without re-encoding into a web-ready layout (index first, so
 * playback starts before the whole file arrives), its metadata dropped, under a random name, with a JPEG poster
 * taken from its first second. `remove` touches only names this store could have made.
 */
export function createPublicVideos(options: { mediaDir: string; folder: 'dive-in'; ffmpegPath: string }) {
  const dir = path.join(options.mediaDir, options.folder);
  const urlPrefix = `${MEDIA_URL_PREFIX}${options.folder}/`;
  const ffmpeg = (args: string[]) => runFfmpeg(options.ffmpegPath, args);

  async function probe(file: string): Promise<VideoProbe | null> {
    const { stderr } = await ffmpeg(['-i', file]);
    return parseProbe(stderr);
  }

  async function judge(file: string, limits: VideoLimits): Promise<VideoProbe> {
    const head = Buffer.alloc(12);
    const handle = await fs.open(file, 'r');
    try {
      await handle.read(head, 0, 12, 0);
    } finally {
      await handle.close();
    }
    if (!sniffMp4(head)) throw new DomainError('ALT_FileError');
    const read = await probe(file);
    if (!read?.video || read.video.codec !== 'h264') throw new DomainError('ALT_FileError');
    if (read.audioCodec !== null && read.audioCodec !== 'aac') throw new DomainError('ALT_FileError');
    const seconds = read.durationMs / 1000;
    if (seconds < limits.minSeconds || seconds > limits.maxSeconds)
      throw new DomainError('DIVE_IN_VIDEO_DURATION', { min: limits.minSeconds, max: limits.maxSeconds });
    return read;
  }

  return {
    probe,

    /**
     * Judges the file at `source` (refusals before anything is kept), then keeps a web-ready copy and its poster.
     * The source is the caller's to delete.
     */
    async store(source: string, limits: VideoLimits): Promise<StoredVideo> {
      const read = await judge(source, limits);
      await fs.mkdir(dir, { recursive: true });
      const base = randomBytes(16).toString('base64url');
      const video = path.join(dir, `${base}.mp4`);
      const poster = path.join(dir, `${base.slice(0, 21)}p.jpg`);
      const temporary = path.join(dir, `.${base}.tmp.mp4`);
      try {
        const copied = await ffmpeg([
          '-i', source, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-map_metadata', '-1',
          '-movflags', '+faststart', '-y', temporary
        ]); // prettier-ignore
        if (!copied.ok) throw new DomainError('ALT_FileError');
        const at = Math.min(1, read.durationMs / 2000).toFixed(2);
        const drawn = await ffmpeg([
          '-ss', at, '-i', temporary, '-frames:v', '1',
          '-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2`, '-q:v', '4', '-y', poster
        ]); // prettier-ignore
        if (!drawn.ok) throw new DomainError('ALT_FileError');
        await fs.rename(temporary, video);
      } catch (error) {
        await Promise.all([temporary, poster].map((file) => fs.rm(file, { force: true })));
        throw error;
      }
      return {
        videoUrl: `${urlPrefix}${path.basename(video)}`,
        posterUrl: `${urlPrefix}${path.basename(poster)}`,
        durationMs: read.durationMs,
        width: read.video!.width,
        height: read.video!.height
      };
    },

    /** Removes a file this store made (by its URL); anything else, or a file already gone, is left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith(urlPrefix)) return;
      const name = url.slice(urlPrefix.length);
      if (!NAME.test(name)) return;
      await fs.rm(path.join(dir, name), { force: true });
    }
  };
}

export type PublicVideos = ReturnType<typeof createPublicVideos>;

/**
 * The ffmpeg to run: FFMPEG_PATH when set (config), else the binary the `@ffmpeg-installer/ffmpeg` package brings for
 * this platform, else `ffmpeg` on the PATH (a platform the package has no binary for).
 */
export async function bundledFfmpegPath(): Promise<string> {
  try {
    const installer = await import('@ffmpeg-installer/ffmpeg');
    return installer.default.path;
  } catch {
    return 'ffmpeg';
  }
}
