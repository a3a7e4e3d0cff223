import QRCode from 'qrcode';

// The same library the certificate PDF draws its QR code with; quiet zone and error correction for print.
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of a link as SVG markup (scales to any print size). */
export const qrSvg = (link: string): Promise<string> => QRCode.toString(link, { ...options, type: 'svg' });

/** The QR code as a PNG, large enough to print sharply on a poster. */
export const qrPng = (link: string): Promise<Buffer> => QRCode.toBuffer(link, { ...options, type: 'png', width: 1024 });

/** The SVG as a data URL an `<img>` can show. */
export const qrSvgDataUrl = async (link: string): Promise<string> => `data:image/svg+xml;base64,${Buffer.from(await qrSvg(link)).toString('base64')}`;
