import QRCode from 'qrcode';

/*
 * The sandbox's Pix and boleto (issue 24): the same shapes a bank gives, made up here and
 * marked as the test environment, so that the checkout, the billing page and the tests walk
 * every path without a bank. Nothing here can be paid: the Pix key and the boleto's bank do
 * not exist.
 */

/** The Pix key and merchant of the sandbox's BR Codes: they say it is a test. */
const TEST_PIX_KEY = 'ambiente-de-testes@contabil.local';
const TEST_MERCHANT_NAME = 'AMBIENTE DE TESTES';
const TEST_MERCHANT_CITY = 'SAO PAULO';
const TEST_DESCRIPTION = 'TESTE SEM VALOR';

const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 takes it. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A "Pix copia e cola" (BR Code, EMV QRCPS-MPM) for the amount: dynamic, single use, with
 * the payment's id as its txid, the test environment in the merchant's name and description,
 * and its CRC16.
 */
export function sandboxPixCode(amountCents: number, paymentId: string): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('01', TEST_PIX_KEY) + emv('02', TEST_DESCRIPTION);
  const txid = paymentId.replaceAll('-', '').slice(0, 25);
  const payload =
    emv('00', '01') +
    emv('01', '12') +
    emv('26', account) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('54', (amountCents / 100).toFixed(2)) +
    emv('58', 'BR') +
    emv('59', TEST_MERCHANT_NAME) +
    emv('60', TEST_MERCHANT_CITY) +
    emv('62', emv('05', txid)) +
    '6304';
  return payload + crc16(payload);
}

/** The QR code of a text as an SVG data URL (drawn from qrcode's module matrix, synchronously). */
export function qrCodeDataUrl(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const margin = 4;
  const size = modules.size + 2 * margin;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Módulo 10 of the digitable line's fields: weights 2,1,2,… from the right, digits of the products summed. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 of the bar code (weights 2..9 from the right); 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Days since the base date (7 Oct 1997, restarted at 1000 on 22 Feb 2025 when it reached 9999). */
export function dueDateFactor(dueDate: string): string {
  const day = 86_400_000;
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse('2025-02-22T00:00:00Z')) / day);
  return String(1000 + (((days % 9000) + 9000) % 9000)).padStart(4, '0');
}

/** Bank "000": no bank has it, so the line cannot be paid anywhere. */
const TEST_BANK = '000';

/**
 * A boleto's bar code (44 digits) and digitable line (47 digits, formatted) with their
 * check digits: the three fields' módulo 10 and the general módulo 11.
 */
export function sandboxBoleto(amountCents: number, dueDate: string, paymentId: string) {
  const freeField = paymentId.replace(/\D/g, '').padEnd(25, '0').slice(0, 25);
  const tail = dueDateFactor(dueDate) + String(amountCents).padStart(10, '0');
  const withoutDv = `${TEST_BANK}9${tail}${freeField}`;
  const dv = mod11(withoutDv);
  const barCode = `${TEST_BANK}9${dv}${tail}${freeField}`;
  const f1 = `${TEST_BANK}9${freeField.slice(0, 5)}`;
  const f2 = freeField.slice(5, 15);
  const f3 = freeField.slice(15, 25);
  const line =
    `${f1.slice(0, 5)}.${f1.slice(5)}${mod10(f1)} ` +
    `${f2.slice(0, 5)}.${f2.slice(5)}${mod10(f2)} ` +
    `${f3.slice(0, 5)}.${f3.slice(5)}${mod10(f3)} ` +
    `${dv} ${tail}`;
  return { barCode, line };
}
