import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { loadSharp } from '../media/loadSharp';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const DIGITS = 4;

/**
 * Digits as stroke paths on a 10x16 cell, so the image needs no font (the server machine may
 * have none) and every glyph can be bent independently.
 */
const GLYPHS: Record<string, string> = {
  '0': 'M2 1 L8 1 L9 3 L9 13 L8 15 L2 15 L1 13 L1 3 Z',
  '1': 'M3 4 L6 1 L6 15 M3 15 L9 15',
  '2': 'M1 4 L3 1 L8 1 L9 4 L9 7 L1 15 L9 15',
  '3': 'M1 2 L8 1 L9 4 L8 7 L4 8 L8 9 L9 12 L8 15 L1 14',
  '4': 'M7 15 L7 1 L1 11 L9 11',
  '5': 'M9 1 L2 1 L1 7 L7 7 L9 10 L8 14 L6 15 L1 14',
  '6': 'M8 1 L3 2 L1 7 L1 13 L3 15 L8 15 L9 12 L8 9 L2 9',
  '7': 'M1 1 L9 1 L4 15',
  '8': 'M5 8 L2 7 L1 4 L3 1 L7 1 L9 4 L8 7 L5 8 L1 11 L2 14 L5 15 L8 14 L9 11 Z',
  '9': 'M8 7 L2 7 L1 4 L3 1 L7 1 L9 4 L9 10 L7 14 L2 15',
};

export const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`).digest('hex');

/** An SVG of distorted digits: each glyph scaled, rotated, skewed and shifted, plus noise lines. */
export function captchaSvg(answer: string): string {
  const width = 120;
  const height = 44;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f1ee"/>`];
  for (let i = 0; i < 6; i++) {
    const colour = `hsl(${randomInt(360)},40%,70%)`;
    parts.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="${colour}" stroke-width="1.5" fill="none"/>`,
    );
  }
  [...answer].forEach((digit, index) => {
    const x = 12 + index * 26 + randomInt(-3, 4);
    const y = 6 + randomInt(-3, 4);
    const rotate = randomInt(-25, 26);
    const skew = randomInt(-15, 16);
    const scale = (18 + randomInt(0, 6)) / 10;
    const colour = `hsl(${randomInt(360)},65%,32%)`;
    parts.push(
      `<path transform="translate(${x} ${y}) rotate(${rotate} 8 12) skewX(${skew}) scale(${scale})" d="${GLYPHS[digit]}" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="0.8" fill="hsl(${randomInt(360)},30%,55%)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Issues (or replaces) the captcha for a client-made id and returns it as a PNG. */
export async function issueCaptcha(db: Db, id: string, now: Date): Promise<Buffer> {
  const answer = Array.from({ length: DIGITS }, () => String(randomInt(10))).join('');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db
    .insert(captchas)
    .values({ id, answerHash: hashAnswer(id, answer), expiresAt })
    .onConflictDoUpdate({ target: captchas.id, set: { answerHash: hashAnswer(id, answer), expiresAt, usedAt: null } });
  const sharp = await loadSharp();
  return sharp(Buffer.from(captchaSvg(answer))).png().toBuffer();
}

/** Single use: the captcha is spent by any attempt, right or wrong. */
export async function checkCaptcha(db: Db, id: string, answer: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && row.answerHash === hashAnswer(id, answer.trim());
}
