/**
 * The frame size and duration of an MP4, read from its boxes (ISO/IEC 14496-12): `mvhd` gives
 * the timescale and duration, the first `tkhd` with a non-zero size is the video track.
 * Undefined when there is no such track (an audio-only or broken file).
 * @example mp4Info(bytes) // { width: 1280, height: 720, durationMs: 5000 }
 */
export function mp4Info(
  data: Buffer,
): { width: number; height: number; durationMs?: number } | undefined {
  let durationMs: number | undefined;
  let size: { width: number; height: number } | undefined;
  const containers = new Set(['moov', 'trak']);
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end && !size) {
      let boxSize = data.readUInt32BE(at);
      const type = data.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (boxSize === 1) {
        if (at + 16 > end) return;
        boxSize = Number(data.readBigUInt64BE(at + 8));
        header = 16;
      } else if (boxSize === 0) {
        boxSize = end - at;
      }
      if (boxSize < header || at + boxSize > end) return;
      const body = at + header;
      if (containers.has(type)) walk(body, at + boxSize);
      else if (type === 'mvhd') durationMs = movieDuration(body);
      else if (type === 'tkhd') size = trackSize(body, at + boxSize) ?? size;
      at += boxSize;
    }
  };
  const movieDuration = (body: number) => {
    const version = data[body]!;
    const timescale = data.readUInt32BE(body + (version === 1 ? 20 : 12));
    const duration =
      version === 1 ? Number(data.readBigUInt64BE(body + 24)) : data.readUInt32BE(body + 16);
    return timescale > 0 ? Math.round((duration / timescale) * 1000) : undefined;
  };
  const trackSize = (body: number, end: number) => {
    // Width and height are the last two 16.16 fixed-point fields of the box.
    if (end - 8 < body) return undefined;
    const width = data.readUInt32BE(end - 8) >>> 16;
    const height = data.readUInt32BE(end - 4) >>> 16;
    return width > 0 && height > 0 ? { width, height } : undefined;
  };
  try {
    walk(0, data.length);
  } catch {
    return undefined;
  }
  return size ? { ...size, durationMs } : undefined;
}
