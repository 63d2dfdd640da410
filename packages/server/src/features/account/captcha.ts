import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CAPTCHA_DIGITS, CAPTCHA_GLYPHS } from '@shop/domain';
import { loadSharp } from '../../media/loadSharp';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`).digest('hex');

/**
 * An SVG of distorted digits, drawn with the shared stroke glyphs (no font needed): each glyph
 * scaled, rotated, skewed and shifted, plus noise lines.
 */
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
      `<path transform="translate(${x} ${y}) rotate(${rotate} 8 12) skewX(${skew}) scale(${scale})" d="${CAPTCHA_GLYPHS[digit]}" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="0.8" fill="hsl(${randomInt(360)},30%,55%)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Issues (or replaces) the captcha for a client-made id and returns it as a PNG. */
export async function issueCaptcha(db: Db, id: string, now: Date): Promise<Buffer> {
  const answer = Array.from({ length: CAPTCHA_DIGITS }, () => String(randomInt(10))).join('');
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
