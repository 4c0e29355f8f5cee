import { QRCodeSVG } from 'qrcode.react';

/** Side-bar QR codes are 74 px (spec section 9). */
export const SIDEBAR_QR_SIZE = 74;

/** A resource's QR code, in its own chunk: qrcode.react loads only with the side bar's codes. */
export default function SideBarQr({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG className="support-qr" value={value} size={SIDEBAR_QR_SIZE} level="M" marginSize={0} role="img" aria-label={label} />;
}
