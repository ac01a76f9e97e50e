import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { SOFTWARE_AGENT } from '../../contracts/content-credentials.ts';

/**
 * XMP beside the C2PA manifest (decision 052): `Iptc4xmpExt:DigitalSourceType` is what social
 * platforms read today. JPEG and PNG get the packet inserted as bytes, so no pixel is re-encoded;
 * WebP goes through the encoder (its container needs the extended header). Video carries none.
 */

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The XMP packet for a result. */
export function xmpPacket(digitalSourceType: string, credit: string): string {
  const rights = escapeXml(credit);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ` Iptc4xmpExt:DigitalSourceType="${escapeXml(digitalSourceType)}"`,
    ` photoshop:Credit="${rights}">`,
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${rights}</rdf:li></rdf:Alt></dc:rights>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** The credit line every result carries. */
export const creditLine = `Made with AI by ${SOFTWARE_AGENT}`;

const XMP_NAMESPACE = 'http://ns.adobe.com/xap/1.0/\0';

/** The file with the packet embedded; other formats come back as they were. */
export async function embedXmp(data: Buffer, contentType: string, xmp: string): Promise<Buffer> {
  switch (contentType) {
    case 'image/jpeg':
      return jpegWithXmp(data, xmp);
    case 'image/png':
      return pngWithXmp(data, xmp);
    case 'image/webp':
      return sharp(data).withXmp(xmp).webp({ quality: 95 }).toBuffer();
    default:
      return data;
  }
}

/** An APP1 segment after SOI and any APP0 (JFIF wants APP0 first). */
function jpegWithXmp(data: Buffer, xmp: string): Buffer {
  const payload = Buffer.concat([Buffer.from(XMP_NAMESPACE, 'latin1'), Buffer.from(xmp, 'utf8')]);
  if (payload.length + 2 > 0xffff) throw new Error('XMP packet too large for one APP1 segment');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  let at = 2;
  if (data[2] === 0xff && data[3] === 0xe0) at = 4 + data.readUInt16BE(4);
  return Buffer.concat([data.subarray(0, at), segment, payload, data.subarray(at)]);
}

/** An iTXt chunk (keyword XML:com.adobe.xmp, uncompressed) right after IHDR. */
function pngWithXmp(data: Buffer, xmp: string): Buffer {
  const body = Buffer.concat([
    Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'),
    Buffer.from(xmp, 'utf8'),
  ]);
  const type = Buffer.from('iTXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, body])));
  // Signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 CRC).
  const afterHeader = 8 + 25;
  return Buffer.concat([
    data.subarray(0, afterHeader),
    length,
    type,
    body,
    crc,
    data.subarray(afterHeader),
  ]);
}
