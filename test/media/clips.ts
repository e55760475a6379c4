import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { ffmpegPath, ffprobePath } from '@retainly/media';

const run = promisify(execFile);
/** The binaries the worker itself would choose (FFMPEG_PATH, else the PATH's, else npm's). */
const FFMPEG = ffmpegPath({ FFMPEG_PATH: process.env.FFMPEG_PATH });
const FFPROBE = ffprobePath({ FFPROBE_PATH: process.env.FFPROBE_PATH });

export interface ClipOptions {
  seconds?: number;
  width?: number;
  height?: number;
  audio?: boolean;
}

/**
 * A test pattern clip (with a tone unless `audio: false`), in MPEG-4 Part 2: cheap to make,
 * and not H.264, so the worker really transcodes it.
 */
export async function makeClip(
  path: string,
  { seconds = 2, width = 320, height = 240, audio = true }: ClipOptions = {},
): Promise<string> {
  const tone = audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : [];
  await run(FFMPEG, [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`],
    ...tone,
    ...['-c:v', 'mpeg4', '-q:v', '5', ...(audio ? ['-c:a', 'aac'] : []), '-f', 'mp4', path],
  ]);
  return path;
}

/** `times` copies of a clip back to back, without re-encoding: a long source made in no time. */
export async function loopClip(source: string, times: number, path: string): Promise<string> {
  await run(FFMPEG, [
    ...['-v', 'error', '-y', '-stream_loop', String(times - 1), '-i', source],
    ...['-c', 'copy', '-f', 'mp4', path],
  ]);
  return path;
}

/** A one-frame PNG image. */
export async function makePng(path: string): Promise<string> {
  await run(FFMPEG, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1'],
    ...['-c:v', 'png', '-f', 'image2', path],
  ]);
  return path;
}

/** A real ZIP archive (one stored entry), built by hand: no zip tool needed. */
export async function makeZip(path: string, name: string, content: string): Promise<string> {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  /** Both headers describe the entry with the same run of fields: CRC, sizes, name length. */
  const describeEntry = (header: Buffer, at: number) => {
    header.writeUInt32LE(crc, at);
    header.writeUInt32LE(data.length, at + 4); // compressed size: stored as is
    header.writeUInt32LE(data.length, at + 8); // uncompressed size
    header.writeUInt16LE(fileName.length, at + 12);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  describeEntry(local, 14);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  describeEntry(central, 16);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  await writeFile(path, Buffer.concat([local, fileName, data, central, fileName, end]));
  return path;
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

/** ffprobe's own view of a file: streams and duration. */
export async function probe(path: string): Promise<{ streams: ProbedStream[]; duration: number }> {
  const { stdout } = await run(FFPROBE, [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
  ]);
  const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string } };
  return { streams: parsed.streams, duration: Number(parsed.format.duration) };
}

/** The top-level MP4 boxes in file order ('ftyp', 'moov', 'mdat', ...). */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const file = await readFile(path);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length;) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(file.readBigUInt64BE(at + 8));
    if (size === 0) size = file.length - at;
    if (size < 8) throw new Error(`Bad MP4 box ${type} of ${size} bytes at ${at}`);
    boxes.push(type);
    at += size;
  }
  return boxes;
}

export const isJpeg = (bytes: Buffer) =>
  bytes.length > 4 &&
  bytes[0] === 0xff &&
  bytes[1] === 0xd8 &&
  bytes.at(-2) === 0xff &&
  bytes.at(-1) === 0xd9;

/** Sound only: an AAC tone in an MP4 container. */
export async function makeTone(path: string, seconds: number): Promise<string> {
  await run(FFMPEG, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:a', 'aac', '-f', 'mp4', path],
  ]);
  return path;
}
